/**
 * The text of a task. The first part is the title, usually the page linked: `[Title](url)`.
 * A note (the selection) follows on the same line, after NOTE_SEPARATOR, flattened (whitespace
 * collapsed) and capped at MAX_NOTE_CHARS. Brackets in the title are escaped so `[a] b` cannot
 * break the link.
 *
 * Why one line: whether Craft keeps `Title\nnote` as one task was never recorded
 * (shared/spec/craft-api-evidence.md §3a #6, open question in §6); what is recorded is that the
 * server makes one block per line of list markdown (§3c #27, R4/R11/R12 LIVE). A note on a second
 * line could split the task or be refused, and a split task is not found again by its text after
 * a lost answer. A single line cannot be split. `npm run check-connection` asks the live question.
 */
export const MAX_NOTE_CHARS = 1_000;
export const MAX_TITLE_CHARS = 300;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function cap(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Link text inside `[…]`: backslash-escape the brackets and backslashes Craft would read as markup. */
export function escapeLinkText(text: string): string {
  return text.replace(/[\\[\]]/g, (c) => `\\${c}`);
}

/** `[Title](url)`; the bare title when there is no http(s) URL; the URL when there is no title. */
export function taskTitle(title: string | undefined, url: string | undefined): string {
  const text = cap(collapse(title ?? ''), MAX_TITLE_CHARS);
  const link =
    url && /^https?:\/\//i.test(url)
      ? url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
      : undefined;
  if (!link) return text;
  return `[${escapeLinkText(text || link)}](${link})`;
}

/** Between a task's title and its note. */
export const NOTE_SEPARATOR = ' — ';

/** The `markdown` field of POST /tasks: the title, then the note on the same line when there is one. */
export function taskMarkdown(title: string, note?: string): string {
  const first = collapse(title);
  const second = cap(collapse(note ?? ''), MAX_NOTE_CHARS);
  return second ? `${first}${NOTE_SEPARATOR}${second}` : first;
}

/**
 * The same as a to-do block for a connection without tasks (POST /blocks markdown): `- [ ] title`,
 * and the note as an indented block under it (block markdown splits on line breaks, so a second
 * line could not stay inside the to-do).
 */
export function todoBlockMarkdown(title: string, note?: string): string {
  const second = cap(collapse(note ?? ''), MAX_NOTE_CHARS);
  return `- [ ] ${collapse(title)}${second ? `\n  ${second}` : ''}`;
}

/** What the popup shows of a task's markdown: links reduced to their text, first line only. */
export function taskDisplayText(markdown: string): string {
  const first = markdown.split('\n')[0] ?? '';
  return first.replace(/\[((?:\\.|[^\]\\])*)\]\([^)]*\)/g, (_, text: string) => text.replace(/\\(.)/g, '$1')).trim();
}
