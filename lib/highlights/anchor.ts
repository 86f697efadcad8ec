/**
 * Where a mark is on a page, written down so it can be found again (issue 27, "Contract we test"):
 * the W3C Web Annotation selectors Hypothesis stores (a text quote with 32 characters of context on
 * each side, a text position, and a range of XPaths with text offsets inside the elements), and
 * placing them again on the page as it is now.
 *
 * Placing tries, like Hypothesis: the position when the text there is still the quote (and its
 * context agrees), then the range when its text is the quote, then a search for the quote
 * (match-quote.ts: exact, then approximate, judged by the quote and its context; the old position only
 * breaks a tie between places the text cannot tell apart) in the text a reader sees (not in scripts or styles, where pages often repeat their article).
 * Selectors from other tools may carry only some of the three; a position or a range without a quote
 * to check it against is taken as it is. A quote that cannot be found well enough gives null: the
 * mark is listed as not placed, never painted somewhere else.
 */
import { matchQuote } from './match-quote';
import { joinedText, offsetOf, rangeOf, textNodes } from './text-offsets';
import { nodeAt, xpathOf } from './xpath';

export type Selector =
  | { type: 'TextQuoteSelector'; exact: string; prefix?: string; suffix?: string }
  | { type: 'TextPositionSelector'; start: number; end: number } // offsets into root.textContent
  | { type: 'RangeSelector'; startContainer: string; startOffset: number; endContainer: string; endOffset: number }; // XPath from root

type QuoteSelector = Extract<Selector, { type: 'TextQuoteSelector' }>;
type PositionSelector = Extract<Selector, { type: 'TextPositionSelector' }>;
type RangeSelector = Extract<Selector, { type: 'RangeSelector' }>;

/** Characters of context kept on each side of a quote (Hypothesis keeps 32). */
export const CONTEXT_LENGTH = 32;

/** The quote, position and range selectors of `range` (clamped to `root`). */
export function describe(range: Range, root: Element): Selector[] {
  const nodes = textNodes(root);
  const text = joinedText(nodes);
  const start = offsetOf(nodes, range.startContainer, range.startOffset);
  const end = Math.max(start, offsetOf(nodes, range.endContainer, range.endOffset));
  const selectors: Selector[] = [
    {
      type: 'TextQuoteSelector',
      exact: text.slice(start, end),
      prefix: text.slice(Math.max(0, start - CONTEXT_LENGTH), start),
      suffix: text.slice(end, end + CONTEXT_LENGTH),
    },
    { type: 'TextPositionSelector', start, end },
  ];
  const rangeSelector = describeRange(root, nodes, start, end);
  if (rangeSelector) selectors.push(rangeSelector);
  return selectors;
}

/** The range as element paths with offsets into each element's text (Hypothesis's RangeSelector). */
function describeRange(root: Element, nodes: readonly Text[], start: number, end: number): RangeSelector | null {
  const range = rangeOf(root.ownerDocument, nodes, start, end);
  if (!range) return null;
  const from = containerOf(root, range.startContainer);
  const to = containerOf(root, range.endContainer);
  return {
    type: 'RangeSelector',
    startContainer: xpathOf(root, from),
    startOffset: start - offsetOf(nodes, from, 0),
    endContainer: xpathOf(root, to),
    endOffset: end - offsetOf(nodes, to, 0),
  };
}

function containerOf(root: Element, node: Node): Element {
  const el = node.nodeType === 1 ? (node as Element) : node.parentElement;
  return el && root.contains(el) ? el : root;
}

/** `selectors` placed on the page under `root` as it is now, or null when they cannot be placed. */
export function anchor(root: Element, selectors: Selector[]): Range | null {
  const quote = selectors.find((s): s is QuoteSelector => s.type === 'TextQuoteSelector');
  const position = selectors.find((s): s is PositionSelector => s.type === 'TextPositionSelector');
  const rangeSelector = selectors.find((s): s is RangeSelector => s.type === 'RangeSelector');
  const nodes = textNodes(root);
  const text = joinedText(nodes);
  const place = (start: number, end: number) => rangeOf(root.ownerDocument, nodes, start, end);

  if (position && !quote) return place(position.start, position.end);
  if (rangeSelector && !quote) {
    const offsets = rangeOffsets(root, nodes, rangeSelector);
    return offsets && place(offsets[0], offsets[1]);
  }
  if (!quote) return null;
  const context = { prefix: quote.prefix, suffix: quote.suffix, hint: position?.start };
  if (position && text.slice(position.start, position.end) === quote.exact && contextHolds(text, position, quote)) {
    return place(position.start, position.end);
  }
  if (rangeSelector) {
    const offsets = rangeOffsets(root, nodes, rangeSelector);
    if (offsets && text.slice(offsets[0], offsets[1]) === quote.exact) return place(offsets[0], offsets[1]);
  }
  const match = matchQuote(visibleText(nodes), quote.exact, context);
  return match && place(match.start, match.end);
}

/** Text no reader sees (scripts, styles) cannot hold a mark. */
const UNSEEN = new Set(['script', 'style', 'noscript', 'template']);

/** The root's text with unseen text blanked out (same length, so offsets stay the same). */
function visibleText(nodes: readonly Text[]): string {
  return nodes
    .map((n) => (UNSEEN.has(n.parentElement?.localName ?? '') ? '\uFFFF'.repeat(n.data.length) : n.data))
    .join('');
}

/** The text around a position still reads as the quote's context (what is given of it). */
function contextHolds(text: string, at: PositionSelector, quote: QuoteSelector): boolean {
  const prefixOk = !quote.prefix || text.slice(Math.max(0, at.start - quote.prefix.length), at.start) === quote.prefix;
  const suffixOk = !quote.suffix || text.startsWith(quote.suffix, at.end);
  // A unique quote at its old place is the passage even if the text beside it changed.
  return (prefixOk && suffixOk) || text.indexOf(quote.exact) === text.lastIndexOf(quote.exact);
}

/** A RangeSelector's ends as offsets into the root's text; null when a path no longer resolves. */
function rangeOffsets(root: Element, nodes: readonly Text[], s: RangeSelector): [number, number] | null {
  const start = pointOffset(root, nodes, s.startContainer, s.startOffset);
  const end = pointOffset(root, nodes, s.endContainer, s.endOffset);
  return start === null || end === null || end < start ? null : [start, end];
}

/** A container path and an offset into its text (a text node's own data for a `text()` step). */
function pointOffset(root: Element, nodes: readonly Text[], path: string, offset: number): number | null {
  const node = nodeAt(root, path);
  if (!node) return null;
  const length = node.textContent?.length ?? 0;
  if (offset < 0 || offset > length) return null;
  return offsetOf(nodes, node, 0) + offset;
}
