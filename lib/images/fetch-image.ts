/**
 * Gets an image's bytes for upload: `data:` URLs are decoded here; http(s) images are fetched in
 * the page first (cookies, referrer rules, hotlink protection all as the user sees the page), then
 * by the background anonymously as a fallback; `blob:` URLs exist only inside their page, so only
 * the page can read them. The bytes are then checked (lib/images/checks.ts): on any refusal the
 * caller sends nothing. No browser API here: the page runner and fetch come in as parameters.
 */
import { base64ToBytes, decodeDataUrl } from './base64';
import { checkImage, declaredTooLarge, MAX_IMAGE_BYTES, TOO_LARGE } from './checks';
import type { PageFetchResult } from './page-fetch';
import type { ImageType } from './sniff';

export interface FetchedImage {
  bytes: Uint8Array;
  contentType: ImageType;
  /** Where the bytes came from; `page` for an http(s) URL means the page's cookies may have been needed. */
  via: 'page' | 'background' | 'data';
}

export interface ImageFetchDeps {
  /** Runs lib/images/page-fetch.ts in the image's frame; undefined when the page cannot be scripted. */
  inPage?: (url: string, maxBytes: number) => Promise<PageFetchResult | undefined>;
  fetch: typeof globalThis.fetch;
}

export type ImageFetchResult = { ok: true; value: FetchedImage } | { ok: false; error: string };

const UNSUPPORTED_SCHEME = 'Only images from http(s), data: and blob: addresses can be sent. Nothing was sent.';
const BAD_DATA_URL = 'This data: image address is malformed. Nothing was sent.';
const BLOB_UNREADABLE =
  'This image only exists inside its page (a blob: address) and the page could not be read. Reload the page and try again. Nothing was sent.';

export function httpFailure(status: number): string {
  const what = status === 404 ? ' (not found)' : status === 401 || status === 403 ? ' (access refused)' : '';
  return `The image could not be downloaded: the server answered ${status}${what}. Nothing was sent.`;
}

export function blockedFailure(url: string): string {
  return `The image could not be downloaded: ${new URL(url).host} refused or blocked the request, both from the page and from the extension. Nothing was sent.`;
}

function checked(bytes: Uint8Array, via: FetchedImage['via']): ImageFetchResult {
  const check = checkImage(bytes);
  return check.ok ? { ok: true, value: { bytes, contentType: check.contentType, via } } : check;
}

async function fetchAnonymously(url: string, fetchFn: typeof globalThis.fetch): Promise<{ bytes?: Uint8Array; status?: number; tooLarge?: boolean }> {
  try {
    const response = await fetchFn(url, { credentials: 'omit' });
    if (!response.ok) return { status: response.status };
    if (declaredTooLarge(response.headers.get('content-length'))) return { tooLarge: true };
    return { bytes: new Uint8Array(await response.arrayBuffer()) };
  } catch {
    return {};
  }
}

export async function fetchImage(url: string, deps: ImageFetchDeps): Promise<ImageFetchResult> {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'data') {
    const decoded = decodeDataUrl(url);
    return decoded ? checked(decoded.bytes, 'data') : { ok: false, error: BAD_DATA_URL };
  }
  if (scheme !== 'http' && scheme !== 'https' && scheme !== 'blob') return { ok: false, error: UNSUPPORTED_SCHEME };

  const page = deps.inPage ? await deps.inPage(url, MAX_IMAGE_BYTES).catch(() => undefined) : undefined;
  if (page?.ok) return checked(base64ToBytes(page.base64), 'page');
  if (page && !page.ok && page.tooLarge) return { ok: false, error: TOO_LARGE };
  if (scheme === 'blob') return { ok: false, error: BLOB_UNREADABLE };

  const own = await fetchAnonymously(url, deps.fetch);
  if (own.bytes) return checked(own.bytes, 'background');
  if (own.tooLarge) return { ok: false, error: TOO_LARGE };
  const status = own.status ?? (page && !page.ok ? page.status : undefined);
  return { ok: false, error: status ? httpFailure(status) : blockedFailure(url) };
}
