/**
 * `npm run emulator -- [--port N] [--data FILE] [--rate-limit on|off] [--key KEY] [--rewrite on|off]
 * [--other-kind 404|400|403|500] [--bare-uploads] [--max-body BYTES]`: one `<kind> <API URL>` line per link.
 * The last four are the switches of behaviour.ts.
 */
import { parseArgs } from 'node:util';
import { startEmulator } from './index';
import { OTHER_KIND_ANSWERS, type OtherKindAnswer } from './behaviour';

const USAGE =
  'Usage: npm run emulator -- [--port N] [--data FILE] [--rate-limit on|off] [--key KEY]' +
  ' [--rewrite on|off] [--other-kind 404|400|403|500] [--bare-uploads] [--max-body BYTES]';

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

let values: ReturnType<typeof parse>['values'];
function parse() {
  return parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      data: { type: 'string' },
      'rate-limit': { type: 'string', default: 'on' },
      key: { type: 'string' },
      rewrite: { type: 'string', default: 'on' },
      'other-kind': { type: 'string', default: '404' },
      'bare-uploads': { type: 'boolean', default: false },
      'max-body': { type: 'string' },
    },
  });
}
try {
  ({ values } = parse());
} catch (error) {
  usage((error as Error).message);
}

const onOff = (name: 'rate-limit' | 'rewrite') => {
  if (!['on', 'off'].includes(values[name]!)) usage(`--${name} must be on or off`);
  return values[name] === 'on';
};
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0) usage(`--port must be a number, got ${values.port}`);
const otherKind = Number(values['other-kind']) as OtherKindAnswer;
if (!OTHER_KIND_ANSWERS.includes(otherKind)) usage(`--other-kind must be one of ${OTHER_KIND_ANSWERS.join(', ')}`);
const maxBody = values['max-body'] === undefined ? undefined : Number(values['max-body']);
if (maxBody !== undefined && !(Number.isInteger(maxBody) && maxBody > 0))
  usage('--max-body must be a positive number of bytes');

const emulator = await startEmulator({
  port,
  dataFile: values.data,
  rateLimit: onOff('rate-limit'),
  apiKey: values.key,
  behaviour: { rewrite: onOff('rewrite'), otherKind, bareUploads: values['bare-uploads'], maxBodyBytes: maxBody },
});
for (const link of emulator.links) console.log(`${link.kind} ${link.apiUrl}`);
const keyed = emulator.links.filter((l) => l.apiKey);
for (const link of keyed) console.error(`key for ${link.id}: ${link.apiKey}`);
console.error(
  `Craft API emulator on ${emulator.origin}${values.data ? `, saving to ${values.data}` : ''}. Ctrl+C to stop.`,
);

const stop = async () => {
  await emulator.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
