import { ownerFacts } from '../table-facts';
import type { CraftRule } from '../types';
import { captionBlock } from './figure-caption';

const PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption']);

/**
 * A layout table (table-layout.ts) is flattened: each cell's content becomes ordinary blocks, and
 * the caption cell of a table framing one image (Blogger's) becomes the image's caption.
 */
export const layoutTable: CraftRule = {
  tags: PARTS,
  filter(node, ctx) {
    if (!PARTS.has(node.localName)) return false;
    return ownerFacts(ctx)?.layout ?? false;
  },
  replacement(content, node, ctx) {
    if (ownerFacts(ctx)?.caption === node) return captionBlock(content);
    return content.trim() ? '\n\n' + content + '\n\n' : '';
  },
};
