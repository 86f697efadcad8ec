import type TurndownService from 'turndown';

/** Per-conversion state the rules read and write (one object per toCraftMarkdown call). */
export interface ConvertContext {
  /** Absolute base for relative URLs (a `<base href>` in the input wins over options.baseUrl). */
  baseUrl: string;
  /** Absolute image URLs in document order, without duplicates. */
  images: string[];
  seenImages: Set<string>;
  /** Whether the target connection's code language enum has `mermaid` (workspace connections). */
  allowMermaid: boolean;
  /** Per-table facts computed once per table, not once per cell. */
  tables: WeakMap<Element, TableFacts>;
  /** Item numbers of each `<ol>`, computed once per list instead of once per item. */
  listNumbers: WeakMap<Element, Map<Element, number>>;
}

export interface TableFacts {
  layout: boolean;
  columns: number;
}

export type CraftOptions = TurndownService.Options & { ctx: ConvertContext };

/**
 * A turndown rule. `filter` is always a function (a Set lookup on localName is faster than
 * turndown's per-rule `nodeName.toLowerCase()`); `raw` rules read the node themselves, so the
 * engine skips converting their children.
 */
export interface CraftRule {
  filter: (node: HTMLElement, options: CraftOptions) => boolean;
  replacement: (content: string, node: HTMLElement, options: CraftOptions) => string;
  raw?: boolean;
}
