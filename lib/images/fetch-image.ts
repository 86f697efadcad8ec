/**
 * Gets an image's bytes for upload: `data:` URLs are decoded here; http(s) images are fetched in
 * the page first (cookies, referrer rules, hotlink protection all as the user sees the page), then
 * by the background anonymously as a fallback; `blob:` URLs exist only inside their page, so only
 * the page can read them. The bytes are then checked (lib/images/checks.ts): on any refusal the
 * caller sends nothing. No browser API here: the page runner and fetch come in as parameters.
 */
import { base64ToBytes, decodeDataUrl } from './base64';
import { checkImage, declaredTooLarge, IMAGE_REFUSALS, MAX_IMAGE_BYTES } from './checks';
import { t } from '../i18n/t';
import { localized } from '../i18n/ui-text';
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

export const FETCH_REFUSALS = localized({
  badScheme: 'image_badScheme',
  badDataUrl: 'image_badDataUrl',
  blobUnreadable: 'image_blobUnreadable',
  stalled: 'image_stalled',
});

export function httpFailure(status: number): string {
  if (status === 404) return t('image_httpNotFound', status);
  return t(status === 401 || status === 403 ? 'image_httpRefused' : 'image_httpFailure', status);
}

export function blockedFailure(url: string): string {
  return t('image_blocked', new URL(url).host);
}

function checked(bytes: Uint8Array, via: FetchedImage['via']): ImageFetchResult {
  const check = checkImage(bytes);
  return check.ok
    ? { ok: true, value: { bytes, contentType: check.contentType, via } }
    : { ok: false, error: check.error };
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
    return decoded ? checked(decoded.bytes, 'data') : { ok: false, error: FETCH_REFUSALS.badDataUrl };
  }
  if (scheme !== 'http' && scheme !== 'https' && scheme !== 'blob')
    return { ok: false, error: FETCH_REFUSALS.badScheme };

  const stallMs = deps.stallMs ?? IMAGE_STALL_MS;
  const page = deps.inPage
    ? await bounded(
        deps.inPage(url, MAX_IMAGE_BYTES, stallMs).catch(() => undefined),
        2 * stallMs,
      )
    : undefined;
  if (page?.ok) return checked(base64ToBytes(page.base64), 'page');
  if (page && !page.ok && page.tooLarge) return { ok: false, error: IMAGE_REFUSALS.tooLarge };
  if (scheme === 'blob')
    return { ok: false, error: page?.stalled ? FETCH_REFUSALS.stalled : FETCH_REFUSALS.blobUnreadable };

  const own = await fetchAnonymously(url, deps.fetch, stallMs);
  if (own.bytes) return checked(own.bytes, 'background');
  if (own.tooLarge) return { ok: false, error: IMAGE_REFUSALS.tooLarge };
  if (own.stalled || (page && !page.ok && page.stalled && own.status === undefined))
    return { ok: false, error: FETCH_REFUSALS.stalled };
  const status = own.status ?? (page && !page.ok ? page.status : undefined);
  return { ok: false, error: status ? httpFailure(status) : blockedFailure(url) };
}
