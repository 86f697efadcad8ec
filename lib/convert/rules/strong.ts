import type { CraftRule } from '../types';

/** `**bold**`. */
export const strong: CraftRule = {
  tags: new Set(['strong', 'b']),
  replacement: (content) => (content.trim() ? '**' + content + '**' : content),
};
