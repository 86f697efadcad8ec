/**
 * What an image must pass before anything is sent to Craft: a known image type (sniffed from the
 * bytes) and at most MAX_IMAGE_BYTES. Refusals are sentences for the user; nothing is uploaded.
 */
import { sniffImageType, type ImageType } from './sniff';
import { localized, text } from '../i18n/ui-text';
// Its own file: capture.js reads it without this file's texts (i18n/text.ts says why).
import { MAX_IMAGE_BYTES } from './max-bytes';

export { MAX_IMAGE_BYTES };

export const IMAGE_REFUSALS = localized({
  tooLarge: text('image_tooLarge', MAX_IMAGE_BYTES / 1024 / 1024),
  notAnImage: 'image_notAnImage',
  empty: 'image_empty',
});

export type ImageRefusal = keyof typeof IMAGE_REFUSALS;

/** A refusal carries its words and its reason by name (a text stored for later names the reason, not its words). */
export type CheckedImage = { ok: true; contentType: ImageType } | { ok: false; error: string; reason: ImageRefusal };

/** A declared size (Content-Length) over the limit is refused before the bytes are read. */
export function declaredTooLarge(contentLength: string | null | undefined): boolean {
  const n = Number(contentLength);
  return Number.isFinite(n) && n > MAX_IMAGE_BYTES;
}

const refused = (reason: ImageRefusal): CheckedImage => ({ ok: false, error: IMAGE_REFUSALS[reason], reason });

export function checkImage(bytes: ArrayBuffer | Uint8Array): CheckedImage {
  if (bytes.byteLength === 0) return refused('empty');
  if (bytes.byteLength > MAX_IMAGE_BYTES) return refused('tooLarge');
  const contentType = sniffImageType(bytes);
  return contentType ? { ok: true, contentType } : refused('notAnImage');
}
