// Line-level helpers for rules that nest content (list items, toggles, quotes). They know about code
// fences so code is never reflowed.

const FENCE = /^\s*(`{3,})/;

type LineFn = (line: string, inFence: boolean) => string | null;

/** Calls `fn` for each line with whether the line is inside (or delimits) a code fence. */
function mapLines(body: string, fn: LineFn): string {
  if (!body.includes('\n')) return fn(body, FENCE.test(body)) ?? '';
  const lines = body.split('\n');
  const out: string[] = [];
  mapRange(lines, 0, lines.length, { fence: '' }, fn, out);
  return out.join('\n');
}

/** mapLines over `lines[from..to)`, the open fence carried in `state` from one range to the next. */
function mapRange(lines: string[], from: number, to: number, state: { fence: string }, fn: LineFn, out: string[]) {
  for (let i = from; i < to; i++) {
    const line = lines[i]!;
    const m = FENCE.exec(line);
    let inFence = state.fence !== '';
    if (m) {
      if (!state.fence) state.fence = m[1];
      else if (m[1].length >= state.fence.length && line.trim() === m[1]) state.fence = '';
      inFence = true;
    }
    const mapped = fn(line, inFence);
    if (mapped !== null) out.push(mapped);
  }
}

/** A heading line as the converter writes it (page text's `#` at a line start is escaped). */
const HEADING_LINE = /^\s*#{1,6} /;

/**
 * Blank lines between blocks become single newlines (list items and toggle children are one run),
 * except the one after a heading: a heading is one line, and the text under it would otherwise join
 * it as one heading block (nytimes-5's teaser lists: a 326-character heading).
 */
export function collapseBlankLines(body: string): string {
  let afterHeading = false;
  return mapLines(body, (line, inFence) => {
    if (inFence || line.trim()) {
      afterHeading = !inFence && HEADING_LINE.test(line);
      return line;
    }
    if (!afterHeading) return null;
    afterHeading = false;
    return '';
  });
}

/**
 * Indents every non-empty line except code fences: whether Craft strips a fence's indentation from
 * the code lines is not documented, so code stays at column 0 (a sibling block, content intact).
 */
export function prefixLines(body: string, prefix: string): string {
  if (!prefix) return body;
  return mapLines(body, (line, inFence) => (line && !inFence ? prefix + line : line));
}

/** A table row or a whole-line image as the converter writes them (page text at a line start is escaped). */
const OWN_BLOCK_LINE = /^\s*(?:\||!\[[^\]\n]*\]\(\S+\)$)/;

/**
 * Quotes every non-empty line except those a quote cannot hold: code fences (as prefixLines), table
 * rows and image lines. Craft's quote is a text block's decoration, so `> | a |` would arrive as
 * quoted text with pipes and `> ![x](u)` as image markdown in text; unquoted they stay a table or an
 * image beside the quote (lwn-1's tables indented by `<blockquote>`).
 */
export function quoteLines(body: string): string {
  return mapLines(body, (line, inFence) => (line && !inFence && !OWN_BLOCK_LINE.test(line) ? '> ' + line : line));
}

/** Final tidy-up: trailing spaces trimmed and blank-line runs collapsed, outside fences only. */
export function tidy(markdown: string): string {
  return trimNewlines(mapLines(markdown, tidyLine())).trimEnd();
}

/**
 * tidy in parts (a long page's markdown: lib/convert/chunked.ts): `lines` lines at a time, `pause`
 * between, the same lines kept and the same text made.
 */
export async function tidyInParts(markdown: string, pause: () => Promise<void>, lines: number): Promise<string> {
  if (!markdown.includes('\n')) return tidy(markdown);
  const all = markdown.split('\n');
  const out: string[] = [];
  const state = { fence: '' };
  const fn = tidyLine();
  for (let from = 0; from < all.length; from += lines) {
    if (from) await pause();
    mapRange(all, from, Math.min(from + lines, all.length), state, fn, out);
  }
  return trimNewlines(out.join('\n')).trimEnd();
}

function tidyLine(): LineFn {
  let blank = true;
  return (line, inFence) => {
    if (inFence) {
      blank = false;
      return line;
    }
    const trimmed = line.trimEnd();
    if (!trimmed) {
      if (blank) return null;
      blank = true;
      return '';
    }
    blank = false;
    return trimmed;
  };
}

export function trimNewlines(s: string): string {
  let a = 0;
  while (a < s.length && s.charCodeAt(a) === 10) a++;
  let b = s.length;
  while (b > a && s.charCodeAt(b - 1) === 10) b--;
  return s.slice(a, b);
}
