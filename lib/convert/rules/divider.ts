import type { CraftRule } from '../types';

/** `<hr>` becomes a Craft divider line. */
export const divider: CraftRule = {
  tags: new Set(['hr']),
  replacement: () => '\n\n---\n\n',
  raw: true,
};
