/**
 * Layout, not data (pages built with tables for positioning: Hacker News, classic essay sites,
 * listings): role=presentation/none or a `layout` class, a table nested in it (as Readability
 * judges), fewer than two rows of two cells with a cell of no text, or, without a header cell or caption, a single cell
 * or column, cells holding block content (headings, lists, code), most rows holding an entry of two
 * or more paragraphs or divisions, a cell of essay length, a third of the cells empty (spacer and
 * icon columns), or one row inside another table.
 * A layout table is flattened (rules/layout-table.ts): its cells' content becomes ordinary blocks.
 */
import { classTokens, ownerTable } from './dom';

const BLOCK_CONTENT = 'h1, h2, h3, h4, h5, h6, ul, ol, pre, blockquote, figure';

/** Paragraphs and divisions directly in a cell: two or more are a listing's entry, not a value. */
function blockChildren(cell: Element): number {
  let n = 0;
  const kids = cell.children;
  for (let i = 0, m = kids.length; i < m && n < 2; i++)
    if (kids[i].localName === 'p' || kids[i].localName === 'div') n++;
  return n;
}

/** A cell this long holds prose (an essay beside its navigation), not a value. */
const ESSAY_CELL = 400;

export function isLayoutTable(
  table: Element,
  rows: Element[],
  shape: { cells: number; columns: number; hasTh: boolean },
): boolean {
  const role = table.getAttribute('role');
  if (role === 'presentation' || role === 'none' || classTokens(table).includes('layout')) return true;
  if (table.querySelector('table') !== null) return true;
  // A lone row with a cell of no text is a bar of icons, a spacer or an empty frame, not data.
  if (rowsOfTwoCells(rows) < 2 && hasTextlessCell(rows)) return true;
  if (shape.hasTh || table.querySelector(':scope > caption, :scope > thead') !== null) return false;
  if (shape.cells <= 1 || shape.columns <= 1 || table.querySelector(BLOCK_CONTENT) !== null) return true;
  // A one-row bar inside another table's cell (a site header, a toolbar).
  if (rows.length === 1 && ownerTable(table.parentElement) !== null) return true;
  let empty = 0;
  let entries = 0;
  for (const row of rows) {
    const cells = row.children;
    let entry = false;
    for (let i = 0, n = cells.length; i < n; i++) {
      const cell = cells[i];
      if (cell.localName !== 'td' && cell.localName !== 'th') continue;
      const text = (cell.textContent ?? '').trim();
      if (text.length > ESSAY_CELL) return true;
      if (!entry && blockChildren(cell) >= 2) entry = true;
      if (!text && cell.querySelector('img') === null) empty++;
    }
    if (entry) entries++;
  }
  // Most rows an entry of several paragraphs is a listing; one header cell of two lines is not.
  return entries * 2 > rows.length || (shape.cells >= 4 && empty * 3 >= shape.cells);
}

/** Whether some cell holds no text (empty, or only images). */
function hasTextlessCell(rows: Element[]): boolean {
  for (const row of rows) {
    const kids = row.children;
    for (let i = 0, n = kids.length; i < n; i++) {
      const name = kids[i].localName;
      if ((name === 'td' || name === 'th') && !(kids[i].textContent ?? '').trim()) return true;
    }
  }
  return false;
}

/** Rows holding at least two cells. */
function rowsOfTwoCells(rows: Element[]): number {
  let found = 0;
  for (const row of rows) {
    let cells = 0;
    const kids = row.children;
    for (let i = 0, n = kids.length; i < n && cells < 2; i++)
      if (kids[i].localName === 'td' || kids[i].localName === 'th') cells++;
    if (cells >= 2 && ++found >= 2) return found;
  }
  return found;
}

const CAPTION_CLASSES = new Set(['tr-caption', 'wp-caption-text', 'image-caption']);

/**
 * The caption cell of a table that only frames an image and its caption (Blogger's
 * `tr-caption-container`; after Readability, which drops classes, two one-cell rows: the image, then
 * a short text): the image becomes an image block, the cell a caption.
 */
export function imageCaptionCell(rows: Element[]): Element | null {
  if (rows.length !== 2) return null;
  const [image, caption] = rows.map(onlyCell);
  if (!image || !caption) return null;
  if (caption.hasAttribute('class') && classTokens(caption).some((t) => CAPTION_CLASSES.has(t))) return caption;
  if (image.getElementsByTagName('img').length !== 1 || (image.textContent ?? '').trim()) return null;
  const text = (caption.textContent ?? '').trim();
  return text && text.length <= 300 && caption.getElementsByTagName('img').length === 0 ? caption : null;
}

/** The row's one cell, or null when it has none or several. */
function onlyCell(row: Element): Element | null {
  let found: Element | null = null;
  const kids = row.children;
  for (let i = 0, n = kids.length; i < n; i++) {
    const name = kids[i].localName;
    if (name !== 'td' && name !== 'th') continue;
    if (found) return null;
    found = kids[i];
  }
  return found;
}
