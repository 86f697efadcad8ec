/**
 * Patterns that treat invisible format characters (Unicode Cf) as absent, built for the text at hand.
 * Each `\p{Cf}` in a pattern costs V8 an ICU property lookup when the pattern is built and again when
 * it is first compiled: in Chromium the dialect-tag pattern (about 70 of them) took 3 ms to build and
 * 4 ms more for its first match, paid on every injection of capture.js, which starts cold each time
 * (issue 18). Text without a Cf character is by far the common case, and there `\p{Cf}*` can only
 * match nothing: the pattern built without it finds exactly the same matches. The full pattern is
 * built the first time a text holds a Cf character.
 */

/** Every Cf character is U+00AD or above: below that a text needs no property lookup. */
const FROM_AD = /[\xad-\uffff]/; // UTF-16 units: astral characters come as surrogates, also in range
let formatChar: RegExp | undefined;

export function hasFormatChar(text: string): boolean {
  return FROM_AD.test(text) && (formatChar ??= /\p{Cf}/u).test(text);
}

/**
 * `source(cf)` is the pattern with `cf` wherever Cf characters may stand (a `*` run: `\p{Cf}*`).
 * Returns the pattern to use on a text, given `hasFormatChar(text)`: with those runs for a text that
 * holds a Cf character, else without them.
 */
export function formatCharPattern(source: (cf: string) => string, flags: string): (withCf: boolean) => RegExp {
  let plain: RegExp | undefined;
  let full: RegExp | undefined;
  return (withCf) =>
    withCf ? (full ??= new RegExp(source('\\p{Cf}*'), flags)) : (plain ??= new RegExp(source(''), flags));
}
