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

/**
 * A soft hyphen is where the page's column may break a word, drawn only when it does: in Craft it
 * draws nothing and hides the word from search ("réac\u00adtion" is not "réaction"). Left out.
 */
const SOFT_HYPHEN = '\u00ad';

/** Collapsed and escaped (and marked, see escape.ts) text of one text node, without soft hyphens. */
export function textRun(text: string): string {
  const data = text.includes(SOFT_HYPHEN) ? text.replaceAll(SOFT_HYPHEN, '') : text;
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

/** What collapsing changes: a tab, newline, form feed or carriage return, or two spaces in a row. */
const TO_COLLAPSE = /[\t\n\f\r]| {2}/;

/**
 * Runs of HTML whitespace become one space. A regex test, not a character loop: on the first call
 * (every clip is one) a loop runs in V8's interpreter over every character of the text, the regex
 * as native code. Text without a run to collapse comes back as it is (also '' and ' ').
 */
function collapseWhitespace(data: string): string {
  return TO_COLLAPSE.test(data) ? data.replace(/[ \t\r\n\f]+/g, ' ') : data;
}
