import { countAncestors } from '../dom';
import { prefixLines, trimNewlines } from '../lines';
import type { CraftRule } from '../types';

export const LISTS = new Set(['ul', 'ol', 'menu']);
/** Craft's indentationLevel goes from 0 to 5; deeper items stay at level 5. */
export const MAX_LEVEL = 5;

/**
 * `<ul>`/`<ol>`: items are separated by single newlines (list-item.ts). A list nested directly in a
 * list (`<ul><ul>`, invalid HTML that editors produce) is kept as one level deeper.
 */
export const list: CraftRule = {
  filter: (node) => LISTS.has(node.localName),
  replacement(content, node) {
    const body = trimNewlines(content);
    if (!body.trim()) return '';
    const parent = node.parentElement?.localName ?? '';
    if (parent === 'li') return '\n' + body + '\n';
    if (LISTS.has(parent)) {
      const level = countAncestors(node, LISTS);
      return '\n' + (level <= MAX_LEVEL ? prefixLines(body, '  ') : body) + '\n';
    }
    return '\n\n' + body + '\n\n';
  },
};
