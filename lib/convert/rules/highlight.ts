import type { CraftRule } from '../types';

/** `<mark>` becomes Craft's inline `<highlight>` (colour left to Craft's default, yellow). */
export const highlight: CraftRule = {
  tags: new Set(['mark']),
  replacement(content, node) {
    if (!content.trim()) return content;
    if (node.parentElement?.closest('mark')) return content;
    return '<highlight>' + content.replace(/\s*\n+\s*/g, ' ') + '</highlight>';
  },
};
