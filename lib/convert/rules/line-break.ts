import type { CraftRule } from '../types';

/**
 * Craft makes one block per line, so `<br>` is a newline (not markdown's two-space hard break).
 * Two `<br>` in a row are how many pages write a paragraph break; output.ts turns that pair into a
 * blank line (looking at the next sibling here would be O(siblings) per `<br>` in happy-dom).
 */
export const lineBreak: CraftRule = {
  tags: new Set(['br']),
  replacement: () => '\n',
  raw: true,
};
