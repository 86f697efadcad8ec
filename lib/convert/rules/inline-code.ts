import type { CraftRule } from '../types';

const TAGS = new Set(['code', 'kbd', 'samp', 'tt']);

/** Inline code: the delimiter is one backtick longer than any backtick run inside. */
export const inlineCode: CraftRule = {
  tags: TAGS,
  filter: (node) => TAGS.has(node.localName),
  replacement(_content, node) {
    const text = (node.textContent ?? '').replace(/[\r\n]+/g, ' ');
    if (!text.trim()) return '';
    let longest = 0;
    for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
    const fence = '`'.repeat(longest + 1);
    const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return fence + pad + text + pad + fence;
  },
  raw: true,
};
