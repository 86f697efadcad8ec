/**
 * Escaping of page text: a character gets a backslash only where Craft's dialect would read it as
 * markup at that position, so page text never becomes markup and reads as it was.
 *
 * Text is escaped one run (text node) at a time, but what is markup depends on the text as it will
 * be joined: `<span>2</span>. x` is a numbered list, `[a]` then `(b)` from the next node is a link,
 * `*` before a node boundary may or may not open emphasis. So escapeRun decides what the run alone
 * decides, and puts MARK (a Unicode noncharacter, reserved for a program's internal use) before each
 * character whose fate depends on its neighbours; escape-marks.ts decides those on the finished
 * markdown, where the neighbours are known. escapeText does both at once for text that stands alone.
 *
 * Always escaped (Craft extensions, and where guessing wrong costs a live tag or link):
 * - `` ` `` (an unescaped code span would hide text from every other rule), `==` runs (highlight
 *   shorthand), a `\` before punctuation or at the run's end; `$` in text that stands alone
 *   (escapeText: a header field does not know the fields it is joined with).
 * - `<` that starts something tag-like (`<callout>`, `</content>`) or ends a run (the next node could
 *   supply `callout>`) becomes `&lt;`, not `\<`: a backslash still leaves a `<callout>` substring that
 *   a tag scanner running before the markdown parser would match. A following `&…;` in the text
 *   becomes `&amp;…;` so entities the page showed literally stay literal.
 * - `block://` and `date://` become `block\://`, `date\://`; split across runs (a run ending in
 *   `block:`, or starting with `://` or the end of the word, `ock://`), when they meet.
 * Escaped where they could be markup (decided on the joined markdown):
 * - `$` (math) where another `$` stands in the same block (paragraph): a lone price stays bare, as
 *   no inline-math parser reads one `$` as math;
 * - `[…]` followed by `(` or `:` (a link or a definition), a bracket that would pair with the
 *   converter's own link brackets;
 * - `*`, `_` and `~` (Craft strikes through with one tilde) that could open or close emphasis
 *   (flanking.ts) with a partner in the paragraph; a leading `=` after another `=`;
 * - at a line start only: `#`, `-`, `+`, `*`, `>`, `|`, `=`, `1.`, `1)`, a divider, a table
 *   delimiter row, a `~~~` fence.
 * Invisible format characters (Unicode Cf) count as absent in the tag, scheme and `=` patterns:
 * Craft's handling of them is undocumented, and a pipeline that strips them would rebuild the markup.
 */
import { couldDelimit } from './flanking';
import { resolveMarks } from './escape-marks';
import { markLineStart } from './escape-line-start';
import { formatCharPattern, hasFormatChar } from './format-chars';

/** Put before a page character whose escaping escape-marks.ts decides on the joined markdown. */
export const MARK = '\uFDD0';
const MARKS = /\uFDD0/g;
const MARKED_DOLLAR = /\uFDD0\$/g;

const spaced = (word: string, cf: string) => word.split('').join(cf);
const suffixes = (word: string, cf: string) => Array.from(word, (_, i) => spaced(word.slice(i), cf)).join('|');
const scheme = (cf: string) => `(?:${spaced('block', cf)}|${spaced('date', cf)})`;

const ENTITY_LIKE = /&(?=#?[a-z0-9]+;)/gi;
// Cf runs (format-chars.ts: left out of the pattern for text without a Cf character).
const TAG_LIKE = formatCharPattern((cf) => `<(?=${cf}\\/?${cf}(?:[a-z!?]|$))`, 'giu');
/** `block://` or `date://` whole in the run. */
const SCHEME = formatCharPattern((cf) => `(${scheme(cf)}${cf}):(?=${cf}/${cf}/)`, 'giu');
/**
 * A colon whose scheme depends on the next or previous run: at the run's start (after nothing or the
 * end of `block`/`date`), or after `block`/`date` at the run's end (`block:`, `block:/`).
 */
const SCHEME_EDGE = formatCharPattern(
  (cf) =>
    `(^${cf}(?:${suffixes('block', cf)}|${suffixes('date', cf)})?${cf}):(?=${cf}(?:/${cf}/|/?${cf}$))|(${scheme(cf)}${cf}):(?=${cf}/?${cf}$)`,
  'giu',
);
const DOUBLE_EQUALS = formatCharPattern((cf) => `=${cf}=`, 'u');
const EQUALS_RUN = formatCharPattern((cf) => `=(?:${cf}=)+`, 'gu');
const LEADING_EQUALS = formatCharPattern((cf) => `^([\\s${cf && '\\p{Cf}'}]*)=`, 'u');

/**
 * Whether `text` may need escaping or marking: its first character after leading whitespace is
 * non-ASCII or markup at a line start (a run may start a line: `#-+>|*_.):=` and digits), or any
 * character can take part in markup anywhere in a run (`\\*_\`[]<&$~=:` and MARK). A regex, not a
 * character loop: on the first call (every clip is one) the loop ran in V8's interpreter over every
 * character of the page's text; the regex runs as native code.
 */
const MAY_NEED_ESCAPE = /^[\t-\r ]*[\x80-\uffff#+>|*_.):=0-9-]|[\\*_`[\]<&$~=:\uFDD0]/;

/** One run of page text (whitespace already collapsed), escaped and marked (see the header). */
export function escapeRun(text: string): string {
  if (!MAY_NEED_ESCAPE.test(text)) return text;
  let out = text.includes(MARK) ? text.replace(MARKS, '\uFFFD') : text;
  out = escapePunctuation(out);
  // The steps below add and remove no Cf character: one look decides every pattern's form.
  const cf = hasFormatChar(out);
  if (out.includes('&')) out = out.replace(ENTITY_LIKE, '&amp;');
  if (out.includes('<')) out = out.replace(TAG_LIKE(cf), '&lt;');
  if (out.includes(':')) out = out.replace(SCHEME(cf), '$1\\:').replace(SCHEME_EDGE(cf), `$1$2${MARK}:`);
  out = markLineStart(out);
  if (!out.includes('=')) return out;
  if (DOUBLE_EQUALS(cf).test(out)) out = out.replace(EQUALS_RUN(cf), (m) => m.replace(/=/g, '\\='));
  // A leading `=` may follow one the previous run ended with (`==`), or underline a line (setext).
  const leading = LEADING_EQUALS(cf);
  return leading.test(out) ? out.replace(leading, `$1${MARK}=`) : out;
}

/** Page text that stands alone (a title, a header field): its edges are a line's edges. */
export function escapeText(text: string): string {
  let run = escapeRun(text);
  if (run.includes('$')) run = run.replace(MARKED_DOLLAR, '\\$$');
  return run.includes(MARK) ? resolveMarks(run) : run;
}

/** Text for a markdown image's alt: no brackets (the image pattern ends at the first `]`). */
export function escapeAlt(text: string): string {
  return escapeRun(text.replace(/\[/g, '(').replace(/\]/g, ')'));
}

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

/** `\` and backticks always; `$` marked; `*`/`_` runs and brackets by their neighbours in the run. */
function escapePunctuation(text: string): string {
  if (!/[\\`$~*_[\]]/.test(text)) return text;
  const brackets = text.includes('[') || text.includes(']') ? bracketFates(text) : undefined;
  let out = '';
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text[i];
    if (c === '\\') out += i + 1 === n || ASCII_PUNCTUATION.test(text[i + 1]) ? '\\\\' : '\\';
    else if (c === '`') out += '\\' + c;
    else if (c === '$') out += MARK + c;
    else if (c === '*' || c === '_' || c === '~') {
      let j = i + 1;
      while (j < n && text[j] === c) j++;
      const run = text.slice(i, j);
      // Whether it pairs with another run is known only in the joined paragraph (escape-runs.ts).
      out += i === 0 || j === n || couldDelimit(c, text[i - 1], text[j]) ? run.replace(/./g, MARK + '$&') : run;
      i = j - 1;
    } else if (brackets && (c === '[' || c === ']')) out += (brackets.get(i) ?? '') + c;
    else out += c;
  }
  return out;
}

/**
 * What goes before each bracket: `\` for both of a pair followed by `(` or `:` (a link, a link
 * definition); MARK for a pair that ends the run (the next run may supply the `(`) and for a bracket
 * without a partner in the run (escape-marks.ts pairs it on the joined line); nothing for a pair
 * inside the run (`[1]`), which pairs with itself wherever the run lands.
 */
function bracketFates(text: string): Map<number, string> {
  const fates = new Map<number, string>();
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '[') open.push(i);
    else if (text[i] === ']') {
      const start = open.pop();
      const fate =
        start === undefined || i === text.length - 1 ? MARK : text[i + 1] === '(' || text[i + 1] === ':' ? '\\' : '';
      if (!fate) continue;
      fates.set(i, fate);
      if (start !== undefined) fates.set(start, fate);
    }
  }
  for (const i of open) fates.set(i, MARK);
  return fates;
}

/** Escapes text used inside a TeX formula so it cannot close the `$` delimiters or open a tag. */
export function escapeTex(tex: string): string {
  const text = tex.replace(MARKS, '\uFFFD').replace(/\s+/g, ' ').trim();
  let out = '';
  for (let i = 0; i < text.length; i++) {
    let c = text[i];
    if (c === '\\') {
      // A backslash that ends the formula would escape the closing `$` (TeX reads it as a control
      // space: nothing visible is lost). Otherwise it stays with the character it escapes.
      if (i + 1 === text.length) break;
      c = text[++i];
      if (c !== '$' && c !== '<' && c !== '>') {
        out += '\\' + c;
        continue;
      }
    }
    out += c === '$' ? '\\$' : c === '<' ? '\\lt ' : c === '>' ? '\\gt ' : c;
  }
  return out.replace(/\s+/g, ' ').trim();
}
