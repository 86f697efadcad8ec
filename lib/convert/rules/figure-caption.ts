import type { CraftRule } from '../types';

/** A `<caption>` block (Craft's small muted text style) of one line, or nothing for empty content. */
export function captionBlock(content: string): string {
  const text = content.replace(/\s*\n+\s*/g, ' ').trim();
  return text ? '\n\n<caption>' + text + '</caption>\n\n' : '';
}

/** `<figcaption>` → a caption block. */
export const figureCaption: CraftRule = {
  tags: new Set(['figcaption']),
  filter: (node) => node.localName === 'figcaption',
  replacement: (content) => captionBlock(content),
};
