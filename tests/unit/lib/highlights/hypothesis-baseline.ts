// The anchoring Hypothesis does, as its client describes it, for comparison in anchor-corpus.test.ts
// (written from that description, not its code): the position when its text is the quote, else the
// best-scoring approximate match of the quote (up to half its length in errors), scored by quote
// (50), prefix (20), suffix (20) and position (2) agreement, with no further bar. Range selectors are
// left out (both tools' test ranges carry a position that serves the unchanged page first).
import search from 'approx-string-match';
import type { Selector } from '../../../../lib/highlights/anchor';

/** [start, end) in the text, or null. */
export function hypothesisAnchor(text: string, selectors: Selector[]): [number, number] | null {
  const quote = selectors.find((s) => s.type === 'TextQuoteSelector');
  const position = selectors.find((s) => s.type === 'TextPositionSelector');
  if (!quote) return null;
  if (position && text.slice(position.start, position.end) === quote.exact) return [position.start, position.end];
  const maxErrors = Math.min(256, Math.floor(quote.exact.length / 2));
  const exact: Array<{ start: number; end: number; errors: number }> = [];
  for (let i = text.indexOf(quote.exact); i >= 0; i = text.indexOf(quote.exact, i + 1)) {
    exact.push({ start: i, end: i + quote.exact.length, errors: 0 });
  }
  const matches = exact.length ? exact : search(text, quote.exact, maxErrors);
  let best: { start: number; end: number; score: number } | null = null;
  for (const m of matches) {
    const side = (window: string, expected: string) => {
      if (!expected) return 1;
      const found = search(window, expected, expected.length);
      return found.length ? 1 - Math.min(...found.map((f) => f.errors)) / expected.length : 0;
    };
    const prefix = quote.prefix ?? '';
    const suffix = quote.suffix ?? '';
    const score =
      50 * (1 - m.errors / quote.exact.length) +
      20 * side(text.slice(Math.max(0, m.start - prefix.length), m.start), prefix) +
      20 * side(text.slice(m.end, m.end + suffix.length), suffix) +
      2 * (position ? 1 - Math.abs(m.start - position.start) / text.length : 1);
    if (!best || score > best.score) best = { start: m.start, end: m.end, score };
  }
  return best && [best.start, best.end];
}
