// A fresh clone must install with plain `npm ci` on macOS, Windows and Linux: the lock file has to list the
// native builds of rollup and esbuild for each of them, or npm ci refuses the lock ("Missing: … from lock file")
// or the bundler finds no binary on that platform.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const lock = JSON.parse(readFileSync(resolve(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; optional?: boolean }>;
};
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  engines?: { node?: string };
};

const NATIVE = {
  rollup: ['darwin-arm64', 'darwin-x64', 'win32-x64-msvc', 'win32-arm64-msvc', 'linux-x64-gnu', 'linux-arm64-gnu'],
  esbuild: ['darwin-arm64', 'darwin-x64', 'win32-x64', 'win32-arm64', 'linux-x64', 'linux-arm64'],
} as const;

describe('package-lock.json installs on every platform', () => {
  it.each(NATIVE.rollup)('lists @rollup/rollup-%s at the locked rollup version', (platform) => {
    const rollup = lock.packages['node_modules/rollup'];
    const entry = lock.packages[`node_modules/@rollup/rollup-${platform}`];
    expect(entry?.version).toBe(rollup?.version);
  });

  it.each(NATIVE.esbuild)('lists @esbuild/%s for every locked esbuild', (platform) => {
    const esbuilds = Object.entries(lock.packages).filter(([path]) => /(^|\/)node_modules\/esbuild$/.test(path));
    expect(esbuilds.length).toBeGreaterThan(0);
    for (const [path, esbuild] of esbuilds) {
      const native =
        lock.packages[`${path.slice(0, -'esbuild'.length)}@esbuild/${platform}`] ??
        lock.packages[`node_modules/@esbuild/${platform}`];
      expect(native?.version, `${path} ${platform}`).toBe(esbuild.version);
    }
  });

  it('keeps what runs in the extension in dependencies and the tools in devDependencies', () => {
    for (const runtime of ['preact', '@preact/signals', 'turndown', 'webextension-polyfill', '@mozilla/readability']) {
      expect(pkg.dependencies, runtime).toHaveProperty([runtime]);
    }
    for (const tool of ['wxt', 'vitest', '@playwright/test', 'typescript', 'vite']) {
      expect(pkg.devDependencies, tool).toHaveProperty([tool]);
    }
  });

  it('states a Node version every locked package accepts', () => {
    expect(pkg.engines?.node).toBe('>=20.19.0');
  });
});
