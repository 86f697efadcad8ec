/**
 * What a rule looks at and fills its patterns from: the page's address and metadata, and the
 * schema.org types and fields of its JSON-LD (schema.ts). The capture side builds one per clip.
 */
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
