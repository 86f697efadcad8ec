/**
 * What an image must pass before anything is sent to Craft: a known image type (sniffed from the
 * bytes) and at most MAX_IMAGE_BYTES. Refusals are sentences for the user; nothing is uploaded.
 */
import { sniffImageType, type ImageType } from './sniff';

/** 20 MB: the largest image this extension sends (stated in the README and the refusal). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export const TOO_LARGE = `This image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB, the most Clip to Craft sends. Save it and drag it into Craft instead.`;
export const NOT_AN_IMAGE =
  'This is not an image Clip to Craft can send (PNG, JPEG, GIF, WebP, AVIF or SVG). Nothing was sent.';
export const EMPTY_IMAGE = 'The image is empty (0 bytes). Nothing was sent.';

export type CheckedImage = { ok: true; contentType: ImageType } | { ok: false; error: string };

/** A declared size (Content-Length) over the limit is refused before the bytes are read. */
export function declaredTooLarge(contentLength: string | null | undefined): boolean {
  const n = Number(contentLength);
  return Number.isFinite(n) && n > MAX_IMAGE_BYTES;
}

export function checkImage(bytes: ArrayBuffer | Uint8Array): CheckedImage {
  if (bytes.byteLength === 0) return { ok: false, error: EMPTY_IMAGE };
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, error: TOO_LARGE };
  const contentType = sniffImageType(bytes);
  if (!contentType) return { ok: false, error: NOT_AN_IMAGE };
  return { ok: true, contentType };
}
