import type { CraftRule } from '../types';

/**
 * Craft makes one block per line, so `<br>` is a newline (not markdown's two-space hard break).
 * `<br><br>` is how many pages write a paragraph break, so the first of a pair gives a blank line.
 */
export const lineBreak: CraftRule = {
  filter: (node) => node.localName === 'br',
  replacement(_content, node) {
    let next = node.nextSibling;
    while (next && next.nodeType === 3 && !(next as Text).data.trim()) next = next.nextSibling;
    return next && next.nodeName === 'BR' ? '\n\n' : '\n';
  },
  raw: true,
};
