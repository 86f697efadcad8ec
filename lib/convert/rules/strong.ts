import type { CraftRule } from '../types';

/** `**bold**`. */
export const strong: CraftRule = {
  tags: new Set(['strong', 'b']),
  filter: (node) => node.localName === 'strong' || node.localName === 'b',
  replacement: (content) => (content.trim() ? '**' + content + '**' : content),
};
