/**
 * Positions in the page that survive Readability: its copy of the page is indexed before it runs
 * (block elements, images, tables, code and formulas, in document order), and the copy and the live
 * page list them alike. The elements the article kept then mark its span on the page; the live
 * element at the same position is the one the page shows. Two selector queries, no walk.
 * When Readability's first pass finds too little text it reparses its copy from HTML and retries;
 * the new elements are not indexed, so the span is unknown and the safety net stays silent rather
 * than guess (the "too little" check, by text length, still applies).
 */
import { FORMULA_SELECTOR } from './content-kinds';

const ANCHORS = `p, pre, li, h1, h2, h3, h4, h5, h6, blockquote, img, table, figure, ${FORMULA_SELECTOR}`;
const LANDMARKS = 'main, article, [role="main"]';

/** Readability's copy's indexed elements in document order (taken before it runs). */
export interface AnchorIndex {
  list: Element[];
  position: Map<Element, number>;
}

/** The positions the article kept, and the first and last of them. */
export interface Span {
  kept: Set<number>;
  first: number;
  last: number;
}

/** The body only: Readability's copy holds just the parts of the head it reads (reader-copy.ts). */
const scope = (doc: Document): ParentNode => doc.body ?? doc;

export function indexAnchors(copy: Document): AnchorIndex {
  const list = [...scope(copy).querySelectorAll(ANCHORS)];
  return { list, position: new Map(list.map((el, i) => [el, i])) };
}

/** The live page's indexed elements, in the same order as the copy's. */
export function liveAnchors(doc: Document): NodeListOf<Element> {
  return scope(doc).querySelectorAll(ANCHORS);
}

export function keptSpan(article: Element, anchors: AnchorIndex): Span | undefined {
  const kept = new Set<number>();
  let first = Infinity;
  let last = -1;
  for (const el of article.querySelectorAll(ANCHORS)) {
    const i = anchors.position.get(el);
    if (i === undefined) continue;
    kept.add(i);
    first = Math.min(first, i);
    last = Math.max(last, i);
  }
  return last < 0 ? undefined : { kept, first, last };
}

/** The nearest position before (`step` -1) or after (+1) `i` outside `unit` and its ancestors. */
export function neighbour(list: Element[], i: number, unit: Element, step: 1 | -1): number {
  let j = i + step;
  while (j >= 0 && j < list.length && (unit.contains(list[j]) || list[j].contains(unit))) j += step;
  return j;
}

/** The nearest kept position after `i` (before it with `step` -1) outside `unit`, if any. */
export function keptNeighbour(list: Element[], span: Span, i: number, unit: Element, step: 1 | -1): number | undefined {
  const start = step > 0 ? Math.max(i + 1, span.first) : Math.min(i - 1, span.last);
  for (let j = start; j >= span.first && j <= span.last; j += step) {
    if (span.kept.has(j) && !unit.contains(list[j])) return j;
  }
  return undefined;
}

/**
 * The region the page itself chose for this content: the innermost landmark (`main`, `article`,
 * role=main) holding the article's span, else the common ancestor of the span's ends.
 */
export function chosenRegion(live: ArrayLike<Element>, span: Span): Element | undefined {
  const end = live[span.last];
  let region: Element | null = live[span.first] ?? null;
  while (region && end && !region.contains(end)) region = region.parentElement;
  return region?.closest(LANDMARKS) ?? region ?? undefined;
}

/** The positions inside `region`: a contiguous run around the span. */
export function positionsIn(live: ArrayLike<Element>, region: Element, span: Span): [number, number] {
  let from = span.first;
  let to = span.last;
  while (from > 0 && region.contains(live[from - 1])) from--;
  while (to < live.length - 1 && region.contains(live[to + 1])) to++;
  return [from, to];
}
