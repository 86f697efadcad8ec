/**
 * The "why I saved this" note given at clip time: one quote block under the header and the tags, so
 * in Craft it reads as the user's own words above the page's (inside the nested page when there is one).
 */
import { escapeText } from '../convert/escape';

/** At most this many characters: a short note, not a second clip. */
export const MAX_NOTE_CHARS = 500;

/** The note as one quote block ("> …"), or '' when it is empty. Page-text escaping: never markup. */
export function noteBlock(note: string | undefined): string {
  const line = (note ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_NOTE_CHARS);
  return line ? `> ${escapeText(line)}` : '';
}
