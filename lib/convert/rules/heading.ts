import type { CraftRule } from '../types';

const LEVELS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 4, h6: 4 };

/** `#`…`####`: Craft has four heading levels, so h5 and h6 become h4. A heading is one line. */
export const heading: CraftRule = {
  tags: new Set(Object.keys(LEVELS)),
  filter: (node) => node.localName in LEVELS,
  replacement(content, node) {
    const text = content.replace(/\s*\n+\s*/g, ' ').trim();
    if (!text) return '';
    return '\n\n' + '#'.repeat(LEVELS[node.localName]) + ' ' + text + '\n\n';
  },
};
