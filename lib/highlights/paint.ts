/**
 * Painting marks on a page without touching its DOM (issue 27 §1): the CSS Custom Highlight API
 * (`CSS.highlights`, Chromium 105+, Firefox 140+) holds one `Highlight` per Craft colour with the
 * marks' ranges, and one adopted stylesheet (document.adoptedStyleSheets, never an element in the
 * page) gives each `::highlight(…)` its colour. No element or attribute is added to the page, so its
 * layout and its own scripts see nothing. Also the hit test: which mark a click falls in.
 */
import type { MarkColor } from './blocks';

export interface PaintedMark {
  id: string;
  color: MarkColor;
  range: Range;
}

/** Craft's highlight colours, translucent so the text stays readable on light and dark pages. */
export const SWATCHES: Record<MarkColor, string> = {
  yellow: 'rgb(255 214 0 / 0.45)',
  green: 'rgb(52 199 89 / 0.35)',
  mint: 'rgb(0 199 190 / 0.3)',
  cyan: 'rgb(50 173 230 / 0.35)',
  blue: 'rgb(0 122 255 / 0.3)',
  purple: 'rgb(175 82 222 / 0.3)',
  pink: 'rgb(255 45 85 / 0.25)',
  red: 'rgb(255 59 48 / 0.3)',
  gray: 'rgb(142 142 147 / 0.35)',
};

const PREFIX = 'craft-mark-';
const sheets = new WeakMap<Document, CSSStyleSheet>();

/** The name of a colour's highlight in CSS.highlights (and in `::highlight(…)`). */
export function highlightName(color: MarkColor): string {
  return PREFIX + color;
}

/** The stylesheet that colours every mark: one `::highlight(…)` rule per colour. */
export function markStyles(): string {
  return (Object.entries(SWATCHES) as Array<[MarkColor, string]>)
    .map(([color, swatch]) => `::highlight(${highlightName(color)}) { background-color: ${swatch}; }`)
    .join('\n');
}

/** Paints `marks` (replacing what this module painted before) on `doc`; false where the API is missing. */
export function paintMarks(doc: Document, marks: readonly PaintedMark[]): boolean {
  const win = doc.defaultView;
  const registry = win && 'CSS' in win ? win.CSS.highlights : undefined;
  if (!win || !registry || typeof win.Highlight !== 'function') return false;
  adoptStyles(doc, win);
  for (const color of Object.keys(SWATCHES) as MarkColor[]) {
    const ranges = marks.filter((m) => m.color === color).map((m) => m.range);
    if (ranges.length) registry.set(highlightName(color), new win.Highlight(...ranges));
    else registry.delete(highlightName(color));
  }
  return true;
}

/** Removes every mark this module painted (the stylesheet stays: it styles nothing without them). */
export function clearMarks(doc: Document): void {
  const registry = doc.defaultView?.CSS?.highlights;
  for (const color of Object.keys(SWATCHES) as MarkColor[]) registry?.delete(highlightName(color));
}

/**
 * The mark under the point (x, y) in viewport coordinates, or null: the caret position there must be
 * inside a mark's range and the point on one of its boxes (a caret at a range's end is still in it);
 * the last painted wins where marks overlap, as it is drawn on top.
 */
export function markAt(doc: Document, marks: readonly PaintedMark[], x: number, y: number): PaintedMark | null {
  const caret = caretAt(doc, x, y);
  if (!caret) return null;
  for (let i = marks.length - 1; i >= 0; i--) {
    const { range } = marks[i];
    if (range.collapsed || range.startContainer.getRootNode() !== caret.node.getRootNode()) continue;
    if (range.isPointInRange(caret.node, caret.offset)) {
      const rects = Array.from(range.getClientRects());
      if (rects.some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom)) return marks[i];
    }
  }
  return null;
}

function caretAt(doc: Document, x: number, y: number): { node: Node; offset: number } | null {
  // caretPositionFromPoint is the standard (Firefox, Chromium 128+); caretRangeFromPoint the older Chromium one.
  const position = doc.caretPositionFromPoint?.(x, y);
  if (position) return { node: position.offsetNode, offset: position.offset };
  const range = doc.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}

function adoptStyles(doc: Document, win: Window & typeof globalThis): void {
  if (sheets.has(doc)) return;
  const sheet = new win.CSSStyleSheet();
  sheet.replaceSync(markStyles());
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  sheets.set(doc, sheet);
}
