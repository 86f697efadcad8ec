import type { CraftRule } from '../types';

const TAGS = new Set(['del', 's', 'strike']);

/** Craft strikes through with a single tilde (`~gone~`), not GFM's double tilde. */
export const strikethrough: CraftRule = {
  tags: TAGS,
  replacement: (content) => (content.trim() ? '~' + content + '~' : content),
};
