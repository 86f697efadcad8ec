// Choosing the URL of an image: lazy-load attributes, srcset and <picture> candidates, placeholders,
// and the real image a lazy-loading page keeps in the <noscript> beside its placeholder.
import { simpleHref } from './simple-href';
import { resolveUrl, safeImageUrl } from './url';

interface Candidate {
  url: string;
  /** Width in pixels (`640w`) or density × 1,000,000 (`2x`), so widths and densities never tie. */
  size: number;
  /** 2 = a format Craft shows everywhere, 1 = unknown, 0 = avif/jxl/heic and the like. */
  format: number;
}

const LAZY_SRC = ['data-src', 'data-original', 'data-lazy-src', 'data-lazy', 'data-url', 'src'];
const LAZY_SRCSET = ['data-srcset', 'data-lazy-srcset', 'srcset'];
const PLACEHOLDER_NAME = /(?:^|[-_.])(?:spacer|blank|placeholder|transparent|1x1|clear|empty|lazyload)(?:[-_.]|$)/i;

/**
 * The image a `<noscript>` right after `img` holds: lazy loaders (Medium's blurred 60-px preview,
 * lazysizes) put the full image there for readers without scripts. With scripting on, the parser
 * keeps a noscript's content as text; it is read in an inert document of its own (DOMParser: nothing loads).
 */
function noscriptImage(img: Element): Element | null {
  const next = img.nextElementSibling;
  if (next?.localName !== 'noscript') return null;
  const html = next.textContent ?? '';
  if (!/<img\b/i.test(html)) return next.querySelector('img');
  // A document of its own from DOMParser: scripts in it never run and nothing in it loads.
  const found = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img');
  return found.length === 1 ? found[0] : null;
}

/** Best absolute URL for an `<img>`, or null when it only has a placeholder. */
export function pickImageUrl(img: Element, base: string, allowPageImages = false): string | null {
  if (isTrackingPixel(img)) return null;
  const real = noscriptImage(img);
  const fromNoscript = real && pickImageUrl(real, base, allowPageImages);
  if (fromNoscript) return fromNoscript;
  const candidates: Candidate[] = [];
  const picture = img.parentElement?.localName === 'picture' ? img.parentElement : null;
  if (picture) {
    const kids = picture.children;
    for (let i = 0, n = kids.length; i < n; i++) {
      const s = kids[i];
      if (s.localName !== 'source') continue;
      const srcset = s.getAttribute('data-srcset') ?? s.getAttribute('srcset');
      addSrcset(candidates, srcset, base, formatRank(s.getAttribute('type')));
    }
  }
  for (const attr of LAZY_SRCSET) addSrcset(candidates, img.getAttribute(attr), base, undefined);
  for (const attr of LAZY_SRC) add(candidates, img.getAttribute(attr), 0, base, undefined, allowPageImages);
  let best: Candidate | null = null;
  for (const c of candidates) {
    if (!best || c.format > best.format || (c.format === best.format && c.size > best.size)) best = c;
  }
  return best ? best.url : null;
}

function addSrcset(out: Candidate[], srcset: string | null, base: string, format: number | undefined): void {
  if (!srcset) return;
  for (const [url, descriptor] of parseSrcset(srcset)) {
    const n = Number.parseFloat(descriptor);
    if (!Number.isFinite(n)) continue;
    add(out, url, descriptor.endsWith('w') ? n : n * 1_000_000, base, format);
  }
}

/**
 * The HTML srcset grammar: a URL runs to the next whitespace (so Cloudinary's `w_400,h_300` commas
 * stay in it), then descriptors run to the next comma.
 */
export function parseSrcset(srcset: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let i = 0;
  const n = srcset.length;
  while (i < n) {
    while (i < n && /[\s,]/.test(srcset[i])) i++;
    const start = i;
    while (i < n && !/\s/.test(srcset[i])) i++;
    let url = srcset.slice(start, i);
    let descriptor = '';
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      const d = i;
      while (i < n && srcset[i] !== ',') i++;
      descriptor = srcset.slice(d, i).trim();
    }
    if (url) out.push([url, descriptor || '1x']);
  }
  return out;
}

function add(
  out: Candidate[],
  raw: string | null,
  size: number,
  base: string,
  format: number | undefined,
  allowPageImages = false,
): void {
  if (!raw || isPlaceholder(raw)) return;
  const url = safeImageUrl(raw, base, allowPageImages);
  if (url) out.push({ url, size, format: format ?? formatRank(extensionType(url)) });
}

/** A data: image of its own (not a placeholder) that only "Keep images in Craft" can bring along. */
export function hasPageOnlyImage(img: Element): boolean {
  const src = img.getAttribute('src')?.trim() ?? '';
  return /^data:image\//i.test(src) && !isPlaceholder(src);
}

/** 1×1 GIFs and other tiny data: URIs, and spacer/blank/placeholder file names. */
export function isPlaceholder(raw: string): boolean {
  const value = raw.trim();
  if (/^data:/i.test(value)) return value.length < 400;
  const name = fileName(value);
  return PLACEHOLDER_NAME.test(name.replace(/\.[a-z0-9]+$/i, ''));
}

const PLACEHOLDER_BASE = 'https://placeholder.invalid/';

/** The last path segment of the URL, or the text itself when it is no URL. */
function fileName(value: string): string {
  const simple = value ? simpleHref(value, PLACEHOLDER_BASE) : null;
  if (simple !== null) {
    const end = simple.search(/[?#]/);
    const path = end < 0 ? simple : simple.slice(0, end);
    return path.slice(path.lastIndexOf('/') + 1);
  }
  const url = resolveUrl(value, PLACEHOLDER_BASE);
  return url ? (url.pathname.split('/').pop() ?? '') : value;
}

function isTrackingPixel(img: Element): boolean {
  return Number(img.getAttribute('width')) === 1 && Number(img.getAttribute('height')) === 1;
}

function extensionType(url: string): string | null {
  const m = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url);
  return m ? 'image/' + m[1].toLowerCase() : null;
}

function formatRank(type: string | null): number {
  if (!type) return 1;
  const t = type.toLowerCase();
  if (/image\/(jpe?g|png|gif|webp|svg)/.test(t)) return 2;
  if (/image\/(avif|jxl|heic|heif|tiff?|jp2)/.test(t)) return 0;
  return 1;
}
