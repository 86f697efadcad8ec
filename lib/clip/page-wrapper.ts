/**
 * The nested-page element of Craft's insert dialect, and its inverse: the background receives the
 * final markdown (what the user saw and maybe edited) and must find the page again to post a long
 * clip in parts (create the page, then append each part at its end).
 */

const OPEN = '<page><pageTitle>';
const MIDDLE = '</pageTitle><content>';
const CLOSE = '</content></page>';

/** `title` must already be escaped inline text. */
export function wrapPage(title: string, body: string): string {
  return `${OPEN}${title}${MIDDLE}\n${body}\n${CLOSE}`;
}

/**
 * `{ title, body }` when the whole markdown is exactly one nested page, else undefined (inline).
 * The title cannot hold `</pageTitle>` (escaped on the way in); the body is everything between
 * the first `<content>` after it and the final `</content></page>`, so escaped page text inside
 * the body never ends it early.
 */
export function unwrapPage(markdown: string): { title: string; body: string } | undefined {
  const text = markdown.trim();
  if (!text.startsWith(OPEN) || !text.endsWith(CLOSE)) return undefined;
  const middle = text.indexOf(MIDDLE, OPEN.length);
  if (middle < 0) return undefined;
  const title = text.slice(OPEN.length, middle);
  if (title.includes('\n') || title.includes('<pageTitle>')) return undefined;
  const body = text.slice(middle + MIDDLE.length, text.length - CLOSE.length).replace(/^\n/, '').replace(/\n$/, '');
  return { title, body };
}
