/**
 * Code text as it goes into a fence or a code span. Craft's tag scanner may or may not skip code
 * (undocumented), so code must not hold the dialect's own tags either way: `</content></page>` in a
 * `<pre>` inside the clip's page would close the page early, an unmatched `<callout>` would leave one
 * open. The `<` of such a tag (any dialect tag name, any case, also with invisible characters in it)
 * is written as `‹` (U+2039): the code still reads as it did, and no tag remains. Other `<`, as in
 * HTML samples (`<div>`, `<p>`), stay. The converter's internal MARK (escape.ts) cannot come from
 * page text, so a stray one becomes U+FFFD.
 */
const CF = '\\p{Cf}*';
const NAMES = ['pageTitle', 'page', 'content', 'callout', 'highlight', 'caption', 'card', 'comment', 'collection'];
const DIALECT_TAG = new RegExp(
  `<(?=${CF}/?${CF}(?:${NAMES.map((n) => n.split('').join(CF)).join('|')})(?![\\p{L}\\p{N}_]))`,
  'giu',
);

export function safeCode(code: string): string {
  let out = code.includes('\uFDD0') ? code.replace(/\uFDD0/g, '\uFFFD') : code;
  if (out.includes('<')) out = out.replace(DIALECT_TAG, '\u2039');
  return out;
}
