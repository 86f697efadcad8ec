/**
 * What an image must pass before anything is sent to Craft: a known image type (sniffed from the
 * bytes) and at most MAX_IMAGE_BYTES. Refusals are sentences for the user; nothing is uploaded.
 */
import { sniffImageType, type ImageType } from './sniff';
import { localized, text } from '../i18n/ui-text';

/** 20 MB: the largest image this extension sends (stated in the README and the refusal). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export const IMAGE_REFUSALS = localized({
  tooLarge: text('image_tooLarge', MAX_IMAGE_BYTES / 1024 / 1024),
  notAnImage: 'image_notAnImage',
  empty: 'image_empty',
});

export type CheckedImage = { ok: true; contentType: ImageType } | { ok: false; error: string };

/** A declared size (Content-Length) over the limit is refused before the bytes are read. */
export function declaredTooLarge(contentLength: string | null | undefined): boolean {
  const n = Number(contentLength);
  return Number.isFinite(n) && n > MAX_IMAGE_BYTES;
}

export type ImageRefusal = keyof typeof IMAGE_REFUSALS;

/** Why checkImage refuses `bytes`, by name (a text stored for later names its reason, not its words). */
export function imageRefusal(bytes: ArrayBuffer | Uint8Array): ImageRefusal | undefined {
  if (bytes.byteLength === 0) return 'empty';
  if (bytes.byteLength > MAX_IMAGE_BYTES) return 'tooLarge';
  return sniffImageType(bytes) ? undefined : 'notAnImage';
}

export function checkImage(bytes: ArrayBuffer | Uint8Array): CheckedImage {
  const refusal = imageRefusal(bytes);
  if (refusal) return { ok: false, error: IMAGE_REFUSALS[refusal] };
  return { ok: true, contentType: sniffImageType(bytes)! };
}
