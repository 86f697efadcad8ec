/**
 * Escaping of page text so it never turns into markdown or Craft dialect markup.
 *
 * Why each choice (Craft's escaping rules are undocumented, see craft-api-facts.md §5, so we pick the
 * most defensive form that still reads as the literal text):
 * - Markdown punctuation gets CommonMark backslash escapes, as turndown does (`\*`, `\_`, `\[`, `` \` ``).
 *   Line-start markers (`#`, `-`, `+`, `>`, `1.`, `=`) are escaped after optional leading whitespace,
 *   because the engine later drops that whitespace, and even without the space that would make them
 *   markup, because the next text node may supply it (`<span>#</span> x`).
 * - Craft extensions: every `$` (math), every `~` (Craft strikes through with a single tilde) and
 *   every run of two or more `=` (highlight shorthand) are backslash-escaped.
 * - `<` that starts something tag-like (`<callout>`, `</content>`, `<page …`), or ends a text node
 *   (the next node could supply `callout>`), becomes `&lt;`, not `\<`:
 *   a backslash still leaves a `<callout>` substring that a tag scanner running before the markdown
 *   parser would match; `&lt;` leaves no `<` at all. A following `&…;` in the text becomes `&amp;…;`
 *   so entities the page showed literally stay literal.
 * - `block://` and `date://` become `block\://`, `date\://` so they never autolink into Craft blocks;
 *   a text node starting with `://` is escaped too, since the previous node may end in `block`.
 * - Invisible format characters (zero-width spaces and joiners, bidi controls, soft hyphens: Unicode
 *   category Cf) count as absent in every pattern above (`<\u200Bcallout>`, `=\u200B=`,
 *   `bl\u200Bock://`): Craft's handling of them is undocumented and a pipeline that strips them
 *   would otherwise rebuild the markup. The characters themselves are kept.
 */

/** Zero or more invisible format characters, as a regex source (see the header). */
const CF = '\\p{Cf}*';
const spaced = (word: string) => word.split('').join(CF);

const NEEDS_ESCAPE = /[\\*_`[\]<&$~=:]|^[\s\p{Cf}]*(?:[-+>#]|\d+\.)/u;

/** Single characters escaped with a backslash wherever they appear (the backslash itself first). */
const PUNCTUATION = /[\\*_`[\]$~]/g;
const HAS_PUNCTUATION = /[\\*_`[\]$~]/;
const ENTITY_LIKE = /&(?=#?[a-z0-9]+;)/gi;
const TAG_LIKE = /<(?=\p{Cf}*\/?\p{Cf}*(?:[a-z!?]|$))/giu;
const SCHEMES: Array<[RegExp, string]> = [
  [new RegExp(`(${spaced('block')}|${spaced('date')})(${CF}):(?=${CF}/${CF}/)`, 'giu'), '$1$2\\:'],
  [new RegExp(`^(${CF}):(?=${CF}/${CF}/)`, 'u'), '$1\\:'],
];
const LINE_START: Array<[RegExp, string]> = [
  [/^([\s\p{Cf}]*)-/u, '$1\\-'],
  [/^([\s\p{Cf}]*)\+/u, '$1\\+'],
  [/^([\s\p{Cf}]*)>/u, '$1\\>'],
  [/^([\s\p{Cf}]*)#/u, '$1\\#'],
  [/^([\s\p{Cf}]*)(\d+)\./u, '$1$2\\.'],
];

const DOUBLE_EQUALS = /=\p{Cf}*=/u;
const EQUALS_RUN = /=(?:\p{Cf}*=)+/gu;

/**
 * ASCII characters that can start or take part in markup anywhere in a text run (see the header);
 * a lookup table because escapeText runs once per text node and most runs hold none of them.
 */
const SPECIAL = new Uint8Array(128);
for (const c of '\\*_`[]<&$~=:') SPECIAL[c.charCodeAt(0)] = 1;

/**
 * Whether `text` may need escaping: one pass over the characters, the same answer as NEEDS_ESCAPE.
 * Any non-ASCII character in the leading whitespace defers to the regex (Unicode `\s` and `\p{Cf}`).
 */
function mayNeedEscape(text: string): boolean {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 32 || (c >= 9 && c <= 13)) i++;
    else if (c > 127) return NEEDS_ESCAPE.test(text);
    else break;
  }
  if (i < n) {
    const c = text.charCodeAt(i);
    if (c === 45 || c === 43 || c === 62 || c === 35 || (c >= 48 && c <= 57)) return true;
  }
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && SPECIAL[c] === 1) return true;
  }
  return false;
}

/** Escapes one run of page text (whitespace already collapsed). */
export function escapeText(text: string): string {
  if (!mayNeedEscape(text)) return text;
  if (!NEEDS_ESCAPE.test(text)) return text;
  // Each pass runs only when its trigger character is there; the order is the one the header gives.
  let out = HAS_PUNCTUATION.test(text) ? text.replace(PUNCTUATION, '\\$&') : text;
  if (out.includes('&')) out = out.replace(ENTITY_LIKE, '&amp;');
  if (out.includes('<')) out = out.replace(TAG_LIKE, '&lt;');
  if (out.includes(':')) for (const [re, to] of SCHEMES) out = out.replace(re, to);
  out = escapeLineStart(out);
  // `==` anywhere (not only at line start as in turndown): Craft reads `==x==` as a highlight.
  if (!out.includes('=')) return out;
  if (DOUBLE_EQUALS.test(out)) out = out.replace(EQUALS_RUN, (m) => m.replace(/=/g, '\\='));
  else if (out.charCodeAt(0) === 61) out = '\\' + out;
  return out;
}

/**
 * What the LINE_START patterns do, by hand when the text starts with ASCII: at most one can match
 * (each puts a backslash first), the one the first character after the whitespace selects, and its
 * escape is one backslash before the marker (before the `.` of `12.`). Number cells made the regex
 * replace a hot path. A non-ASCII start (Unicode whitespace and Cf, which only the regexes know)
 * runs the patterns.
 */
function escapeLineStart(text: string): string {
  let i = 0;
  let c = text.charCodeAt(0);
  while (c === 32 || (c >= 9 && c <= 13)) c = text.charCodeAt(++i);
  if (c > 127) {
    for (const [re, to] of LINE_START) text = text.replace(re, to);
    return text;
  }
  if (c >= 48 && c <= 57) {
    do c = text.charCodeAt(++i);
    while (c >= 48 && c <= 57);
    return c === 46 ? text.slice(0, i) + '\\' + text.slice(i) : text;
  }
  return c === 45 || c === 43 || c === 62 || c === 35 ? text.slice(0, i) + '\\' + text.slice(i) : text;
}

/** Escapes text used inside a TeX formula so it cannot close the `$` delimiters or open a tag. */
export function escapeTex(tex: string): string {
  return tex
    .replace(/\\?\$/g, '\\$')
    .replace(/</g, '\\lt ')
    .replace(/>/g, '\\gt ')
    .replace(/\s+/g, ' ')
    .trim();
}
