// Facts about a table computed once per table: its rows, column count and whether it is layout.
// Child lists are read by index: Chromium's HTMLCollection iterator is several times slower.
import { classTokens } from './dom';
import { keptRowCount } from './limits';
import type { ConvertContext, TableFacts } from './types';

const SECTIONS = new Set(['thead', 'tbody', 'tfoot']);
const BLOCK_CONTENT = 'h1, h2, h3, h4, h5, h6, ul, ol, pre, blockquote, figure';

/** The rows of this table (not of tables nested in its cells). */
export function tableRows(table: Element): Element[] {
  const rows: Element[] = [];
  const kids = table.children;
  for (let i = 0, n = kids.length; i < n; i++) {
    const c = kids[i];
    const name = c.localName;
    if (name === 'tr') rows.push(c);
    else if (SECTIONS.has(name)) {
      const section = c.children;
      for (let j = 0, m = section.length; j < m; j++) if (section[j].localName === 'tr') rows.push(section[j]);
    }
  }
  return rows;
}

/** Sum of the colspans of a row's cells (rows of a converted table: facts.widths has it). */
export function rowWidth(row: Element): number {
  let n = 0;
  const cells = row.children;
  for (let i = 0, m = cells.length; i < m; i++) {
    const name = cells[i].localName;
    if (name === 'td' || name === 'th') n += span(cells[i]);
  }
  return n;
}

export function span(cell: Element): number {
  // Most cells have no attribute at all; one call answers that without looking a name up.
  if (!cell.hasAttributes()) return 1;
  const n = Number.parseInt(cell.getAttribute('colspan') ?? '1', 10);
  return Number.isFinite(n) && n > 1 ? Math.min(n, 100) : 1;
}

/**
 * Layout, not data (pages built with tables for positioning: Hacker News, classic essay sites,
 * listings): role=presentation/none or a `layout` class, a table nested in it (as Readability
 * judges), or, without a header cell or caption, a single cell or column, cells holding block
 * content (headings, lists, code, two or more paragraphs or divisions), a cell of essay length, a
 * third of the cells empty (spacer and icon columns), or one row inside another table. See
 * isLayoutTable.
 */
export function tableFacts(table: Element, ctx: ConvertContext): TableFacts {
  let facts = ctx.tables.get(table);
  if (facts) return facts;
  const rows = tableRows(table);
  let columns = 0;
  let cells = 0;
  let hasTh = false;
  const widths = new Map<Element, number>();
  for (const row of rows) {
    let width = 0;
    const kids = row.children;
    for (let i = 0, n = kids.length; i < n; i++) {
      const name = kids[i].localName;
      if (name === 'th') hasTh = true;
      if (name === 'td' || name === 'th') {
        cells++;
        width += span(kids[i]);
      }
    }
    widths.set(row, width);
    columns = Math.max(columns, width);
  }
  const layout = isLayoutTable(table, rows, { cells, columns, hasTh });
  const kept = keptRowCount(columns);
  facts = { layout, columns, widths, rowCount: rows.length, cutRows: rows.length > kept ? new Set(rows.slice(kept)) : NONE };
  ctx.tables.set(table, facts);
  return facts;
}

const NONE: ReadonlySet<Element> = new Set();

/** Paragraphs and divisions directly in a cell: two or more are a listing's entry, not a value. */
function blockChildren(cell: Element): number {
  let n = 0;
  const kids = cell.children;
  for (let i = 0, m = kids.length; i < m && n < 2; i++) if (kids[i].localName === 'p' || kids[i].localName === 'div') n++;
  return n;
}

/** A cell this long holds prose (an essay beside its navigation), not a value. */
const ESSAY_CELL = 400;

function isLayoutTable(table: Element, rows: Element[], shape: { cells: number; columns: number; hasTh: boolean }): boolean {
  const role = table.getAttribute('role');
  if (role === 'presentation' || role === 'none' || classTokens(table).includes('layout')) return true;
  if (table.querySelector('table') !== null) return true;
  if (shape.hasTh || table.querySelector(':scope > caption, :scope > thead') !== null) return false;
  if (shape.cells <= 1 || shape.columns <= 1 || table.querySelector(BLOCK_CONTENT) !== null) return true;
  // A one-row bar inside another table's cell (a site header, a toolbar).
  if (rows.length === 1 && ownerTable(table.parentElement) !== null) return true;
  let empty = 0;
  for (const row of rows) {
    const cells = row.children;
    for (let i = 0, n = cells.length; i < n; i++) {
      const cell = cells[i];
      if (cell.localName !== 'td' && cell.localName !== 'th') continue;
      const text = (cell.textContent ?? '').trim();
      if (text.length > ESSAY_CELL || blockChildren(cell) >= 2) return true;
      if (!text && cell.querySelector('img') === null) empty++;
    }
  }
  return shape.cells >= 4 && empty * 3 >= shape.cells;
}

/**
 * Facts of the table the element being converted belongs to: the engine keeps that table in
 * `ctx.table`, so rows and cells do not each climb up to it (a third of a table's cost before).
 */
export function ownerFacts(ctx: ConvertContext): TableFacts | null {
  // Kept on ctx as well: every row and cell asks, and a WeakMap lookup each was a visible cost.
  if (ctx.tableFacts === null && ctx.table !== null) ctx.tableFacts = tableFacts(ctx.table, ctx);
  return ctx.tableFacts;
}

/** The table a cell, row or section belongs to (itself for a table), found by walking up. */
export function ownerTable(el: Element | null): Element | null {
  for (let p: Element | null = el; p; p = p.parentElement) if (p.localName === 'table') return p;
  return null;
}
