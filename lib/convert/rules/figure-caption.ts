import type { CraftRule } from '../types';

/** The converter's own image markdown (page text's `[` before `](` is escaped, so never matches). */
const IMAGE = /!\[[^\]\n]*\]\([^)\s]+\)/g;
/** The converter's heading markers at a line start (page text's `#` there is escaped). */
const HEADING_MARK = /^[^\S\n]*#{1,6} /gm;

/**
 * A `<caption>` block (Craft's small muted text style) of one line, or nothing for empty content.
 * A caption holds text only: images in it (an author's avatar in a listing's figcaption) go before
 * it as image blocks, and a heading inside it is its text (wikia: `<caption>### … ![](…)`).
 */
export function captionBlock(content: string): string {
  const images = content.includes('![') ? (content.match(IMAGE) ?? []) : [];
  const rest = images.length ? content.replace(IMAGE, ' ') : content;
  const text = (rest.includes('#') ? rest.replace(HEADING_MARK, '') : rest).replace(/\s*\n+\s*/g, ' ').trim();
  const before = images.map((image) => '\n\n' + image).join('');
  return before + (text ? '\n\n<caption>' + text + '</caption>\n\n' : before ? '\n\n' : '');
}

/** `<figcaption>` → a caption block. */
export const figureCaption: CraftRule = {
  tags: new Set(['figcaption']),
  replacement: (content) => captionBlock(content),
};
