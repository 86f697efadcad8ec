/**
 * Finding the nested page (lib/convert's wrapAsPage) again in the final markdown: the background
 * receives what the user saw and maybe edited, and must post a long clip in parts (create the page
 * with the first part, then append each next part at its end).
 */

const OPEN = '<page><pageTitle>';
const MIDDLE = '</pageTitle><content>';
const CLOSE = '</content></page>';

/** Re-wraps a part under a title taken from unwrapPage, i.e. already escaped (no second escape). */
export function rewrapPage(escapedTitle: string, body: string): string {
  return `${OPEN}${escapedTitle}${MIDDLE}${body}${CLOSE}`;
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
  const body = text
    .slice(middle + MIDDLE.length, text.length - CLOSE.length)
    .replace(/^\n/, '')
    .replace(/\n$/, '');
  return { title, body };
}
