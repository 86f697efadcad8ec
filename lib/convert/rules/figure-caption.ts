import type { CraftRule } from '../types';

/** `<figcaption>` → a `<caption>` block (Craft's small muted text style), one line. */
export const figureCaption: CraftRule = {
  tags: new Set(['figcaption']),
  filter: (node) => node.localName === 'figcaption',
  replacement(content) {
    const text = content.replace(/\s*\n+\s*/g, ' ').trim();
    return text ? '\n\n<caption>' + text + '</caption>\n\n' : '';
  },
};
