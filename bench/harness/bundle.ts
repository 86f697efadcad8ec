/**
 * Bundles bench/browser/entry.ts into one IIFE (global `__bench`) with Vite's library mode, so every
 * converter runs in Chromium from the same minified build, as an extension ships it.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from 'vite';

export const CACHE_DIR = resolve(import.meta.dirname, '../../node_modules/.cache/craft-bench');

export async function bundleBrowserHarness(minify = true): Promise<string> {
  const outDir = resolve(CACHE_DIR, 'browser');
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      emptyOutDir: true,
      minify,
      lib: { entry: resolve(import.meta.dirname, '../browser/entry.ts'), name: '__bench', formats: ['iife'], fileName: () => 'bench.js' },
    },
  });
  return readFile(resolve(outDir, 'bench.js'), 'utf8');
}

/**
 * One pipeline of the cold/warm benchmark (bench/browser/cold/<name>.ts) as its own minified IIFE
 * assigning `globalThis[global]`: evaluating it in a fresh page costs what injecting that clipper costs.
 */
export async function bundlePipeline(name: string, global: string, minify = true): Promise<string> {
  const outDir = resolve(CACHE_DIR, minify ? 'cold' : 'cold-plain', name);
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      emptyOutDir: true,
      minify,
      lib: { entry: resolve(import.meta.dirname, `../browser/cold/${name}.ts`), name: global, formats: ['iife'], fileName: () => 'bundle.js' },
    },
  });
  return readFile(resolve(outDir, 'bundle.js'), 'utf8');
}
