/** Regenerates the committed article pages: `npx tsx bench/pages/write-pages.ts`. */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { articlePage } from './generate';

const PAGES: Array<[string, number, number, string]> = [
  ['article-60kb.html', 11, 60_000, 'A field guide to tree walks'],
  ['article-120kb.html', 23, 120_000, 'Measuring converters honestly'],
  ['article-200kb.html', 37, 200_000, 'What a profile does not tell you'],
  ['article-290kb.html', 41, 290_000, 'Notes on building fast software'],
];

for (const [file, seed, bytes, title] of PAGES)
  writeFileSync(resolve(import.meta.dirname, file), articlePage(seed, bytes, title));
