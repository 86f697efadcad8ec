/**
 * An author's name from what pages offer as one: Readability's byline (the visible text, e.g.
 * "By Nathan Willis\n March 25, 2015"), meta tags and JSON-LD. Seen on real pages and cleaned here:
 * a leading "By"/"Written by"/"Par"; a date or "Edited by …" after the name (on the next line or
 * after a "·" or "|"); profile buttons read as text ("by Follow Author"); an organisation given as
 * the author (the site's own name).
 */

const MAX_CHARS = 200;
/** "By", "Written by", "Posted by", "By:" and the same word in a few languages pages in the corpus use. */
const LEADING_BY = /^(?:(?:written|posted|words|story|text|reporting|published)\s+by|by|par|von|por|door)\b\s*:?\s*/i;
/** What follows the writer's name: another role, or the date. */
const OTHER_ROLE =
  /\s*(?:[|·•,;]\s*)?\b(?:edited|updated|reviewed|fact[- ]checked|photos?|photographs?|illustrations?|translated)\s+by\b.*$/i;
/** Buttons and links next to a name that pages render inside the byline. */
const UI_WORDS =
  /\b(?:follow(?:\s+(?:author|me|us|on\s+\w+))?|view\s+(?:full\s+)?profile|see\s+all\s+(?:posts|articles|stories)|more\s+(?:by|from)\s+this\s+author|subscribe|contact\s+author)\b/gi;
/** A name is no link and holds no digits (a digit means a date, a time or a count came along). */
const NOT_A_NAME = /\d|https?:\/\/|^(?:author|admin|administrator|staff|editor|unknown|anonymous)$/i;

/** The words of a name, lower-cased, as " a b c " so containment is by whole words. */
function wordsOf(value: string): string {
  return ` ${value
    .toLowerCase()
    .replace(/^www\./, '')
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean)
    .join(' ')} `;
}

/** Whether `name` is the site itself (an organisation), e.g. "BBC News" on "BBC News" or "BBC News – Home". */
function isSiteName(name: string, siteName: string | undefined): boolean {
  if (!siteName) return false;
  const a = wordsOf(name);
  const b = wordsOf(siteName);
  return a.trim() !== '' && b.trim() !== '' && (a.includes(b) || b.includes(a));
}

/** The writer's name, or undefined when what the page offered is no name. */
export function cleanByline(raw: string | null | undefined, siteName?: string): string | undefined {
  if (!raw) return undefined;
  // The first non-empty line: later lines hold the date or an editor.
  const firstLine =
    raw
      .split(/\n/)
      .map((l) => l.trim())
      .find(Boolean) ?? '';
  const name = firstLine
    .replace(/\s+/g, ' ')
    // "Mira Okafor · 18 June 2024", "Jane Doe | Staff": the name comes first.
    .split(/\s+[|·•—–]\s+/)[0]
    .replace(LEADING_BY, '')
    .replace(OTHER_ROLE, '')
    .replace(UI_WORDS, ' ')
    .replace(LEADING_BY, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:|·•–—-]+|[\s,;:|·•–—-]+$/g, '');
  if (!name || name.length > MAX_CHARS || NOT_A_NAME.test(name)) return undefined;
  return isSiteName(name, siteName) ? undefined : name;
}
