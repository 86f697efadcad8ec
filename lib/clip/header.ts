/**
 * The header line above a clip, shaped by ClipSettings.headerFields (which fields, in which order).
 * Every field is page-controlled text, so each one is escaped; only the title becomes a link.
 */
import type { PageMetadata } from '../capture/types';
import type { HeaderField } from '../model/types';
import { escapeInline, safeLinkUrl } from './escape';

const SEPARATOR = ' · ';

/** `YYYY-MM-DD HH:mm` in the clock's local time zone: what the user saw when clipping. */
export function formatClippedAt(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

function renderField(field: HeaderField, meta: PageMetadata, now: Date): string | undefined {
  switch (field) {
    case 'title': {
      const title = escapeInline(meta.title || meta.url);
      const url = safeLinkUrl(meta.canonicalUrl ?? meta.url);
      if (!title) return undefined;
      return url ? `[${title}](${url})` : title;
    }
    case 'site':
      return meta.siteName ? escapeInline(meta.siteName) || undefined : undefined;
    case 'author':
      return meta.author ? `by ${escapeInline(meta.author)}` : undefined;
    case 'published':
      return meta.published ? `published ${escapeInline(meta.published)}` : undefined;
    case 'clippedAt':
      return `clipped ${formatClippedAt(now)}`;
  }
}

/** One line, or '' when no field is enabled or none has a value. */
export function buildHeaderLine(meta: PageMetadata, fields: readonly HeaderField[], now: Date): string {
  const seen = new Set<HeaderField>();
  const parts: string[] = [];
  for (const field of fields) {
    if (seen.has(field)) continue;
    seen.add(field);
    const text = renderField(field, meta, now);
    if (text) parts.push(text);
  }
  return parts.join(SEPARATOR);
}
