/**
 * A captured page as a collection item without anyone editing it (the right-click menu, quick clip
 * to a default collection): the page's facts through the collection's mapping, with select values
 * the schema lacks left out — only the user's explicit yes may add options (allowNewSelectOptions).
 * The content is the capture itself. Plain data.
 */
import type { CaptureResult, PageMetadata } from '../capture/types';
import type { CollectionSetup } from '../model/reading-list';
import type { ItemJob } from '../model/types';
import { itemProperties, newOptions, readingMinutes, type PageFacts } from './page-facts';

/** The facts a page's metadata and text give; `clippedAt` is today in the space's timezone. */
export function pageFacts(metadata: PageMetadata, markdown: string, clippedAt: string): PageFacts {
  return {
    title: metadata.title,
    url: metadata.canonicalUrl ?? metadata.url,
    author: metadata.author,
    site: metadata.siteName,
    published: metadata.published,
    description: metadata.description,
    language: metadata.language,
    readingTime: readingMinutes(markdown),
    clippedAt,
  };
}

export interface ItemTarget {
  connectionId: string;
  collectionId: string;
  collectionName: string;
}

/** The outbox job for a captured page as a new item of `target`. */
export function pageItemJob(
  capture: CaptureResult,
  setup: CollectionSetup,
  target: ItemTarget,
  clippedAt: string,
): ItemJob {
  const facts = pageFacts(capture.metadata, capture.markdown, clippedAt);
  const properties = itemProperties(facts, setup.schema, setup.mapping);
  for (const { key, value } of newOptions(properties, setup.schema)) {
    const kept = properties[key];
    if (Array.isArray(kept) && kept.length > 1) properties[key] = kept.filter((v) => v !== value);
    else delete properties[key];
  }
  return {
    ...target,
    title: facts.title.trim() || facts.url,
    properties,
    urlKey: setup.mapping.fields.url,
    url: facts.url,
    markdown: capture.markdown,
    ...(capture.kept?.length ? { uploads: capture.kept } : {}),
  };
}
