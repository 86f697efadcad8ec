/**
 * Finding a quoted passage in a page's text that may have changed since it was quoted: exact
 * occurrences first, then approximate ones (Myers' bit-parallel edit-distance search from
 * `approx-string-match`, as Hypothesis does), each scored by how well the quote, the text before it
 * (prefix) and after it (suffix) agree. Unlike Hypothesis, weak matches are not placed: an approximate
 * quote needs to differ little from the quote and its context to agree on each side well above what
 * unrelated text reaches by chance, and a short exact one that occurs elsewhere needs its context too;
 * places the text cannot tell apart (scores alike) are placed only where the old position clearly
 * points, the position being a tie-break and never a reason on its own (a mark in the wrong place
 * misleads the reader; a mark listed as "could not be placed" does not). Whitespace runs count as one
 * space (normalize.ts).
 */
import search from 'approx-string-match';
import { collapse, collapseText } from './normalize';

export interface QuoteContext {
  prefix?: string;
  suffix?: string;
  /** Where the quote started when it was described (a TextPositionSelector's start). */
  hint?: number;
}

export interface QuoteMatch {
  start: number;
  end: number;
  /** 0…1: quote, context and position agreement. */
  score: number;
}

/**
 * At most this share of a quote's characters may differ in an approximate match: a reader's passage
 * edited a little stays well within it; another passage that merely resembles it (boilerplate, a list of
 * links, a repeated template) mostly does not.
 */
const MAX_QUOTE_ERRORS = 0.15;
/** Shorter quotes are only placed where they occur exactly: a few edits make any short text another. */
const MIN_APPROXIMATE_LENGTH = 16;
/** Context agreement (mean of the sides given) a match needs; unrelated text scores about 0.4–0.5. */
const MIN_CONTEXT = 0.7;
/** An approximate match needs each side given to agree at least this well, not only their mean. */
const MIN_SIDE = 0.8;
/** An exact quote this long that occurs once is the passage even when its context changed entirely. */
const UNIQUE_QUOTE_LENGTH = 32;
/** The search's cost grows with its error budget. */
const MAX_ERRORS_CAP = 256;
/** Text inserted next to a passage may push its context this far away. */
const CONTEXT_SLACK = 8;
/**
 * Two places whose text (quote and context) scores within this of each other are alike: the text cannot
 * tell them apart, so only the old position may, and only when it clearly points at one of them.
 */
const AMBIGUITY_MARGIN = 0.1;
/** The old position points at a place when the other alike places are at least this many times farther. */
const HINT_RATIO = 2;

interface Candidate {
  start: number;
  end: number;
  errors: number;
}

interface Scored extends QuoteMatch {
  /** Mean agreement of the prefix and suffix given, or null when neither was. */
  context: number | null;
  /** The weakest side given, or null. */
  weakest: number | null;
  /** Quote and context agreement alone (0…1): what the text says, the position left out. */
  text: number;
}

/** The best acceptable place of `quote` in `text`, or null when no place is good enough or several are alike. */
export function matchQuote(rawText: string, rawQuote: string, raw: QuoteContext = {}): QuoteMatch | null {
  const page = collapse(rawText);
  const text = page.text;
  const quote = collapseText(rawQuote);
  if (!quote.trim()) return null;
  const context: QuoteContext = {
    // Context of whitespace alone tells nothing apart.
    prefix: raw.prefix?.trim() ? collapseText(raw.prefix) : undefined,
    suffix: raw.suffix?.trim() ? collapseText(raw.suffix) : undefined,
    hint: raw.hint === undefined ? undefined : collapsedOffset(page.offsets, raw.hint),
  };
  const exact = exactMatches(text, quote);
  const uniqueLong = exact.length === 1 && quote.trim().length >= UNIQUE_QUOTE_LENGTH;
  const accepted = exact
    .map((c) => score(text, quote, c, context))
    .filter((s) => uniqueLong || s.context === null || s.context >= MIN_CONTEXT);
  if (quote.trim().length >= MIN_APPROXIMATE_LENGTH) {
    // Near the old position always (the passage edited there may hide behind a copy of its old words
    // elsewhere); over the whole text when no exact place will do.
    const near = context.hint !== undefined;
    if (near || !accepted.length) {
      for (const c of approximateMatches(text, quote, exact, context.hint, !accepted.length)) {
        const s = score(text, quote, c, context);
        const close = 1 - c.errors / quote.length >= 0.9 && quote.length >= UNIQUE_QUOTE_LENGTH;
        const contextOk = s.context === null ? close : s.context >= MIN_CONTEXT && s.weakest! >= MIN_SIDE;
        if (contextOk) accepted.push(s);
      }
    }
  }
  const best = choose(accepted, context.hint);
  if (!best) return null;
  return { start: page.offsets[best.start], end: page.offsets[best.end - 1] + 1, score: best.score };
}

/**
 * The place the text points at: the best by quote and context; when others score alike (and do not
 * overlap it), the one the old position clearly points at, else none.
 */
function choose(accepted: readonly Scored[], hint: number | undefined): Scored | null {
  const ranked = [...accepted].sort((a, b) => b.text - a.text || b.score - a.score);
  const best = ranked[0];
  if (!best) return null;
  const alike = [best];
  for (const s of ranked.slice(1)) {
    if (s.text < best.text - AMBIGUITY_MARGIN) break;
    if (alike.every((a) => s.end <= a.start || s.start >= a.end)) alike.push(s);
  }
  if (alike.length === 1) return best;
  if (hint === undefined) return null;
  const byDistance = alike.map((s) => ({ s, d: Math.abs(s.start - hint) })).sort((a, b) => a.d - b.d);
  const [nearest, next] = byDistance;
  return nearest!.d * HINT_RATIO <= next!.d ? nearest!.s : null;
}

/** The collapsed offset of an original one (the first collapsed character at or after it). */
function collapsedOffset(offsets: readonly number[], original: number): number {
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid] < original) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function exactMatches(text: string, quote: string): Candidate[] {
  const out: Candidate[] = [];
  for (let i = text.indexOf(quote); i >= 0; i = text.indexOf(quote, i + 1)) {
    out.push({ start: i, end: i + quote.length, errors: 0 });
  }
  return out;
}

/**
 * Approximate matches near the hint and, when `whole`, over the whole text: `search` reports only the
 * matches with the fewest errors, so a passage edited a little would hide behind a closer copy
 * elsewhere; searching near where it was as well finds it. Exact occurrences are blanked out first.
 */
function approximateMatches(
  text: string,
  quote: string,
  exact: readonly Candidate[],
  hint: number | undefined,
  whole: boolean,
): Candidate[] {
  const maxErrors = Math.min(MAX_ERRORS_CAP, Math.floor(quote.length * MAX_QUOTE_ERRORS));
  let haystack = text;
  for (const c of exact) haystack = haystack.slice(0, c.start) + '\uFFFF'.repeat(quote.length) + haystack.slice(c.end);
  const found = whole ? search(haystack, quote, maxErrors) : [];
  if (hint !== undefined) {
    const from = Math.max(0, hint - 2 * quote.length - 64);
    const to = Math.min(haystack.length, hint + 3 * quote.length + 64);
    for (const m of search(haystack.slice(from, to), quote, maxErrors)) {
      found.push({ start: m.start + from, end: m.end + from, errors: m.errors });
    }
  }
  return found.filter((m) => m.end > m.start);
}

const QUOTE_WEIGHT = 50;
const CONTEXT_WEIGHT = 20;
const POSITION_WEIGHT = 2;

function score(text: string, quote: string, c: Candidate, context: QuoteContext): Scored {
  const sides: number[] = [];
  const { prefix, suffix } = context;
  if (prefix) sides.push(agreement(text.slice(Math.max(0, c.start - prefix.length - CONTEXT_SLACK), c.start), prefix));
  if (suffix) sides.push(agreement(text.slice(c.end, c.end + suffix.length + CONTEXT_SLACK), suffix));
  const sum = sides.reduce((a, b) => a + b, 0);
  const quoteScore = 1 - c.errors / quote.length;
  const position = context.hint === undefined ? 1 : 1 - Math.abs(c.start - context.hint) / Math.max(1, text.length);
  const textScore = QUOTE_WEIGHT * quoteScore + CONTEXT_WEIGHT * sum;
  const textMax = QUOTE_WEIGHT + CONTEXT_WEIGHT * sides.length;
  return {
    start: c.start,
    end: c.end,
    score: (textScore + POSITION_WEIGHT * position) / (textMax + POSITION_WEIGHT),
    text: textScore / textMax,
    context: sides.length ? sum / sides.length : null,
    weakest: sides.length ? Math.min(...sides) : null,
  };
}

/** How well `expected` appears in `window` (the text beside a candidate): 1 - errors/length. */
function agreement(window: string, expected: string): number {
  if (!window) return 0;
  if (window.includes(expected)) return 1;
  const best = search(window, expected, expected.length);
  const errors = best.length ? Math.min(...best.map((m) => m.errors)) : expected.length;
  return Math.max(0, 1 - errors / expected.length);
}
