/** A link clipped from a context menu: no page injection, just the link's address and text. */
import type { CaptureResult } from '../capture/types';
import { escapeText } from '../convert/escape';
import { safeLinkUrl } from '../convert/url';

export function linkCapture(link: { url: string; text?: string }, pageUrl = link.url): CaptureResult {
  const text = link.text?.trim() || link.url;
  const url = safeLinkUrl(link.url, pageUrl) ?? undefined;
  const label = escapeText(text.replace(/\s+/g, ' '));
  return {
    mode: 'link',
    requestedMode: 'link',
    markdown: url ? `[${label}](${url})` : label,
    metadata: { title: text, url: url ?? pageUrl },
    hasSelection: false,
    images: [],
    notes: [],
  };
}
