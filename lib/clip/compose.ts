/**
 * From a capture and the user's settings to the final markdown the popup previews and the
 * background sends: header line, then the clip, wrapped in a nested page when format is 'page'.
 * A new document is the page already: it holds the clip itself, never one page of its own title.
 * Header and page wrapper come from lib/convert, which escapes page text the same way as the body.
 */
import type { CaptureResult } from '../capture/types';
import { buildClipHeader, wrapAsPage } from '../convert/wrap';
import type { ClipSettings, Destination } from '../model/types';
import { t, uiLanguage } from '../i18n/t';
import { tagLine } from '../rules/tag-line';
import { noteBlock } from './clip-note';

export interface ComposedClip {
  title: string;
  markdown: string;
}

/** The title a clip is known by (page title, history, new documents); never empty. */
export function clipTitle(capture: Pick<CaptureResult, 'metadata'>): string {
  const { title, url } = capture.metadata;
  return (title || url || t('clip_defaultTitle')).replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** Whether the clip goes inside a nested page: page format, unless it creates a document of its own. */
export function nestsInPage(format: ClipSettings['format'], destination?: Pick<Destination, 'kind'>): boolean {
  return format === 'page' && destination?.kind !== 'new-document';
}

export function composeClip(
  capture: Pick<CaptureResult, 'markdown' | 'metadata'>,
  /**
   * A rule's `tags`, as a line of hashtags under the header (lib/rules/tag-line.ts), and its `title`
   * for the nested page (the header keeps the page's own title, linked to it); `note`, the user's
   * "why I saved this", as a quote block under the tags (lib/clip/clip-note.ts).
   */
  settings: Pick<ClipSettings, 'headerFields' | 'format'> & {
    tags?: readonly string[];
    title?: string;
    note?: string;
  },
  now: Date,
  destination?: Pick<Destination, 'kind'>,
  /** The Craft space's timezone: the header's day and time are the space's. */
  timeZone?: string,
): ComposedClip {
  const { metadata } = capture;
  const title = settings.title?.replace(/\s+/g, ' ').trim().slice(0, 200) || clipTitle(capture);
  const header = buildClipHeader(
    {
      title: metadata.title,
      url: metadata.canonicalUrl ?? metadata.url,
      siteName: metadata.siteName,
      author: metadata.author,
      published: metadata.published,
      clippedAt: now,
      timeZone,
      locale: uiLanguage(),
    },
    // A field listed twice would print twice; settings forms should prevent it, this makes sure.
    { fields: [...new Set(settings.headerFields)] },
  );
  const body = [header, tagLine(settings.tags), noteBlock(settings.note), capture.markdown.trim()]
    .filter(Boolean)
    .join('\n\n');
  const markdown = nestsInPage(settings.format, destination) ? wrapAsPage(title, body) : body;
  return { title, markdown };
}
