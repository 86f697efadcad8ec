import type { CraftRule } from '../types';

const LEVELS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 4, h6: 4 };
const IMAGE_LINE = /^!\[[^\]\n]*\]\([^)\s]*\)$/;

/**
 * `#`…`####`: Craft has four heading levels, so h5 and h6 become h4. A heading is one line; images
 * inside it (logos, icons) stay image blocks, placed before the heading.
 */
export const heading: CraftRule = {
  tags: new Set(Object.keys(LEVELS)),
  replacement(content, node) {
    const images: string[] = [];
    const words: string[] = [];
    for (const line of content.split('\n')) {
      const text = line.trim();
      if (IMAGE_LINE.test(text)) images.push(text);
      else if (text) words.push(text);
    }
    const blocks = images.slice();
    if (words.length) blocks.push('#'.repeat(LEVELS[node.localName]) + ' ' + words.join(' '));
    return blocks.length ? '\n\n' + blocks.join('\n\n') + '\n\n' : '';
  },
};
