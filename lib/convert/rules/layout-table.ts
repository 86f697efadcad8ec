import { ownerFacts } from '../table-facts';
import type { CraftRule } from '../types';

const PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption']);

/** A layout table is flattened: each cell's content becomes ordinary blocks. */
export const layoutTable: CraftRule = {
  tags: PARTS,
  filter(node, ctx) {
    if (!PARTS.has(node.localName)) return false;
    return ownerFacts(ctx)?.layout ?? false;
  },
  replacement: (content) => (content.trim() ? '\n\n' + content + '\n\n' : ''),
};
