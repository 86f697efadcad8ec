/**
 * Patterns with Unicode letter classes (`\p{L}`, `\p{Ll}`, `\p{Lu}`, `\p{N}`), built for the text at hand.
 * V8 compiles such a class from ICU's tables on the pattern's first match, and with the `i` flag closes
 * it over case too: 0.3–1.3 ms for each of boilerplate.ts's credit and "load more" patterns, paid on every
 * clip, because capture.js starts cold in each tab (issue 29's speed; format-chars.ts does the same for
 * `\p{Cf}`). On a text whose only letters and digits are ASCII (every other character one of the
 * punctuation, space and currency marks below) those classes can match nothing but ASCII, so the pattern
 * with ASCII ranges instead (`\p{L}` → `A-Za-z`) finds exactly the same matches, flags and all. The
 * full pattern is built the first time a text holds any other character.
 */

/**
 * Texts made of ASCII and of marks that are neither letters nor digits and fold to no ASCII letter
 * under `i`: Latin-1's punctuation and signs (not ª, µ, º, ², ³, ¹, ¼–¾), General Punctuation (curly
 * quotes, dashes, spaces, the ellipsis) and currency signs. letter-pattern.test.ts checks each one.
 */
const ASCII_LETTERS_ONLY =
  /^[\0-\x7f\u00a0-\u00a9\u00ab-\u00b1\u00b4\u00b6-\u00b8\u00bb\u00bf\u00d7\u00f7\u2000-\u206f\u20a0-\u20cf]*$/;

/** Each class's ASCII members, as they stand inside a `[…]`. */
const ASCII_CLASS: Record<string, string> = { L: 'A-Za-z', Ll: 'a-z', Lu: 'A-Z', N: '0-9' };

/** `source` with each letter class replaced by its ASCII members (bracketed where it stands outside a class). */
function asciiSource(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const property = /^\\p\{(\w+)\}/.exec(source.slice(i));
      if (property) {
        const members = ASCII_CLASS[property[1]];
        if (!members) throw new Error(`letterPattern: \\p{${property[1]}} has no ASCII form`);
        out += inClass ? members : `[${members}]`;
        i += property[0].length - 1;
        continue;
      }
      out += source.slice(i, i + 2);
      i++;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    out += c;
  }
  return out;
}

export interface LetterPattern {
  /** The pattern to use on `text` (with the `g` flag, for `replace` and `split`). */
  for(text: string): RegExp;
  test(text: string): boolean;
  exec(text: string): RegExpExecArray | null;
}

export function letterPattern(source: string, flags: string): LetterPattern {
  let ascii: RegExp | undefined;
  let full: RegExp | undefined;
  const pattern = (text: string) =>
    ASCII_LETTERS_ONLY.test(text)
      ? (ascii ??= new RegExp(asciiSource(source), flags))
      : (full ??= new RegExp(source, flags));
  return {
    for: pattern,
    test: (text) => pattern(text).test(text),
    exec: (text) => pattern(text).exec(text),
  };
}
