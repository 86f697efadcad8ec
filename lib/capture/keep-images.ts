/**
 * "Keep images in Craft", the page side: which images of a clip Craft cannot fetch by itself, and
 * their bytes. Runs in the page (inside capture.js) because only the page can read a blob: URL and
 * only the page's fetch carries the user's cookies. The rule, in order:
 * - `data:` and `blob:` images: always kept;
 * - http(s) images of the page's own origin: fetched without credentials first; if that works the
 *   image is public and stays a URL (Craft re-hosts it itself); if it fails and a fetch with the
 *   user's cookies works, the image is behind a login and is kept;
 * - other http(s) images stay URLs: a cross-origin fetch from the page is blocked by CORS anyway,
 *   and probing every CDN image would slow every clip for nothing.
 * Bounded: at most MAX_KEPT_IMAGES images, each within MAX_IMAGE_BYTES, all within
 * MAX_KEPT_TOTAL_BYTES (the bytes cross executeScript and a runtime message, ~64 MB each in
 * Chromium, as base64), and KEEP_BUDGET_MS for all fetches. What is left out keeps its URL and
 * gets a note. Only standalone image lines are candidates (upload-tokens.ts).
 */
import { replaceWithTokens, standaloneImageUrls } from '../clip/upload-tokens';
import { bytesToBase64, decodeDataUrl } from '../images/base64';
import { MAX_IMAGE_BYTES } from '../images/max-bytes';
import type { KeptImage } from '../model/types';
import { text, type UiText } from '../i18n/text';

export const MAX_KEPT_IMAGES = 20;
export const MAX_KEPT_TOTAL_BYTES = 32 * 1024 * 1024;
export const KEEP_BUDGET_MS = 15_000;

export interface KeepDeps {
  fetch: typeof globalThis.fetch;
  /** The page's origin (location.origin): only same-origin http(s) images are probed. */
  origin: string;
  now?: () => number;
  limits?: Partial<{ maxImages: number; maxBytes: number; maxTotalBytes: number; budgetMs: number }>;
}

export interface Kept {
  markdown: string;
  kept: KeptImage[];
  /** Texts, put in words where they are shown (the popup, a notification, the clip history). */
  notes: UiText[];
}

type Read = { bytes: Uint8Array } | { public: true } | { skip: 'too-large' | 'unreadable' };

export const KEEP_NOTES = {
  tooLarge: text('keep_tooLarge'),
  unreadable: text('keep_unreadable'),
  slow: text('keep_slow'),
} as const;

export const tooManyNote = (n: number, max: number): UiText =>
  n === 1 ? text('keep_tooManyOne', max) : text('keep_tooMany', [n, max]);

export async function keepImages(markdown: string, deps: KeepDeps): Promise<Kept> {
  const now = deps.now ?? (() => performance.now());
  const limits = {
    maxImages: MAX_KEPT_IMAGES,
    maxBytes: MAX_IMAGE_BYTES,
    maxTotalBytes: MAX_KEPT_TOTAL_BYTES,
    budgetMs: KEEP_BUDGET_MS,
    ...deps.limits,
  };
  const deadline = now() + limits.budgetMs;
  const kept: KeptImage[] = [];
  const notes = new Set<UiText>();
  let total = 0;
  let over = 0;

  for (const url of standaloneImageUrls(markdown)) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
    const candidate =
      scheme === 'data' ||
      scheme === 'blob' ||
      ((scheme === 'http' || scheme === 'https') && sameOrigin(url, deps.origin));
    if (!candidate) continue;
    if (kept.length >= limits.maxImages) {
      over++;
      continue;
    }
    const left = deadline - now();
    if (left <= 0) {
      notes.add(KEEP_NOTES.slow);
      break;
    }
    const read = await readImage(url, scheme!, deps.fetch, limits.maxBytes, left);
    if ('public' in read) continue;
    if ('skip' in read) {
      notes.add(read.skip === 'too-large' ? KEEP_NOTES.tooLarge : KEEP_NOTES.unreadable);
      continue;
    }
    if (total + read.bytes.length > limits.maxTotalBytes) {
      notes.add(KEEP_NOTES.tooLarge);
      continue;
    }
    total += read.bytes.length;
    kept.push({ url, base64: bytesToBase64(read.bytes) });
  }
  if (over) notes.add(tooManyNote(over, limits.maxImages));
  return {
    markdown: replaceWithTokens(
      markdown,
      kept.map((k) => k.url),
    ),
    kept,
    notes: [...notes],
  };
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

async function readImage(
  url: string,
  scheme: string,
  fetchFn: typeof fetch,
  maxBytes: number,
  timeMs: number,
): Promise<Read> {
  if (scheme === 'data') {
    const decoded = decodeDataUrl(url);
    if (!decoded) return { skip: 'unreadable' };
    return decoded.bytes.length > maxBytes ? { skip: 'too-large' } : { bytes: decoded.bytes };
  }
  const signal = AbortSignal.timeout(Math.max(1, Math.ceil(timeMs)));
  if (scheme !== 'blob') {
    const anonymous = await attempt(() => fetchFn(url, { credentials: 'omit', signal }));
    if (anonymous?.ok) {
      // Public: Craft fetches it itself. Only the headers were needed.
      await anonymous.body?.cancel().catch(() => {});
      return { public: true };
    }
  }
  const response = await attempt(() => fetchFn(url, { credentials: 'include', signal }));
  if (!response?.ok) return { skip: 'unreadable' };
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    return { skip: 'too-large' };
  }
  const bytes = await attempt(async () => new Uint8Array(await response.arrayBuffer()));
  if (!bytes) return { skip: 'unreadable' };
  return bytes.length > maxBytes ? { skip: 'too-large' } : { bytes };
}

async function attempt<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch {
    return undefined;
  }
}
