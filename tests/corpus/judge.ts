/**
 * One corpus page in one mode against the floors of issue 11: Article word recall ≥ 0.98, every
 * reference code block arrives with identical lines, every reference formula arrives, no damage
 * (a text block over 5,000 characters, a heading over 300, a table the page does not have, an
 * article table that arrived as something else, an image written as text). Escapes are measured
 * here and judged over the whole corpus (`escapeFigures`, ESCAPE_MEDIAN / ESCAPE_P90), without the
 * `\\$` escapes the security tests require of every `$` (printed with them too).
 */
import type { ClipFacts } from './clip-facts';
import type { Reference } from './reference';
import { overlap, words } from './words';

export const RECALL_FLOOR = 0.98;
/**
 * Words an Article clip holds that the reference article does not (1 − precision), issue 29: at most
 * this on any page (EXTRA_WORST, else an exception with its reason), and at most EXTRA_MEDIAN as the
 * corpus median.
 */
export const EXTRA_WORST = 0.2;
export const EXTRA_MEDIAN = 0.05;
export const MAX_TEXT_BLOCK = 5000;
export const MAX_HEADING = 300;
/** Backslashes outside code per 1,000 words: the corpus median and 90th percentile may not pass these. */
export const ESCAPE_MEDIAN = 1;
export const ESCAPE_P90 = 3;

export type Floor = 'recall' | 'extra' | 'code' | 'math' | 'damage';
export type Mode = 'article' | 'page';

export interface Row {
  page: string;
  mode: Mode;
  /** The mode the capture actually used (a fallback shows here). */
  used: string;
  recall: number;
  precision: number;
  code: { arrived: number; of: number };
  math: { arrived: number; of: number };
  damage: string[];
  escapesPer1000: number;
  /** The same without the `\\$` escapes security.test.ts requires of every page `$`. */
  escapesBeyondDollarsPer1000: number;
  failed: Floor[];
  notes: string[];
}

/** Lines as Craft keeps them: tabs as two spaces (the emulator's parser), no trailing blanks or blank edges. */
export function normaliseLines(lines: string[]): string[] {
  const out = lines.map((l) => l.replace(/\t/g, '  ').replace(/\u00a0/g, ' ').trimEnd());
  while (out.length && !out[0]) out.shift();
  while (out.length && !out[out.length - 1]) out.pop();
  return out;
}

function codeArrived(reference: string[][], clip: string[][]): number {
  const left = clip.map((lines) => normaliseLines(lines).join('\n'));
  let arrived = 0;
  for (const block of reference) {
    const i = left.indexOf(normaliseLines(block).join('\n'));
    if (i === -1) continue;
    arrived++;
    left.splice(i, 1);
  }
  return arrived;
}

function damageOf(facts: ClipFacts, allowedTables: number, articleTables?: number): string[] {
  const damage: string[] = [];
  // The mirror of "nothing turned into a table": the article's tables arrive as tables (lwn-1: 8 → 0).
  if (articleTables !== undefined && facts.tables < articleTables) damage.push(`${facts.tables} of ${articleTables} tables`);
  if (facts.longestText > MAX_TEXT_BLOCK) damage.push(`text block ${facts.longestText} chars`);
  if (facts.longestHeading > MAX_HEADING) damage.push(`heading ${facts.longestHeading} chars`);
  if (facts.tables > allowedTables) damage.push(`${facts.tables} tables (${allowedTables} on the page)`);
  if (facts.imagesAsText) damage.push(`${facts.imagesAsText} images as text`);
  return damage;
}

export interface Capture {
  mode: string;
  /** The capture's notes are texts (lib/i18n/ui-text): the report names them by key. */
  notes: Array<{ key: string }>;
}

export function judge(page: string, mode: Mode, capture: Capture, ref: Reference, facts: ClipFacts): Row {
  const { recall, precision } = overlap(words(ref.text), [...facts.words, ...facts.codeWords]);
  const code = { arrived: codeArrived(ref.code, facts.codeBlocks), of: ref.code.length };
  const math = { arrived: Math.min(facts.formulas, ref.formulas), of: ref.formulas };
  const damage = mode === 'article' ? damageOf(facts, ref.tables, ref.tables) : damageOf(facts, ref.pageTables);
  const failed: Floor[] = [];
  if (mode === 'article' && recall < RECALL_FLOOR) failed.push('recall');
  if (mode === 'article' && 1 - precision > EXTRA_WORST) failed.push('extra');
  if (code.arrived < code.of) failed.push('code');
  if (math.arrived < math.of) failed.push('math');
  if (damage.length) failed.push('damage');
  const per1000 = (n: number) => (facts.words.length ? (n / facts.words.length) * 1000 : 0);
  return {
    page, mode, used: capture.mode, recall, precision, code, math, damage, failed, notes: capture.notes.map((note) => note.key),
    escapesPer1000: per1000(facts.backslashes), escapesBeyondDollarsPer1000: per1000(facts.backslashes - facts.dollars),
  };
}

function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/**
 * Median and 90th percentile of escapes per 1,000 words over the given rows: all of them, or
 * (`beyondDollars`) those the converter decides by position, without the `\\$` it must put before
 * every page `$` (security.test.ts, unchanged by issue 11: Craft's inline-math rule is undocumented).
 */
export function escapeFigures(rows: Row[], beyondDollars = false): { median: number; p90: number } {
  const sorted = rows.map((r) => (beyondDollars ? r.escapesBeyondDollarsPer1000 : r.escapesPer1000)).sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9) };
}
