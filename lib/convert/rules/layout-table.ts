import { ownerTable, tableFacts } from '../table-facts';
import type { CraftRule } from '../types';

const PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption']);

/** A layout table is flattened: each cell's content becomes ordinary blocks. */
export const layoutTable: CraftRule = {
  tags: PARTS,
  filter(node, options) {
    if (!PARTS.has(node.localName)) return false;
    const table = ownerTable(node);
    return table !== null && tableFacts(table, options.ctx).layout;
  },
  replacement: (content) => (content.trim() ? '\n\n' + content + '\n\n' : ''),
};
