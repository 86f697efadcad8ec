/**
 * The second half of escaping (escape.ts): on the joined markdown, each MARK is removed, with a
 * backslash in its place when the character after it is markup where it now stands:
 * - at a line start (after indentation, quote, list and toggle markers and the dialect's opening
 *   tags, which a parser reads past): `#` before a space, `-`/`+`/`*` before a space or the line
 *   end, `>`, `|`, a divider (`---`, `* * *`), a table delimiter row, a number (≤ 9 digits) with `.`
 *   or `)` before a space or the line end;
 * - anywhere: a `$` with another `$` in its block (paragraph: lines up to a blank one), which could
 *   pair with it as math (a page's, a formula's, one inside code: any counts); a `:` between `block`/`date` and `//` (also across emphasis markers), an `=` after
 *   another; a `*`/`_`/`~` run that could open or close emphasis with the characters now around it and a
 *   partner in its paragraph (or a `~~~` fence at a line start);
 *   a bracket that would take part in a link: paired with another page bracket and followed by `(`
 *   or `:`, or paired with one of the converter's own link brackets (bracket-pairs.ts); a `[` that
 *   starts a to-do's box (`[ ] `, `[x] `) at a line start.
 * Page text never contains MARK (escape.ts replaces it), so every MARK here is one escapeRun put.
 */
import { pairBrackets } from './bracket-pairs';
import { emphasisEscapes } from './escape-runs';
import { formatCharPattern, hasFormatChar } from './format-chars';

const MARK = '\uFDD0';
const MARKED = /\uFDD0([\s\S])/g;
/** What a parser reads past before a line's own content: whitespace, Cf, quote/list/toggle markers, tags. */
const STRUCTURE = formatCharPattern(
  (cf) =>
    `(?:[^\\S\\n]|${cf && '\\p{Cf}|'}>|[-+*] \\[[ xX-]\\] |[-+*] |\\d{1,9}[.)] |<(?:callout|caption|content|pageTitle|highlight)(?: [^>\\n]*)?>)*`,
  'uy',
);
/** STRUCTURE for the markdown resolveMarks is working on (Cf or not is decided once for all of it). */
let structure: RegExp;
const DIVIDER = /^([*_-])(?:\s*\1){2,}\s*$/;
const DELIMITER_ROW = /^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;

export function resolveMarks(markdown: string): string {
  return markdown.replace(MARKED, marksOf(markdown)(0));
}

/**
 * resolveMarks in parts (a long page's markdown: lib/convert/chunked.ts): the same replacements, on
 * slices of about `chars` characters cut after a line end (a MARK and its character never straddle
 * one), each decided on the whole markdown, with `pause` between two slices.
 */
export async function resolveMarksInParts(
  markdown: string,
  pause: () => Promise<void>,
  chars: number,
): Promise<string> {
  const replacer = marksOf(markdown);
  let out = '';
  for (let from = 0; from < markdown.length;) {
    if (from) await pause();
    const end = markdown.indexOf('\n', from + chars);
    const to = end < 0 ? markdown.length : end + 1;
    out += markdown.slice(from, to).replace(MARKED, replacer(from));
    from = to;
  }
  return out;
}

type Replacer = (mark: string, c: string, at: number) => string;

/** The MARK replacer for `markdown`, or for a slice of it starting at `offset`. */
function marksOf(markdown: string): (offset: number) => Replacer {
  // Bracket decisions are made a line at a time (pairing needs the whole line), then looked up.
  const brackets = new Map<number, boolean>();
  const mine = STRUCTURE(hasFormatChar(markdown));
  return (offset) => (_m, c, sliceAt) => {
    // Set again each time: another conversion may have run between two slices.
    structure = mine;
    const at = sliceAt + offset;
    let escape: boolean;
    if (c === '[' || c === ']') {
      if (!brackets.has(at)) pairBrackets(markdown, lineStartOf(markdown, at), brackets);
      escape = brackets.get(at) || (c === '[' && isTaskBox(markdown, at));
    } else escape = escapes(markdown, at, c);
    return escape ? '\\' + c : c;
  };
}

/** Whether the character `c` after the MARK at `at` is markup where it stands. */
function escapes(md: string, at: number, c: string): boolean {
  const pos = at + 1;
  switch (c) {
    case '#':
      return atLineStart(md, at) && /^#{0,5}(?:\s|$)/.test(restOfLine(md, pos + 1));
    case '-':
      return (
        atLineStart(md, at) && (spaceOrEnd(md, pos + 1) || DIVIDER.test(restOfLine(md, pos)) || isDelimiterRow(md, pos))
      );
    case '+':
      return atLineStart(md, at) && spaceOrEnd(md, pos + 1);
    case '>':
      return atLineStart(md, at);
    case '|':
      return atLineStart(md, at);
    case ':':
      return formsScheme(md, at, pos) || (atLineStart(md, at) && isDelimiterRow(md, pos));
    case '$':
      return dollarsInBlock(md, at) > 1;
    case '=':
      return atLineStart(md, at) || previousVisible(md, at) === '=';
    case '.':
    case ')':
      return afterLineStartNumber(md, at) && spaceOrEnd(md, pos + 1);
    case '*':
    case '_':
    case '~': {
      if (
        c !== '~' &&
        atLineStart(md, at) &&
        ((c === '*' && spaceOrEnd(md, pos + 1)) || DIVIDER.test(restOfLine(md, pos)))
      )
        return true;
      return emphasisEscapes(md, pos, c, (i) => atLineStart(md, i));
    }
    default:
      return false;
  }
}

const BLANK_LINE = /\n[^\S\n]*\n/g;
/** The last block whose `$` were counted (marks are resolved in order: one count per block). */
let lastBlock: { md: string; start: number; end: number; dollars: number } | undefined;

/** How many `$` the block (lines between blank ones) around `at` holds. */
function dollarsInBlock(md: string, at: number): number {
  if (lastBlock?.md === md && lastBlock.start <= at && at < lastBlock.end) return lastBlock.dollars;
  const start = blockStart(md, at);
  BLANK_LINE.lastIndex = start;
  const end = BLANK_LINE.exec(md)?.index ?? md.length;
  let dollars = 0;
  for (let i = md.indexOf('$', start); i >= 0 && i < end; i = md.indexOf('$', i + 1)) dollars++;
  lastBlock = { md, start, end, dollars };
  return dollars;
}

/** Where the block holding `at` starts: after the last blank line before it. */
function blockStart(md: string, at: number): number {
  for (let end = md.lastIndexOf('\n', at - 1); end > 0;) {
    const prev = md.lastIndexOf('\n', end - 1);
    if (!md.slice(prev + 1, end).trim()) return end + 1;
    end = prev;
  }
  return 0;
}

const TASK_BOX = /^\[[ xX-]\](?:\s|$)/;
/** `[ ]`, `[x]` or `[-]` then a space or the line's end, at a line start: after `- `, a to-do's box. */
function isTaskBox(md: string, at: number): boolean {
  return TASK_BOX.test(restOfLine(md, at + 1)) && atLineStart(md, at);
}

/** The character before `at`, invisible ones (marks, Cf) skipped. */
function previousVisible(md: string, at: number): string | undefined {
  let i = at - 1;
  while (i >= 0 && (md[i] === MARK || /\p{Cf}/u.test(md[i]))) i--;
  return i >= 0 ? md[i] : undefined;
}

const SCHEME_BEFORE = /(?:block|date)$/i;
const SCHEME_AFTER = /^\/\//;
/** What a reader sees around a colon: emphasis markers, marks and Cf do not break a word. */
const INVISIBLE = /[\uFDD0\p{Cf}*_~]/gu;

/** `block`/`date` before the colon at `pos` and `//` after it, as a reader would see the text. */
function formsScheme(md: string, at: number, pos: number): boolean {
  const start = lineStartOf(md, at);
  const before = md.slice(Math.max(start, at - 40), at).replace(INVISIBLE, '');
  if (!SCHEME_BEFORE.test(before)) return false;
  return SCHEME_AFTER.test(
    restOfLine(md, pos + 1)
      .slice(0, 40)
      .replace(INVISIBLE, ''),
  );
}

function lineStartOf(md: string, at: number): number {
  return md.lastIndexOf('\n', at - 1) + 1;
}

/** Whether only structure (see STRUCTURE) stands between the line's start and `at`. */
function atLineStart(md: string, at: number): boolean {
  const start = lineStartOf(md, at);
  structure.lastIndex = start;
  structure.exec(md);
  return structure.lastIndex === at;
}

/**
 * The converter's closing tags: a block's content ends where they start (`<callout>***</callout>` is a
 * callout holding a divider), so they end a line as a newline does.
 */
const CLOSERS = '(?:</(?:callout|caption|content|highlight|pageTitle|page)>)+';
const CLOSERS_AT_END = new RegExp(CLOSERS + '\\s*$');
const CLOSERS_AT = new RegExp(CLOSERS, 'y');

/** The rest of the line from `from`, without marks, up to the closing tags that end it. */
function restOfLine(md: string, from: number): string {
  const end = md.indexOf('\n', from);
  let line = md.slice(from, end < 0 ? md.length : end);
  if (line.includes(MARK)) line = line.replace(/\uFDD0/g, '');
  return line.includes('</') ? line.replace(CLOSERS_AT_END, '') : line;
}

/** The character at `from` (marks skipped) is whitespace (see escape-line-start.ts), a closing tag or the end. */
function spaceOrEnd(md: string, from: number): boolean {
  let i = from;
  while (md[i] === MARK) i++;
  if (i >= md.length || /\s/.test(md[i])) return true;
  CLOSERS_AT.lastIndex = i;
  return md[i] === '<' && CLOSERS_AT.test(md);
}

/** The whole line from the line start is a table delimiter row (`---|---`, `|:-|-:|`). */
function isDelimiterRow(md: string, pos: number): boolean {
  const line = restOfLine(md, pos);
  return line.includes('|') && DELIMITER_ROW.test(line);
}

/** One to nine digits stand before `at`, at a line start. */
function afterLineStartNumber(md: string, at: number): boolean {
  let i = at;
  while (i > 0 && md.charCodeAt(i - 1) >= 48 && md.charCodeAt(i - 1) <= 57) i--;
  return at - i >= 1 && at - i <= 9 && atLineStart(md, i);
}
