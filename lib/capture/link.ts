/**
 * Link mode, and the last fallback of every other mode: `[Title](url)` and the page description
 * as a paragraph. Both strings are page-controlled, so they go through the converter as DOM text
 * rather than being pasted into Markdown: one escaping policy for the whole clip.
 */
import { toCraftMarkdown } from '../convert/index';
import type { PageMetadata } from './types';

/** The link and description as elements, ready for the converter. */
export function linkContent(doc: Document, metadata: PageMetadata): Element {
  const url = metadata.canonicalUrl ?? metadata.url;
  const container = doc.createElement('div');
  const line = doc.createElement('p');
  const anchor = doc.createElement('a');
  anchor.setAttribute('href', url);
  anchor.textContent = metadata.title.trim() || url;
  line.append(anchor);
  container.append(line);
  if (metadata.description?.trim()) {
    const description = doc.createElement('p');
    description.textContent = metadata.description.trim();
    container.append(description);
  }
  return container;
}

export function linkMarkdown(doc: Document, metadata: PageMetadata): string {
  return toCraftMarkdown(linkContent(doc, metadata), { baseUrl: doc.baseURI }).markdown;
}
