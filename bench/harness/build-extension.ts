/**
 * Builds the production Chrome extension into a given directory (`wxt build` has no --outDir flag),
 * so the size-budget test never races the e2e build or a developer's .output.
 * Usage: `npx tsx bench/harness/build-extension.ts <outDir>`.
 */
import { build } from 'wxt';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: build-extension.ts <outDir>');
await build({ outDir, browser: 'chrome', manifestVersion: 3, logger: { ...console, info() {}, log() {}, success() {} } as never });
