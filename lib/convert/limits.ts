/**
 * Bounds that keep one conversion from overflowing the stack or freezing the tab on a hostile page.
 *
 * - Nesting: the walk recurses once per element, and some rules walk their ancestors, so a page of
 *   10,000 nested elements would overflow the stack (and cost O(depth²) before that). Below
 *   `MAX_NESTING` levels an element's content is kept as plain text paragraphs instead of markup.
 *   Real pages stay well under 100 levels.
 * - Tables: rows past `MAX_TABLE_ROWS`, or past `MAX_TABLE_CELLS` cells, are left out and a line
 *   under the table says so; a Craft table that large is unusable anyway and costs seconds to build.
 * There is no time limit: what a conversion keeps must never depend on how busy the machine is
 * (issue 18); the size of its input is bounded by counts instead (lib/capture/limits.ts).
 */
import { isBlockElement } from './dom';
import { escapeRun } from './escape';

export const MAX_NESTING = 200;
export const MAX_TABLE_ROWS = 1000;
export const MAX_TABLE_CELLS = 20_000;

/**
 * What a conversion had to cut or leave out; toCraftMarkdown reports each kind once. `page-image`:
 * an image embedded in the page (a data: URL) was left out because page images were not asked for
 * (ToCraftOptions.allowBlobImages, "Keep images in Craft").
 */
export type ConvertLimit = 'deep-nesting' | 'large-table' | 'page-image';

/** How many rows of a table with `columns` columns are converted. */
export function keptRowCount(columns: number): number {
  return Math.min(MAX_TABLE_ROWS, Math.max(1, Math.floor(MAX_TABLE_CELLS / Math.max(1, columns))));
}

/** The line under a shortened table, as page-independent text (nothing to escape). */
export function tableCutNote(kept: number, total: number): string {
  return `*Table shortened: the first ${kept.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows are shown.*`;
}

const SKIPPED = new Set(['script', 'style', 'noscript', 'template']);

/**
 * The text under `root` as escaped paragraphs, walked without recursion (an explicit stack), so
 * any depth is safe. Block elements start a new paragraph; other whitespace collapses.
 */
export function flatParagraphs(root: Element): string {
  const paragraphs: string[] = [];
  let current = '';
  const flush = () => {
    const text = current.replace(/[ \t\r\n\f]+/g, ' ').trim();
    if (text) paragraphs.push(escapeRun(text));
    current = '';
  };
  // Entries are nodes to visit, or `null` marking the end of a block element.
  const stack: Array<Node | null> = [root];
  while (stack.length) {
    const node = stack.pop();
    if (node === null) {
      flush();
      continue;
    }
    if (node === undefined) break;
    if (node.nodeType === 3 || node.nodeType === 4) {
      current += (node as Text).data;
      continue;
    }
    if (node.nodeType !== 1 && node.nodeType !== 11) continue;
    const el = node as Element;
    if (node.nodeType === 1 && SKIPPED.has(el.localName)) continue;
    const block = node.nodeType === 1 && isBlockElement(el);
    if (block) {
      flush();
      stack.push(null);
    }
    const kids = node.childNodes;
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  flush();
  return paragraphs.join('\n\n');
}
