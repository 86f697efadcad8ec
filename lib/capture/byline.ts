/**
 * An author's name from what pages offer as one: Readability's byline (the visible text, e.g.
 * "By Nathan Willis\n March 25, 2015"), meta tags and JSON-LD. Seen on real pages and cleaned here:
 * a leading "By"/"Written by"/"Par"; a date or "Edited by …" after the name (on the next line or
 * after a "·" or "|"); profile buttons read as text ("by Follow Author"); an organisation given as
 * the author (the site's own name); a job title after the name, even glued to it ("Meg JamesStaff
 * Writer"); a phrase that is no one's name ("The Russian and Syrian defense ministries", an image
 * credit: a leading "The", or lower-case words beside capitalised ones that are not name particles).
 */

import { letterPattern } from './letter-pattern';

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

/**
 * A job title after the name: "Staff Writer", "Opinion Columnist", ", Editor". A bare title word
 * with neither a qualifier nor a comma before it may be a surname ("Jo Reporter") and stays.
 */
const TITLE_WORD = '(?:writer|reporter|correspondent|columnist|editor|contributor|journalist)s?';
const QUALIFIER =
  '(?:senior|chief|deputy|staff|contributing|executive|managing|associate|opinion|political|foreign|national|special)';
const JOB_TITLE = new RegExp(
  `(?:\\s*[,|·•–—-]\\s*(?:${QUALIFIER}\\s+)*${TITLE_WORD}|\\s+(?:${QUALIFIER}\\s+)+${TITLE_WORD})$`,
  'i',
);
/** The first word of a job title glued to the name's last letter ("JamesStaff Writer"). */
const GLUED_TITLE = letterPattern(
  String.raw`(\p{Ll})(?=(?:Senior|Chief|Deputy|Staff|Contributing|Executive|Managing|Associate|Opinion|Political|Foreign|National|Special|Writer|Reporter|Correspondent|Columnist|Editor|Contributor|Journalist)\b)`,
  'gu',
);
/** Lower-case words a name may hold: particles and the words that join two names. */
const PARTICLES = new Set(
  'and und et y e de da di del della der den van von zu la le du dos das bin ibn al el'.split(' '),
);

const LOWER_FIRST = letterPattern(String.raw`^\p{Ll}`, 'u');
const UPPER_FIRST = letterPattern(String.raw`^\p{Lu}`, 'u');

/** A phrase rather than a name: begins with "The", or mixes capitalised words with lower-case ones that are no particles. */
function isPhrase(name: string): boolean {
  if (/^the\s/i.test(name)) return true;
  const words = name.split(/[\s,&]+/).filter(Boolean);
  const lower = words.filter((w) => LOWER_FIRST.test(w) && !PARTICLES.has(w));
  return lower.length > 0 && words.some((w) => UPPER_FIRST.test(w));
}

const NAME_BREAK = letterPattern(String.raw`[^\p{L}\p{N}&]+`, 'u');

/** The words of a name, lower-cased, as " a b c " so containment is by whole words. */
function wordsOf(value: string): string {
  const lower = value.toLowerCase().replace(/^www\./, '');
  return ` ${lower.split(NAME_BREAK.for(lower)).filter(Boolean).join(' ')} `;
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
  const spaced = firstLine.replace(/\s+/g, ' ');
  const name = spaced
    .replace(GLUED_TITLE.for(spaced), '$1 ')
    // "Mira Okafor · 18 June 2024", "Jane Doe | Staff": the name comes first.
    .split(/\s+[|·•—–]\s+/)[0]
    .replace(LEADING_BY, '')
    .replace(OTHER_ROLE, '')
    .replace(UI_WORDS, ' ')
    .replace(LEADING_BY, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:|·•–—-]+|[\s,;:|·•–—-]+$/g, '')
    .replace(JOB_TITLE, '');
  if (!name || name.length > MAX_CHARS || NOT_A_NAME.test(name) || isPhrase(name)) return undefined;
  return isSiteName(name, siteName) ? undefined : name;
}
