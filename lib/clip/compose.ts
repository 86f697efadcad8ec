/**
 * From a capture and the user's settings to the final markdown the popup previews and the
 * background sends: header line, then the clip, wrapped in a nested page when format is 'page'.
 */
import type { CaptureResult } from '../capture/types';
import type { ClipSettings } from '../model/types';
import { escapeInline } from './escape';
import { buildHeaderLine } from './header';
import { wrapPage } from './page-wrapper';

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
  const title = clipTitle(capture);
  const header = buildHeaderLine(capture.metadata, settings.headerFields, now);
  const body = [header, capture.markdown.trim()].filter(Boolean).join('\n\n');
  const markdown = settings.format === 'page' ? wrapPage(escapeInline(title), body) : body;
  return { title, markdown };
}
