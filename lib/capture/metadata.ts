/**
 * Page metadata for the clip header: title, addresses, site, author, date, description, language.
 * Each field tries its sources in a fixed order and takes the first non-empty one.
 */
import { cleanByline } from './byline';
import { toIsoDate } from './iso-date';
import { readJsonLd } from './json-ld';
import type { PageMetadata } from './types';

const MAX_FIELD_CHARS = 1000;

function clean(value: string | null | undefined): string | undefined {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, MAX_FIELD_CHARS) : undefined;
}

type MetaIndex = Map<string, string>;

const META_KEYS = ['property', 'name', 'itemprop', 'http-equiv'];

/**
 * Every meta tag's first non-empty content by lower-cased key, in one pass. Matched by hand
 * rather than with `[name="x" i]` because sites mix cases and not every DOM honours the flag.
 */
function indexMeta(doc: Document): MetaIndex {
  const index: MetaIndex = new Map();
  for (const el of doc.querySelectorAll('meta[content]')) {
    const value = clean(el.getAttribute('content'));
    if (!value) continue;
    for (const attribute of META_KEYS) {
      const key = el.getAttribute(attribute)?.trim().toLowerCase();
      if (key && !index.has(key)) index.set(key, value);
    }
  }
  return index;
}

/** First element whose rel attribute holds `rel` as a token, in any case. */
function withRel(doc: Document, rel: string): Element | undefined {
  return [...doc.querySelectorAll('[rel]')].find((el) =>
    (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes(rel),
  );
}

function httpUrl(value: string | null | undefined, base: string): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function withoutHash(href: string): string {
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}

/**
 * Some sites point every page's canonical at their home page; linking there would lose the page,
 * so a root canonical on a non-root page is ignored.
 */
function isPlausibleCanonical(candidate: string, location: URL): boolean {
  const url = new URL(candidate);
  return url.pathname !== '/' || location.pathname === '/' || url.search !== '';
}

function canonicalUrl(doc: Document, meta: MetaIndex, href: string): string {
  const location = new URL(href);
  const candidates = [withRel(doc, 'canonical')?.getAttribute('href'), meta.get('og:url')];
  for (const candidate of candidates) {
    const url = httpUrl(candidate, doc.baseURI);
    if (url && isPlausibleCanonical(url, location)) return url;
  }
  return withoutHash(href);
}

function isUrl(value: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(value);
}

/** The first source that names a person: meta author, article:author, JSON-LD, rel=author. */
function author(
  doc: Document,
  meta: MetaIndex,
  jsonLdAuthor: string | undefined,
  siteName: string | undefined,
): string | undefined {
  const articleAuthor = meta.get('article:author');
  const candidates = [
    meta.get('author'),
    // article:author is often a profile URL, which is no name to show.
    articleAuthor && !isUrl(articleAuthor) ? articleAuthor : undefined,
    jsonLdAuthor,
    withRel(doc, 'author')?.textContent,
  ];
  for (const candidate of candidates) {
    const name = cleanByline(candidate, siteName);
    if (name) return name;
  }
  return undefined;
}

function published(doc: Document, meta: MetaIndex, jsonLdDate: string | undefined): string | undefined {
  const inArticle = doc.querySelector('article time[datetime], main time[datetime]');
  const candidates = [
    meta.get('article:published_time'),
    jsonLdDate,
    meta.get('datepublished'),
    inArticle?.getAttribute('datetime'),
  ];
  for (const candidate of candidates) {
    const date = toIsoDate(candidate);
    if (date) return date;
  }
  return undefined;
}

function hostName(href: string): string | undefined {
  try {
    return new URL(href).hostname.replace(/^www\./, '') || undefined;
  } catch {
    return undefined;
  }
}

export function extractMetadata(doc: Document, win: Window): PageMetadata {
  const url = win.location.href;
  const jsonLd = readJsonLd(doc);
  const meta = indexMeta(doc);
  const siteName = meta.get('og:site_name') ?? meta.get('application-name') ?? hostName(url);
  const fields: PageMetadata = {
    title:
      clean(doc.title) ?? meta.get('og:title') ?? clean(doc.querySelector('h1')?.textContent) ?? hostName(url) ?? url,
    url,
    canonicalUrl: canonicalUrl(doc, meta, url),
    siteName,
    author: author(doc, meta, jsonLd.author, siteName),
    published: published(doc, meta, jsonLd.datePublished),
    description: meta.get('description') ?? meta.get('og:description'),
    language: clean(doc.documentElement.getAttribute('lang')) ?? meta.get('content-language'),
  };
  // Leave absent fields out entirely: the result crosses executeScript as JSON.
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as PageMetadata;
}
