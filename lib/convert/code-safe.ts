/**
 * Code text as it goes into a fence or a code span: every character as the page shows it (`a < b`,
 * `<div>`, `List<String>`, `x<y` arrive byte for byte, so copied code runs), with one exception.
 * Whether Craft reads its dialect's tags inside code is undocumented (`npm run check-connection`
 * asks it: question `code-tags`, scripts/check-connection/questions-markdown.ts). Where it does,
 * `</content></page>` in a `<pre>` inside the clip's page would close the page early and an
 * unmatched `<callout>` would leave one open. So only a `<` directly before a dialect tag name
 * (optionally after `/`; any case, also with invisible characters in it) is written as `‹` (U+2039):
 * the one representation known safe under both answers. A fence does not help if Craft scans
 * fences too, and `&lt;` would arrive as those four characters where Craft does not decode
 * entities in code (the same question asks). When the check's answer is known, this is the place
 * to keep that `<` too. The converter's internal MARK (escape.ts) cannot come from page text, so a
 * stray one becomes U+FFFD.
 */
import { formatCharPattern, hasFormatChar } from './format-chars';

/**
 * Every tag name of Craft's markdown dialect that input can hold (shared/spec/craft-api-facts.md §5:
 * page, pageTitle, content, card, callout, caption, highlight, comment; the emulator's
 * markdown-to-blocks.ts reads the block-level ones), and `collection`, an output tag, for safety.
 */
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
