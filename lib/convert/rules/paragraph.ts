import type { CraftRule } from '../types';

/** Paragraphs are separated by a blank line; empty ones (whitespace, &nbsp;) produce no block. */
export const paragraph: CraftRule = {
  tags: new Set(['p']),
  replacement(content) {
    const text = content.trim();
    return text ? '\n\n' + text + '\n\n' : '';
  },
};
