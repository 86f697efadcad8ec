/**
 * The text of a task. The first line is the title, usually the page linked: `[Title](url)`.
 * A note (the selection) goes on a second line of the same block, after one line break: Craft
 * shows a soft line break inside a block as a new line, while a blank line would make the server
 * split the markdown into a second block, which POST /tasks has no place for. So the note is
 * flattened to one line (whitespace collapsed) and capped at MAX_NOTE_CHARS.
 * Brackets in the title are escaped so `[a] b` cannot break the link.
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
  const link = url && /^https?:\/\//i.test(url) ? url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`) : undefined;
  if (!link) return text;
  return `[${escapeLinkText(text || link)}](${link})`;
}

/** The `markdown` field of POST /tasks: title line, then the note as a second line when there is one. */
export function taskMarkdown(title: string, note?: string): string {
  const first = collapse(title);
  const second = cap(collapse(note ?? ''), MAX_NOTE_CHARS);
  return second ? `${first}\n${second}` : first;
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
