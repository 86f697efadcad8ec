// CommonMark's delimiter-run rules for `*` and `_` (spec §6.2; GFM applies the `*` rules to `~`),
// the test of whether page text's asterisks, underscores and tildes could open or close emphasis or
// strikethrough. Used while escaping one text run
// (escape.ts) and again on the joined markdown for runs at a text node's edge (escape-marks.ts).

export type Delimiter = '*' | '_' | '~';

/** Unicode whitespace (a line or text edge counts as whitespace: pass undefined). */
export function isWhitespace(c: string | undefined): boolean {
  return c === undefined || c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f' || /\s/.test(c);
}

/** ASCII punctuation, or a Unicode punctuation or symbol character. */
export function isPunctuation(c: string | undefined): boolean {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  if (code < 128)
    return (
      (code >= 33 && code <= 47) ||
      (code >= 58 && code <= 64) ||
      (code >= 91 && code <= 96) ||
      (code >= 123 && code <= 126)
    );
  return /[\p{P}\p{S}]/u.test(c);
}

/**
 * Whether a run of `delimiter` between `before` and `after` (undefined = a line edge) could open or
 * close emphasis, i.e. whether a parser might pair it with another run.
 */
export function couldDelimit(delimiter: Delimiter, before: string | undefined, after: string | undefined): boolean {
  const { open, close } = delimiterSides(delimiter, before, after);
  return open || close;
}

/** Whether such a run could open emphasis (pair with a later run) and whether it could close it. */
export function delimiterSides(
  delimiter: Delimiter,
  before: string | undefined,
  after: string | undefined,
): { open: boolean; close: boolean } {
  const afterSpace = isWhitespace(after);
  const beforeSpace = isWhitespace(before);
  const afterPunct = isPunctuation(after);
  const beforePunct = isPunctuation(before);
  const left = !afterSpace && (!afterPunct || beforeSpace || beforePunct);
  const right = !beforeSpace && (!beforePunct || afterSpace || afterPunct);
  if (delimiter !== '_') return { open: left, close: right };
  // `_` inside a word (snake_case) neither opens nor closes.
  return { open: left && (!right || beforePunct), close: right && (!left || afterPunct) };
}
