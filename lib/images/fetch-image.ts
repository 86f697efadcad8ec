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
import { readCapped } from './read-capped';
import type { ImageType } from './sniff';

export interface FetchedImage {
  bytes: Uint8Array;
  contentType: ImageType;
  /** Where the bytes came from; `page` for an http(s) URL means the page's cookies may have been needed. */
  via: 'page' | 'background' | 'data';
}

export interface ImageFetchDeps {
  /** Runs lib/images/page-fetch.ts in the image's frame; undefined when the page cannot be scripted. */
  inPage?: (url: string, maxBytes: number, stallMs: number) => Promise<PageFetchResult | undefined>;
  fetch: typeof globalThis.fetch;
  /** No answer or no new bytes for this long ends a download (default IMAGE_STALL_MS). */
  stallMs?: number;
}

/**
 * A server that stops sending for this long is given up on, in the page and in the background, so a
 * stalled image gets its message in at most about twice this (page try, then background try).
 */
export const IMAGE_STALL_MS = 15_000;

export type ImageFetchResult = { ok: true; value: FetchedImage } | { ok: false; error: string };

const UNSUPPORTED_SCHEME = 'Only images from http(s), data: and blob: addresses can be sent. Nothing was sent.';
const BAD_DATA_URL = 'This data: image address is malformed. Nothing was sent.';
const BLOB_UNREADABLE =
  'This image only exists inside its page (a blob: address) and the page could not be read. Reload the page and try again. Nothing was sent.';

export function httpFailure(status: number): string {
  const what = status === 404 ? ' (not found)' : status === 401 || status === 403 ? ' (access refused)' : '';
  return `The image could not be downloaded: the server answered ${status}${what}. Nothing was sent.`;
}

export const STALLED =
  'The image server stopped sending before the image was complete. Nothing was sent; try again later.';

export function blockedFailure(url: string): string {
  return `The image could not be downloaded: ${new URL(url).host} refused or blocked the request, both from the page and from the extension. Nothing was sent.`;
}

function checked(bytes: Uint8Array, via: FetchedImage['via']): ImageFetchResult {
  const check = checkImage(bytes);
  return check.ok ? { ok: true, value: { bytes, contentType: check.contentType, via } } : check;
}

async function fetchAnonymously(
  url: string,
  fetchFn: typeof globalThis.fetch,
  stallMs: number,
): Promise<{ bytes?: Uint8Array; status?: number; tooLarge?: boolean; stalled?: boolean }> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const noAnswer = new Promise<'stalled'>((resolve) => (timer = setTimeout(() => resolve('stalled'), stallMs)));
  try {
    const response = await Promise.race([
      fetchFn(url, { credentials: 'omit', signal: abort.signal }),
      noAnswer,
    ]).finally(() => clearTimeout(timer));
    if (response === 'stalled') {
      abort.abort();
      return { stalled: true };
    }
    if (!response.ok) return { status: response.status };
    if (declaredTooLarge(response.headers.get('content-length'))) return { tooLarge: true };
    const read = await readCapped(response, { maxBytes: MAX_IMAGE_BYTES, stallMs }, abort);
    if (read.ok) return { bytes: read.bytes };
    return read.reason === 'too-large' ? { tooLarge: true } : read.reason === 'stalled' ? { stalled: true } : {};
  } catch {
    return {};
  }
}

/** The page runner answers within about one stall limit; one that does not (a hung frame) counts as no answer. */
function bounded<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export async function fetchImage(url: string, deps: ImageFetchDeps): Promise<ImageFetchResult> {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'data') {
    const decoded = decodeDataUrl(url);
    return decoded ? checked(decoded.bytes, 'data') : { ok: false, error: BAD_DATA_URL };
  }
  if (scheme !== 'http' && scheme !== 'https' && scheme !== 'blob') return { ok: false, error: UNSUPPORTED_SCHEME };

  const stallMs = deps.stallMs ?? IMAGE_STALL_MS;
  const page = deps.inPage
    ? await bounded(
        deps.inPage(url, MAX_IMAGE_BYTES, stallMs).catch(() => undefined),
        2 * stallMs,
      )
    : undefined;
  if (page?.ok) return checked(base64ToBytes(page.base64), 'page');
  if (page && !page.ok && page.tooLarge) return { ok: false, error: TOO_LARGE };
  if (scheme === 'blob') return { ok: false, error: page?.stalled ? STALLED : BLOB_UNREADABLE };

  const own = await fetchAnonymously(url, deps.fetch, stallMs);
  if (own.bytes) return checked(own.bytes, 'background');
  if (own.tooLarge) return { ok: false, error: TOO_LARGE };
  if (own.stalled || (page && !page.ok && page.stalled && own.status === undefined))
    return { ok: false, error: STALLED };
  const status = own.status ?? (page && !page.ok ? page.status : undefined);
  return { ok: false, error: status ? httpFailure(status) : blockedFailure(url) };
}
