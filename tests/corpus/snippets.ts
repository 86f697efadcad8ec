/**
 * The trafilatura corpus's score (tests/corpus/trafilatura/README.md), as that project's evaluation
 * makes it: per page, each `with` snippet found in the clip is a true positive, each one missing a
 * false negative; each `without` snippet found is a false positive, each one absent a true negative;
 * precision, recall and F1 over all pages pooled. Snippets are matched on the clip's plain text as
 * words (words.ts), so markup, link targets, escapes and white space never decide a match.
 */
import { markdownToBlocks } from '../../emulator/markdown-to-blocks';
import { INLINE_MATH, flatten, withoutMarkup } from './clip-facts';
import { words } from './words';

export interface Expected {
  url: string | null;
  with: string[];
  without: string[];
}

export interface Counts {
  tp: number;
  fn: number;
  fp: number;
  tn: number;
}

export interface Scores {
  precision: number;
  recall: number;
  f1: number;
}

/**
 * A clip's plain text in reading order, as words joined by single spaces. Formulas are left out, as
 * from Readability's text (reference.ts), so TeX never splits a snippet on one side only.
 */
const prose = (markdown: string) => withoutMarkup(markdown.replace(INLINE_MATH, ' '));

export function clipText(markdown: string): string {
  const parts: string[] = [];
  for (const block of flatten(markdownToBlocks(markdown))) {
    if (block.type === 'code' && block.language === 'math_formula') continue;
    if (block.type === 'code') parts.push(...words(block.rawCode ?? ''));
    else if (block.type === 'table') for (const row of block.rows ?? []) for (const cell of row) parts.push(...words(prose(cell.value)));
    else if (block.type === 'text' || block.type === 'page') parts.push(...words(prose(block.markdown)));
  }
  return parts.join(' ');
}

/** Plain text (not markdown) as words joined by single spaces, for the same matching. */
export function plainText(text: string): string {
  return words(text).join(' ');
}

/** Which snippets of `expected` the text (from clipText or plainText) holds. */
export function count(text: string, expected: Expected): Counts & { missing: string[]; unwanted: string[] } {
  const holds = (snippet: string) => {
    const wanted = plainText(snippet);
    return wanted !== '' && text.includes(wanted);
  };
  const missing = expected.with.filter((s) => !holds(s));
  const unwanted = expected.without.filter(holds);
  return {
    tp: expected.with.length - missing.length,
    fn: missing.length,
    fp: unwanted.length,
    tn: expected.without.length - unwanted.length,
    missing,
    unwanted,
  };
}

export function pooled(all: Counts[]): Scores {
  const sum = (f: (c: Counts) => number) => all.reduce((n, c) => n + f(c), 0);
  const tp = sum((c) => c.tp);
  const precision = tp ? tp / (tp + sum((c) => c.fp)) : 0;
  const recall = tp ? tp / (tp + sum((c) => c.fn)) : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}
