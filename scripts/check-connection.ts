/**
 * `npm run check-connection -- <API URL> [--key KEY] [--json]`: asks a real Craft connection the
 * questions our evidence leaves open (shared/spec/craft-api-evidence.md §6), compares each answer
 * with what our emulator does, and prints a report without the link id or the key, ending with
 * `N match, N differ, N unknown`. Everything it creates it deletes. See scripts/check-connection/.
 */
import { parseArgs } from 'node:util';
import { isCraftError, parseConnectionUrl } from '../lib/craft';
import { redact, renderJson, renderText } from './check-connection/report';
import { runCheck } from './check-connection/run';

const USAGE = 'Usage: npm run check-connection -- <API URL> [--key KEY] [--json]';

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({ allowPositionals: true, options: { key: { type: 'string' }, json: { type: 'boolean', default: false } } });
}
try {
  args = parse();
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

const [url] = args.positionals;
if (!url || args.positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const parsed = parseConnectionUrl(url);
const secrets = { apiUrl: parsed.ok ? parsed.apiUrl : url, linkId: parsed.ok ? parsed.linkId : undefined, apiKey: args.values.key };
const safe = (text: string) => redact(redact(text, { apiUrl: url }), secrets);

try {
  const report = await runCheck({ apiUrl: url, apiKey: args.values.key });
  console.log(safe(args.values.json ? renderJson(report) : renderText(report)));
} catch (error) {
  const message = isCraftError(error) || error instanceof Error ? error.message : String(error);
  console.error(safe(`The check could not start: ${message}`));
  process.exit(1);
}
