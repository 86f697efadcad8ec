// Line-start markers in one run of page text. A run is one line's worth of text (whitespace is
// collapsed), and whether it starts a line is only known once the markdown is joined: so a marker at
// its start is marked (escape.ts's MARK), not escaped, and escape-marks.ts decides. Only markers a
// parser could read are marked: `#` before a space, `- `, `1. `, `>`, `[ ] `, … (see the cases below).

import { formatCharPattern, hasFormatChar } from './format-chars';

const MARK = '\uFDD0';
const LEADING = formatCharPattern((cf) => `^[\\s${cf && '\\p{Cf}'}]*`, 'u');

/** `text` with MARK before a line-start marker at its start (after whitespace and Cf). */
export function markLineStart(text: string): string {
  let i = 0;
  let c = text.charCodeAt(0);
  while (c === 32 || (c >= 9 && c <= 13)) c = text.charCodeAt(++i);
  if (c > 127) {
    i = LEADING(hasFormatChar(text)).exec(text)![0].length;
    c = text.charCodeAt(i);
  }
  const at = markerEnd(text, i, c);
  return at < 0 ? text : text.slice(0, at) + MARK + text.slice(at);
}

/** Where MARK goes for the marker starting at `i` (char code `c`), or -1 when there is none. */
function markerEnd(text: string, i: number, c: number): number {
  const next = text.charCodeAt(i + 1);
  const spaceOrEnd = isSpaceOrEnd(next);
  switch (c) {
    case 35: {
      // `#` to `######`, then a space or the end.
      let j = i + 1;
      while (j < i + 6 && text.charCodeAt(j) === 35) j++;
      return isSpaceOrEnd(text.charCodeAt(j)) ? i : -1;
    }
    case 45: // `-`: a bullet, a divider (`---`) or a table delimiter row (`-|-`, `-:`)
      return spaceOrEnd || next === 45 || next === 124 || next === 58 ? i : -1;
    case 43: // `+` toggle
    case 42: // `*` bullet (a `*` next to text was already escaped or marked as emphasis)
    case 46: // `.` or `)` after digits the previous run ended with
    case 41:
      return spaceOrEnd ? i : -1;
    case 62: // `>` quote, with or without a space
    case 124: // `|` table row
      return i;
    case 58: // `:-` a table delimiter row's alignment colon
      return next === 45 ? i : -1;
    case 91: // `[ ] `, `[x] `, `[-] `: after a list marker, a to-do's box
      return /^\[[ xX-]\]/.test(text.slice(i, i + 3)) && isSpaceOrEnd(text.charCodeAt(i + 3)) ? i : -1;
    default:
      return c >= 48 && c <= 57 ? numberedMarker(text, i) : -1;
  }
}

/** `1.` / `1)` (at most nine digits, then a space or the end): MARK goes before the `.` or `)`. */
function numberedMarker(text: string, i: number): number {
  let j = i;
  while (j - i < 10 && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
  if (j - i > 9) return -1;
  const c = text.charCodeAt(j);
  if (c !== 46 && c !== 41) return -1;
  return isSpaceOrEnd(text.charCodeAt(j + 1)) ? j : -1;
}

/**
 * Whitespace after a marker, or the text's end (NaN). Any Unicode whitespace: rules trim their
 * content with String.prototype.trim, which takes a no-break space at a block's end away too.
 */
function isSpaceOrEnd(c: number): boolean {
  return Number.isNaN(c) || c === 32 || c === 9 || (c > 127 && /\s/.test(String.fromCharCode(c)));
}
