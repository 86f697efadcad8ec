/**
 * Bundles the in-browser side of the benchmarks with Vite's library mode into one minified IIFE each,
 * so every converter runs in Chromium from the same kind of build an extension ships.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { build } from 'vite';

/**
 * One folder per checkout, outside node_modules: worktrees share one node_modules, and two benches
 * writing the same bundle file would measure each other's code.
 */
const CACHE_DIR = resolve(
  tmpdir(),
  'craft-bench-bundles',
  createHash('sha256')
    .update(resolve(import.meta.dirname, '../..'))
    .digest('hex')
    .slice(0, 12),
);

const BROWSER_DIR = resolve(import.meta.dirname, '../browser');

/** `entry` (a path) as an IIFE assigning `globalThis[global]`, written to `outDir`. */
async function bundleIife(entry: string, global: string, outDir: string, minify: boolean): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    // As wxt.config.ts builds capture.js: ASCII output (non-ASCII as escapes), so the injected source
    // is a one-byte string, as the extension's file is. Same for every bundle (the references are ASCII).
    esbuild: { charset: 'ascii' },
    build: {
      outDir,
      emptyOutDir: true,
      minify,
      lib: {
        entry,
        name: global,
        formats: ['iife'],
        fileName: () => 'bundle.js',
      },
    },
  });
  return readFile(resolve(outDir, 'bundle.js'), 'utf8');
}

/** bench/browser/entry.ts: every converter at once, as global `__bench`. */
export function bundleBrowserHarness(minify = true): Promise<string> {
  return bundleIife(resolve(BROWSER_DIR, 'entry.ts'), '__bench', resolve(CACHE_DIR, 'browser'), minify);
}

/**
 * One pipeline of the cold/warm benchmark (bench/browser/cold/<name>.ts) on its own: evaluating it in
 * a fresh page costs what injecting that clipper costs. `tree`: another copy of the repository's
 * sources (e.g. `git archive` of an older commit, with a node_modules link) to bundle from instead.
 */
export function bundlePipeline(name: string, global: string, minify = true, tree?: string): Promise<string> {
  const entry = resolve(tree ? resolve(tree, 'bench/browser') : BROWSER_DIR, 'cold', `${name}.ts`);
  const folder = tree ? `tree-${createHash('sha256').update(resolve(tree)).digest('hex').slice(0, 12)}` : '';
  return bundleIife(entry, global, resolve(CACHE_DIR, folder, minify ? 'cold' : 'cold-plain', name), minify);
}

/** The highlight modules (describe, anchor, paint) as highlights-paint.spec.ts bundles them, as global `__marks`. */
export function bundleHighlights(): Promise<string> {
  const entry = resolve(import.meta.dirname, '../../tests/e2e/support/highlights-entry.ts');
  return bundleIife(entry, '__marks', resolve(CACHE_DIR, 'highlights'), true);
}
