/** The benchmark inputs: the committed article pages and the synthetic 1–8 MB pages (made on the fly). */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { articlePage } from './generate';

const DIR = import.meta.dirname;
export const SYNTHETIC_MB = [1, 2, 4, 8] as const;

export function articlePages(): Map<string, string> {
  const files = readdirSync(DIR)
    .filter((f) => f.endsWith('.html'))
    .sort();
  return new Map(files.map((f) => [f, readFileSync(resolve(DIR, f), 'utf8')]));
}

export function syntheticPages(sizes: readonly number[] = SYNTHETIC_MB): Map<string, string> {
  return new Map(
    sizes.map((mb) => [`synthetic-${mb}mb.html`, articlePage(1000 + mb, mb * 1_000_000, `Synthetic ${mb} MB page`)]),
  );
}

/** The real-page corpus (tests/corpus/readability, 100 saved pages): name → source HTML. */
export function corpusPages(limit = Infinity): Map<string, string> {
  const dir = resolve(DIR, '../../tests/corpus/readability');
  const names = readdirSync(dir).sort().slice(0, limit);
  return new Map(names.map((n) => [`corpus/${n}.html`, readFileSync(resolve(dir, n, 'source.html'), 'utf8')]));
}
