/** `npm run emulator -- --port N --data FILE --rate-limit on|off [--key KEY]`: one `<kind> <API URL>` line per link. */
import { parseArgs } from 'node:util';
import { startEmulator } from './index';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    data: { type: 'string' },
    'rate-limit': { type: 'string', default: 'on' },
    key: { type: 'string' },
  },
});

function usage(problem: string): never {
  console.error(`${problem}\nUsage: npm run emulator -- [--port N] [--data FILE] [--rate-limit on|off] [--key KEY]`);
  process.exit(2);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0) usage(`--port must be a number, got ${values.port}`);
if (!['on', 'off'].includes(values['rate-limit']!)) usage('--rate-limit must be on or off');

const emulator = await startEmulator({ port, dataFile: values.data, rateLimit: values['rate-limit'] === 'on', apiKey: values.key });
for (const link of emulator.links) console.log(`${link.kind} ${link.apiUrl}`);
const keyed = emulator.links.filter((l) => l.apiKey);
for (const link of keyed) console.error(`key for ${link.id}: ${link.apiKey}`);
console.error(`Craft API emulator on ${emulator.origin}${values.data ? `, saving to ${values.data}` : ''}. Ctrl+C to stop.`);

const stop = async () => { await emulator.close(); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
