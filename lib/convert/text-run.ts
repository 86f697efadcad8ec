/**
 * Page text as the walk emits it: whitespace runs collapsed (engine.ts never rewrites the DOM, so
 * this is where turndown's collapsing happens), then escaped (escape.ts).
 *
 * Most text nodes are prose with single spaces and nothing to escape; one regex scan (native code)
 * answers that before the character loops, which cost more than the rest of a text node's handling
 * on the bench pages (Chromium's charCodeAt over strings read from the DOM).
 */
import { escapeRun } from './escape';

/**
 * Anything that could make collapsing or escaping change the text: ASCII control characters
 * (tabs, newlines), two spaces, escape.ts's SPECIAL characters and its MARK.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern looks for
const MAY_CHANGE = /[\x00-\x1f\\*_`[\]<&$~=:\uFDD0]| {2}/;

/** Collapsed and escaped (and marked, see escape.ts) text of one text node. */
export function textRun(data: string): string {
  // The first character after one leading space: a line-start marker or non-ASCII (escape.ts's
  // Unicode whitespace and Cf rules) takes the full path.
  const c = data.charCodeAt(data.charCodeAt(0) === 32 ? 1 : 0);
  const marker =
    c > 127 ||
    c === 45 ||
    c === 43 ||
    c === 62 ||
    c === 35 ||
    c === 124 ||
    c === 46 ||
    c === 41 ||
    (c >= 48 && c <= 57);
  if (!marker && !MAY_CHANGE.test(data)) return data;
  return escapeRun(collapseWhitespace(data));
}

/**
 * Runs of HTML whitespace become one space. Most text nodes are either indentation between tags or
 * prose with single spaces, so both are answered without a regex or a new string.
 */
function collapseWhitespace(data: string): string {
  let onlySpace = true;
  let needs = false;
  for (let i = 0; i < data.length; i++) {
    const c = data.charCodeAt(i);
    if (c === 32) {
      if (i > 0 && data.charCodeAt(i - 1) === 32) needs = true;
    } else if (c === 10 || c === 9 || c === 13 || c === 12) {
      needs = true;
    } else {
      onlySpace = false;
      if (needs) break;
    }
  }
  if (onlySpace) return data.length ? ' ' : '';
  return needs ? data.replace(/[ \t\r\n\f]+/g, ' ') : data;
}
