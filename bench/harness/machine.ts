/** The machine and versions a benchmark ran on, for bench/results/latest.json. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, release, totalmem, type as osType } from 'node:os';
import { resolve } from 'node:path';
import { chromiumPath } from './chromium';

const root = resolve(import.meta.dirname, '../..');
const version = (pkg: string) =>
  (JSON.parse(readFileSync(resolve(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;

export function machineInfo() {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    /* reported as unknown */
  }
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1e9),
    os: `${osType()} ${release()}`,
    versions: {
      node: process.version,
      chromium,
      ...Object.fromEntries(
        ['turndown', 'turndown-plugin-gfm', 'defuddle', '@mozilla/readability', 'wxt', 'vite', 'playwright-core'].map(
          (p) => [p, version(p)],
        ),
      ),
    },
  };
}
