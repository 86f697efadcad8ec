/**
 * From a capture and the user's settings to the final markdown the popup previews and the
 * background sends: header line, then the clip, wrapped in a nested page when format is 'page'.
 * Header and page wrapper come from lib/convert, which escapes page text the same way as the body.
 */
import type { CaptureResult } from '../capture/types';
import { buildClipHeader, wrapAsPage } from '../convert/wrap';
import type { ClipSettings } from '../model/types';

export interface ComposedClip {
  title: string;
  markdown: string;
}

/** The title a clip is known by (page title, history, new documents); never empty. */
export function clipTitle(capture: Pick<CaptureResult, 'metadata'>): string {
  const { title, url } = capture.metadata;
  return (title || url || 'Web clip').replace(/\s+/g, ' ').trim().slice(0, 200);
}

export function composeClip(
  capture: Pick<CaptureResult, 'markdown' | 'metadata'>,
  settings: Pick<ClipSettings, 'headerFields' | 'format'>,
  now: Date,
): ComposedClip {
  const { metadata } = capture;
  const title = clipTitle(capture);
  const header = buildClipHeader(
    {
      title: metadata.title,
      url: metadata.canonicalUrl ?? metadata.url,
      siteName: metadata.siteName,
      author: metadata.author,
      published: metadata.published,
      clippedAt: now,
    },
    // A field listed twice would print twice; settings forms should prevent it, this makes sure.
    { fields: [...new Set(settings.headerFields)] },
  );
  const body = [header, capture.markdown.trim()].filter(Boolean).join('\n\n');
  const markdown = settings.format === 'page' ? wrapAsPage(title, body) : body;
  return { title, markdown };
}
