// URL resolution and the scheme allow-list for links and images.
import { simpleHref } from './simple-href';

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:', 'ftp:']);
const IMAGE_SCHEMES = new Set(['http:', 'https:']);

/**
 * Resolves `raw` against `base`; null when it cannot be parsed. Browsers strip ASCII tab/newline and
 * leading/trailing C0 controls before parsing, so `java\tscript:` is `javascript:` — the WHATWG URL
 * parser does the same, which is why the scheme check runs on the parsed URL, never on the raw text.
 */
export function resolveUrl(raw: string | null | undefined, base: string): URL | null {
  if (raw == null) return null;
  const trimmed = raw.trim();
  if (!trimmed) return null;
  try {
    return new URL(trimmed, base);
  } catch {
    return null;
  }
}

/** Absolute, markdown-safe link target, or null for unsafe schemes (javascript:, data:, block:, …). */
export function safeLinkUrl(raw: string | null | undefined, base: string): string | null {
  const simple = simpleUrl(raw, base);
  if (simple !== null) return simple;
  const url = resolveUrl(raw, base);
  if (!url || !LINK_SCHEMES.has(url.protocol)) return null;
  return encodeForMarkdown(url.href);
}

/**
 * A data: image URL as it may be written into `![alt](url)`: a raster type, base64, and nothing else
 * (a hostile one could hold `) <highlight>…` and end the image early).
 */
export const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[A-Za-z0-9+/]+=*$/i;

/**
 * Absolute image URL; http(s) only. `blob:` and `data:` (a clean DATA_IMAGE) only when asked: Craft
 * cannot fetch them, and "Keep images in Craft" uploads them from the page (lib/capture); otherwise
 * a data: URL would go into the block itself, tens of kilobytes of base64.
 */
export function safeImageUrl(raw: string | null | undefined, base: string, allowPageImages = false): string | null {
  const simple = simpleUrl(raw, base);
  if (simple !== null) return simple;
  const url = resolveUrl(raw, base);
  if (!url) return null;
  if (IMAGE_SCHEMES.has(url.protocol)) return encodeForMarkdown(url.href);
  if (!allowPageImages) return null;
  if (url.protocol === 'blob:' && /^blob:https?:/i.test(url.href)) return encodeForMarkdown(url.href);
  if (url.protocol === 'data:' && DATA_IMAGE.test(url.href)) return url.href;
  return null;
}

/** An http(s) href with nothing for encodeForMarkdown to encode, when simple-href.ts can tell. */
function simpleUrl(raw: string | null | undefined, base: string): string | null {
  if (raw == null) return null;
  const trimmed = raw.trim();
  return trimmed ? simpleHref(trimmed, base) : null;
}

/** Parentheses, spaces and angle brackets would end or break a markdown link destination. */
function encodeForMarkdown(href: string): string {
  return href.replace(/[()<> ]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
}
