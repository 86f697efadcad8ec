/**
 * Firefox selects table cells (Ctrl+click, or a drag across cells) as one range per cell, each
 * spanning a single `<td>` inside its `<tr>`. Converted one by one they would become a stack of
 * one-cell tables, so consecutive cell ranges of one table are rebuilt as a single table holding
 * just the selected cells, row by row.
 */
import { shallowCopy } from './selection-context';

/** The cell a range selects whole, Firefox-style, or null. */
export function selectedCell(range: Range): Element | null {
  const row = range.startContainer;
  if (row !== range.endContainer || row.nodeType !== Node.ELEMENT_NODE || (row as Element).localName !== 'tr')
    return null;
  const nodes = [...row.childNodes]
    .slice(range.startOffset, range.endOffset)
    .filter((n) => n.nodeType === Node.ELEMENT_NODE);
  const cell = nodes.length === 1 ? (nodes[0] as Element) : null;
  const isCell = cell?.localName === 'td' || cell?.localName === 'th';
  return isCell && cell!.closest('table') ? cell : null;
}

/** The table a selected cell belongs to. */
export function tableOf(cell: Element): Element | null {
  return cell.closest('table');
}

/** One table with the given cells (all of one table, in selection order), grouped by row. */
export function tableOfCells(cells: Element[]): Element {
  const table = shallowCopy(tableOf(cells[0])!);
  const body = table.ownerDocument.createElement('tbody');
  const rows = new Map<Element, Element>();
  for (const cell of cells) {
    const row = cell.parentElement!;
    let copy = rows.get(row);
    if (!copy) {
      copy = shallowCopy(row);
      rows.set(row, copy);
      body.append(copy);
    }
    copy.append(cell.cloneNode(true));
  }
  table.append(body);
  return table;
}
