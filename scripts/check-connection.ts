/**
 * `npm run check-connection -- <API URL> [--key KEY] [--json]`: asks a real Craft connection the
 * questions our evidence leaves open (shared/spec/craft-api-evidence.md §6), compares each answer
 * with what our emulator does, and prints a report without the link id or the key, ending with
 * `N match, N differ, N unknown`. Everything it creates it deletes. See scripts/check-connection/.
 */
import { checkConnectionCli } from './check-connection/cli';

process.exitCode = await checkConnectionCli(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
