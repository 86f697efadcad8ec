/**
 * The command line of the connection check, apart from the process so tests can run it in place:
 * arguments in, report lines out through `print`, an exit code back. Everything printed passes
 * through redact() with the link id, the API URL and the key.
 */
import { parseArgs } from 'node:util';
import { parseConnectionUrl } from '../../lib/craft';
import { redact, renderJson, renderText } from './report';
import { runCheck } from './run';

export const USAGE = 'Usage: npm run check-connection -- <API URL> [--key KEY] [--json]';

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export async function checkConnectionCli(argv: string[], output: Output): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { key: { type: 'string' }, json: { type: 'boolean', default: false } },
    });
  } catch (error) {
    output.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [url] = args.positionals;
  if (!url || args.positionals.length > 1) {
    output.err(USAGE);
    return 2;
  }
  const parsed = parseConnectionUrl(url);
  const secrets = {
    apiUrl: parsed.ok ? parsed.apiUrl : url,
    linkId: parsed.ok ? parsed.linkId : undefined,
    apiKey: args.values.key,
  };
  const safe = (text: string) => redact(redact(text, { apiUrl: url }), secrets);
  try {
    const report = await runCheck({ apiUrl: url, apiKey: args.values.key });
    output.out(safe(args.values.json ? renderJson(report) : renderText(report)));
    return 0;
  } catch (error) {
    output.err(safe(`The check could not start: ${error instanceof Error ? error.message : String(error)}`));
    return 1;
  }
}
