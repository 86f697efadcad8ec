// Facts about a table computed once per table: its rows, column count and whether it is layout.
// Child lists are read by index: Chromium's HTMLCollection iterator is several times slower.
import { keptRowCount } from './limits';
import { imageCaptionCell, isLayoutTable } from './table-layout';
import type { ConvertContext, TableFacts } from './types';

const SECTIONS = new Set(['thead', 'tbody', 'tfoot']);

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

/** Rows, widths, column count and the layout reading (table-layout.ts) of a table, once per table. */
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
  const caption = imageCaptionCell(rows);
  const layout = caption !== null || isLayoutTable(table, rows, { cells, columns, hasTh });
  const kept = keptRowCount(columns);
  facts = {
    layout,
    caption,
    columns,
    widths,
    rowCount: rows.length,
    cutRows: rows.length > kept ? new Set(rows.slice(kept)) : NONE,
  };
  ctx.tables.set(table, facts);
  return facts;
}

const NONE: ReadonlySet<Element> = new Set();

/**
 * Facts of the table the element being converted belongs to: the engine keeps that table in
 * `ctx.table`, so rows and cells do not each climb up to it (a third of a table's cost before).
 */
export function ownerFacts(ctx: ConvertContext): TableFacts | null {
  // Kept on ctx as well: every row and cell asks, and a WeakMap lookup each was a visible cost.
  if (ctx.tableFacts === null && ctx.table !== null) ctx.tableFacts = tableFacts(ctx.table, ctx);
  return ctx.tableFacts;
}
