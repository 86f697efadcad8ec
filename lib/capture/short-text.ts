/**
 * A node's text with white space squashed (runs of `\s` to one space, trimmed), when that is short.
 * The boilerplate passes look at every block of an article for a short label or credit; squashing the
 * text of a block that holds the whole story, for each of its ancestors too, was most of their cost
 * (issue 29's speed). Telling that a text is too long stops at the first `max + 1` squashed characters.
 */

/** Whether the UTF-16 unit `c` is one of JavaScript's `\s`. */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** Whether `text` squashed is longer than `max`, read no further than needed. */
export function squashedLongerThan(text: string, max: number): boolean {
  let length = 0;
  let gap = false;
  for (let i = 0; i < text.length; i++) {
    if (isSpace(text.charCodeAt(i))) {
      gap = length > 0;
      continue;
    }
    length += gap ? 2 : 1;
    gap = false;
    if (length > max) return true;
  }
  return false;
}

/** `node`'s squashed text, or undefined when it is longer than `max` characters. */
export function shortText(node: Node, max: number): string | undefined {
  const text = node.textContent ?? '';
  if (text.length > max && squashedLongerThan(text, max)) return undefined;
  return text.replace(/\s+/g, ' ').trim();
}
