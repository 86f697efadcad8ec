import type { CraftRule } from '../types';

/** `<hr>` becomes a Craft divider line. */
export const divider: CraftRule = {
  tags: new Set(['hr']),
  filter: (node) => node.localName === 'hr',
  replacement: () => '\n\n---\n\n',
  raw: true,
};
