/**
 * The browser the background's own modules run on in the soak (Node): wxt's fake browser (storage,
 * permissions) as the global `browser` the extension's code reads through wxt/browser, which takes it
 * once, when first imported — so run-soak.ts imports this first. Under vitest wxt's plugin does the same.
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';

const global = globalThis as { browser?: unknown };
global.browser ??= fakeBrowser;
