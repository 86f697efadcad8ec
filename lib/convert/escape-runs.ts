// Marked delimiter runs (escape.ts) decided on the joined markdown: a run is escaped, every character
// of it, only when a parser could pair it with another run in the same paragraph (inline markup
// never crosses a blank line; Craft makes one block per paragraph).
import { type Delimiter, delimiterSides } from './flanking';

const MARK = '\uFDD0';

interface Run {
  start: number;
  end: number;
  length: number;
}

/** The run of `c` through `pos`, marks inside it skipped; an escaped first character is not part of it. */
function runAt(md: string, pos: number, c: string): Run {
  let start = pos;
  while (start > 0 && (md[start - 1] === c || md[start - 1] === MARK)) start--;
  if (md[start] === c && md[start - 1] === '\\') start++;
  let end = pos + 1;
  while (end < md.length && (md[end] === c || md[end] === MARK)) end++;
  let length = 0;
  for (let i = start; i < end; i++) if (md[i] === c) length++;
  return { start, end, length };
}

function paragraphOf(md: string, pos: number): [number, number] {
  const before = md.lastIndexOf('\n\n', pos);
  const after = md.indexOf('\n\n', pos);
  return [before < 0 ? 0 : before + 2, after < 0 ? md.length : after];
}

/** An unescaped `c` in md[from, to). */
function hasDelimiter(md: string, c: string, from: number, to: number): boolean {
  for (let i = md.indexOf(c, from); i >= 0 && i < to; i = md.indexOf(c, i + 1)) if (md[i - 1] !== '\\') return true;
  return false;
}

/**
 * The page's run of `c` through `pos` (each character after a MARK) stands against a `c` the
 * converter wrote (no MARK before it, no backslash): page `* x` in bold would make `*** x**`, a run of
 * three that no longer reads as the bold it was, so the page's characters are escaped.
 */
function touchesOwnDelimiter(md: string, pos: number, c: string): boolean {
  let start = pos - 1;
  while (start >= 2 && md[start - 1] === c && md[start - 2] === MARK) start -= 2;
  let end = pos + 1;
  while (md[end] === MARK && md[end + 1] === c) end += 2;
  return (md[start - 1] === c && md[start - 2] !== '\\') || md[end] === c;
}

/**
 * A `*`/`_`/`~` run that could open with a later delimiter or close with an earlier one; a `~~~`
 * fence at a line start (`atLineStart(i)`: only structure stands before index i on its line).
 */
export function emphasisEscapes(md: string, pos: number, c: Delimiter, atLineStart: (i: number) => boolean): boolean {
  if (touchesOwnDelimiter(md, pos, c)) return true;
  const run = runAt(md, pos, c);
  if (c === '~' && run.length >= 3 && atLineStart(run.start)) return true;
  const { open, close } = delimiterSides(c, md[run.start - 1], md[run.end]);
  if (!open && !close) return false;
  const [from, to] = paragraphOf(md, pos);
  return (open && hasDelimiter(md, c, run.end, to)) || (close && hasDelimiter(md, c, from, run.start));
}
