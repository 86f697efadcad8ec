import { ancestorNamed } from '../dom';
import { quoteLines, trimNewlines } from '../lines';
import type { CraftRule } from '../types';

const QUOTE = new Set(['blockquote']);

/** `> ` on every paragraph of the quote (not on tables and images). Craft has no nested quotes, so inner quotes merge. */
export const blockquote: CraftRule = {
  tags: new Set(['blockquote']),
  replacement(content, node) {
    const body = trimNewlines(content).trim();
    if (!body) return '';
    if (ancestorNamed(node, QUOTE)) return '\n\n' + body + '\n\n';
    return '\n\n' + quoteLines(body) + '\n\n';
  },
};
