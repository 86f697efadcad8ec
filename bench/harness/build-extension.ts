/**
 * Builds the production Chrome extension into a given directory (`wxt build` has no --outDir flag),
 * so the size-budget test never races the e2e build or a developer's .output.
 * Usage: `npx tsx bench/harness/build-extension.ts <outDir> [mode]` (mode `e2e`: loopback host access).
 */
import { build } from 'wxt';

const [outDir, mode = 'production'] = process.argv.slice(2);
if (!outDir) throw new Error('usage: build-extension.ts <outDir> [mode]');
await build({
  outDir,
  mode,
  browser: 'chrome',
  manifestVersion: 3,
  logger: { ...console, info() {}, log() {}, success() {} } as never,
});
