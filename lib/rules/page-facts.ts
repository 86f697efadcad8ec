/**
 * What a rule looks at and fills its patterns from: the page's address and metadata, and the
 * schema.org types and fields of its JSON-LD (schema.ts). capture.js reads them with each clip
 * (CaptureResult's `metadata` and `schema`); `pageFactsOf` puts them together.
 */
import type { PageMetadata } from '../capture/types';

export interface PageFacts {
  url: string;
  title?: string;
  site?: string;
  author?: string;
  published?: string;
  description?: string;
  /** Every `@type` of the page's JSON-LD nodes, `@graph` and arrays followed. */
  schemaTypes?: string[];
  /** Flat fields of the page's main JSON-LD node: `recipeCuisine` → "Italian". */
  schema?: Record<string, string>;
}

/** The facts of a captured page: its metadata (author and date completed by the article) and JSON-LD. */
export function pageFactsOf(
  metadata: PageMetadata,
  schema?: { types: string[]; fields: Record<string, string> },
): PageFacts {
  return {
    url: metadata.url,
    title: metadata.title,
    site: metadata.siteName,
    author: metadata.author,
    published: metadata.published,
    description: metadata.description,
    schemaTypes: schema?.types ?? [],
    schema: schema?.fields ?? {},
  };
}
