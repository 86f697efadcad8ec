// One chunk per UI language, loaded by parsersFor (../parse-date.ts explains the file path).
export { parse } from '../../../node_modules/chrono-node/dist/esm/locales/zh/hans/index.js';
