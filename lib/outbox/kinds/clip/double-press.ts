/**
 * A double press: the same clip sent twice at once — the menu and the shortcut, or a key pressed
 * twice — arrives as two `clip` sends a moment apart with the same content. Within
 * POLICY.doublePressMs that is one clip (issue 17 item 4): the second send joins the first job. A
 * press is named by a digest of what would arrive (connection, destination, place, source, markdown,
 * images) and when it was sent; the digest survives the delivered job dropping its markdown.
 */
import type { ClipRequest } from '../../../model/clip';

export interface Press {
  /** Digest of the clip's content and where it goes. */
  key: string;
  /** When it was sent (ms). */
  at: number;
}

/** FNV-1a, 2 × 32 bits with different offsets: plenty to tell two clips apart, synchronous, no dependency. */
function digest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193 + 2);
  }
  return `${text.length.toString(36)}-${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}

export function pressOf(request: ClipRequest, at: number): Press {
  const { connectionId, destination, insertAt, sourceUrl, markdown, uploads, resume } = request;
  const images = (uploads ?? []).map((u) => `${u.url} ${digest(u.base64)}`);
  return {
    key: digest(JSON.stringify({ connectionId, destination, insertAt, sourceUrl, resume, markdown, images })),
    at,
  };
}

/** Whether `later` is a second press of `earlier`: the same content, sent within `windowMs` of it. */
export function samePress(earlier: Press | undefined, later: Press | undefined, windowMs: number): boolean {
  return (
    !!earlier && !!later && earlier.key === later.key && later.at >= earlier.at && later.at - earlier.at <= windowMs
  );
}
