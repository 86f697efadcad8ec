/**
 * `npm run check-connection -- <API URL> [--key KEY] [--json]`: asks a real Craft connection the
 * questions our evidence leaves open (shared/spec/craft-api-evidence.md §6), compares each answer
 * with what our emulator does, and prints a report without the link id or the key, ending with
 * `N match, N differ, N unknown`. Everything it creates it deletes. See scripts/check-connection/.
 */
import { readFileSync } from 'node:fs';
import { lookupIn } from '../lib/i18n/lookup';
import { useMessages } from '../lib/i18n/t';
import { checkConnectionCli } from './check-connection/cli';

// Node has no browser.i18n: lib/craft's error texts come from the English messages.
useMessages(
  lookupIn(JSON.parse(readFileSync(new URL('../public/_locales/en/messages.json', import.meta.url), 'utf8'))),
);

process.exitCode = await checkConnectionCli(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
