/**
 * Code text as it goes into a fence or a code span. Craft's tag scanner may or may not skip code
 * (undocumented), so code must not hold the dialect's own tags either way: `</content></page>` in a
 * `<pre>` inside the clip's page would close the page early, an unmatched `<callout>` would leave one
 * open. The `<` of such a tag (any dialect tag name, any case, also with invisible characters in it)
 * is written as `‹` (U+2039): the code still reads as it did, and no tag remains. Other `<`, as in
 * HTML samples (`<div>`, `<p>`), stay. The converter's internal MARK (escape.ts) cannot come from
 * page text, so a stray one becomes U+FFFD.
 */
import { formatCharPattern, hasFormatChar } from './format-chars';

const NAMES = ['pageTitle', 'page', 'content', 'callout', 'highlight', 'caption', 'card', 'comment', 'collection'];
// Cf runs: format-chars.ts (left out of the pattern for code without a Cf character).
const DIALECT_TAG = formatCharPattern(
  (cf) => `<(?=${cf}/?${cf}(?:${NAMES.map((n) => n.split('').join(cf)).join('|')})(?![\\p{L}\\p{N}_]))`,
  'giu',
);

export function safeCode(code: string): string {
  let out = code.includes('\uFDD0') ? code.replace(/\uFDD0/g, '\uFFFD') : code;
  if (out.includes('<')) out = out.replace(DIALECT_TAG(hasFormatChar(out)), '\u2039');
  return out;
}

const TICK_RUN = formatCharPattern((cf) => `\`(?:${cf}\`)*`, 'gu');

/** The longest backtick run in `code`, invisible format characters (Unicode Cf) inside a run counted as absent. */
export function longestTickRun(code: string): number {
  if (!code.includes('`')) return 0;
  const cf = hasFormatChar(code);
  let longest = 0;
  for (const run of code.match(TICK_RUN(cf)) ?? [])
    longest = Math.max(longest, cf ? run.replace(/\p{Cf}/gu, '').length : run.length);
  return longest;
}
