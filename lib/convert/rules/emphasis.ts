import type { CraftRule } from '../types';

const TAGS = new Set(['em', 'i', 'cite', 'dfn']);

/** `*italic*` (Craft reads single asterisks as italics). Empty `<i class="icon">` gives nothing. */
export const emphasis: CraftRule = {
  tags: TAGS,
  replacement: (content) => (content.trim() ? '*' + content + '*' : content),
};
