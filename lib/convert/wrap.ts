// The clip format: a Craft page wrapping the clipped content, and the header line above it.
import { timeOfDay, todayIn } from '../dates/today';
import { escapeText } from './escape';
import { safeLinkUrl } from './url';

/** `<page><pageTitle>title</pageTitle><content>body</content></page>`; the title is page text. */
export function wrapAsPage(title: string, body: string): string {
  const safeTitle = escapeText(title.replace(/\s+/g, ' ').trim()) || 'Untitled';
  return '<page><pageTitle>' + safeTitle + '</pageTitle><content>' + body + '</content></page>';
}

export type ClipHeaderField = 'title' | 'site' | 'author' | 'published' | 'clippedAt';

export interface ClipHeaderFormat {
  /** Enabled fields in the order the user chose. */
  fields: ClipHeaderField[];
  /** Between fields; default " · ". */
  separator?: string;
}

export interface ClipMeta {
  title?: string;
  url?: string;
  siteName?: string;
  author?: string;
  /** ISO date or date-time as found on the page. */
  published?: string;
  clippedAt?: Date;
  /** The Craft space's timezone: the clip's day is that day's daily note. Default: the browser's. */
  timeZone?: string;
  /** The user's locale, for the time of day (lib/dates/today.ts timeOfDay). Default: en-GB (24-hour). */
  locale?: string;
}

/**
 * One header line, e.g. `[Title](https://…) · Example Site · by Ada · published 2024-03-01 ·
 * clipped [2026-11-21](date://2026-11-21) 10:15 PM`. Page values are escaped like any page text; the
 * clip date links to that day's daily note, so day and time are those of the space's timezone, and the
 * time is written as the user's locale writes times, like every other time the extension shows.
 */
export function buildClipHeader(meta: ClipMeta, format: ClipHeaderFormat): string {
  const parts: string[] = [];
  for (const field of format.fields) {
    const part = render(field, meta);
    if (part) parts.push(part);
  }
  return parts.join(format.separator ?? ' · ');
}

function render(field: ClipHeaderField, meta: ClipMeta): string {
  switch (field) {
    case 'title': {
      const title = text(meta.title) || text(meta.url);
      const href = safeLinkUrl(meta.url, 'about:blank');
      return title && href ? '[' + title + '](' + href + ')' : title;
    }
    case 'site':
      return text(meta.siteName);
    case 'author':
      return meta.author?.trim() ? 'by ' + text(meta.author) : '';
    case 'published': {
      const date = meta.published?.trim() ?? '';
      const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
      return date ? 'published ' + (day ?? text(date)) : '';
    }
    case 'clippedAt': {
      const d = meta.clippedAt;
      if (!d || Number.isNaN(d.getTime())) return '';
      const day = todayIn(d, meta.timeZone);
      return 'clipped [' + day + '](date://' + day + ') ' + timeOfDay(d, meta.locale ?? 'en-GB', meta.timeZone);
    }
  }
}

function text(value: string | undefined): string {
  return escapeText((value ?? '').replace(/\s+/g, ' ').trim());
}
