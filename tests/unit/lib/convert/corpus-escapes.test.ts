// @vitest-environment happy-dom
// Escapes on real pages: every article of the Readability corpus (tests/corpus/readability/*/
// expected.html, pages nobody here wrote) is converted, and the backslashes a reader would see as
// clutter are counted outside code and math, per 1,000 words of the article.
//
// Two figures: all escapes, and escapes of markup characters, i.e. all but `\$`. A `$` is escaped only
// where another `$` in its block could pair with it (issue 29); issue 11's target (median ≤ 1, p90 ≤ 3)
// is asserted on both.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toCraftMarkdown } from '../../../../lib/convert';
import { outsideCode } from './dialect-check';

const CORPUS = join(__dirname, '../../../corpus/readability');
const pages = readdirSync(CORPUS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/** Backslash escapes of ASCII punctuation outside code spans, fences and `$…$`/`$$…$$` math. */
function escapesOf(markdown: string): string[] {
  const text = outsideCode(markdown).replace(/\$\$[\s\S]*?\$\$|\$(?:\\.|[^$\\\n])+\$/g, '');
  return text.match(/\\[!-/:-@[-`{-~]/g) ?? [];
}

interface Row {
  page: string;
  words: number;
  all: number;
  markup: number;
}

const rows: Row[] = [];

function perThousand(count: number, words: number): number {
  return words ? (count * 1000) / words : 0;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

afterAll(() => {
  const all = rows.map((r) => perThousand(r.all, r.words));
  const markup = rows.map((r) => perThousand(r.markup, r.words));
  const worst = [...rows].sort((a, b) => perThousand(b.all, b.words) - perThousand(a.all, a.words)).slice(0, 8);
  console.log(
    `corpus escapes per 1,000 words over ${rows.length} pages: all median ${quantile(all, 0.5).toFixed(2)}, p90 ${quantile(all, 0.9).toFixed(2)}; ` +
      `markup (all but \\$) median ${quantile(markup, 0.5).toFixed(2)}, p90 ${quantile(markup, 0.9).toFixed(2)}; ` +
      `most: ${worst.map((r) => `${r.page} ${perThousand(r.all, r.words).toFixed(1)}`).join(', ')}`,
  );
});

describe('escapes on the real-page corpus', () => {
  it('has the corpus', () => {
    expect(pages.length).toBeGreaterThanOrEqual(100);
  });

  it.each(pages)('%s', (page) => {
    const html = readFileSync(join(CORPUS, page, 'expected.html'), 'utf8');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const words = (doc.body.textContent ?? '').split(/\s+/).filter(Boolean).length;
    const escapes = escapesOf(toCraftMarkdown(doc, { baseUrl: `https://${page}.example/article` }).markdown);
    rows.push({ page, words, all: escapes.length, markup: escapes.filter((e) => e !== '\\$').length });
  });

  it('stays within the targets', () => {
    expect(rows.length).toBe(pages.length);
    const markup = rows.map((r) => perThousand(r.markup, r.words));
    const all = rows.map((r) => perThousand(r.all, r.words));
    expect(quantile(markup, 0.5)).toBeLessThanOrEqual(1);
    expect(quantile(markup, 0.9)).toBeLessThanOrEqual(3);
    // Every `$` escaped, the corpus had median 0, p90 5.67; with lone ones bare, median 0, p90 1.31.
    expect(quantile(all, 0.5)).toBeLessThanOrEqual(1);
    expect(quantile(all, 0.9)).toBeLessThanOrEqual(3);
  });
});
