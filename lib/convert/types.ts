import type { ConvertLimit } from './limits';

export interface ToCraftOptions {
  /** The document's URL; relative links and images resolve against it (or the input's `<base>`). */
  baseUrl: string;
  /** Workspace ("All Documents") connections also know the `mermaid` code language. */
  allowMermaid?: boolean;
  /**
   * Keep images only the page holds, `blob:` and `data:` (default false: Craft cannot fetch them,
   * and a data: URL would put the image's bytes into the block; "Keep images in Craft" uploads them).
   */
  allowBlobImages?: boolean;
  /**
   * Elements below the root to leave out with their subtree, exactly as if they were not there
   * (page mode: navigation; lib/capture/page.ts). Lets a caller read the live page instead of
   * cloning it to remove them. A formula's TeX source (`<script type="math/tex">`) is never left
   * out: it is content, though a caller skipping scripts would not know it.
   */
  skip?: (el: Element) => boolean;
}

export interface CraftMarkdown {
  markdown: string;
  /** Absolute image URLs in document order, each once. */
  images: string[];
  /** What was cut to stay within bounds (deep nesting kept as text, long tables shortened); absent when nothing. */
  limits?: ConvertLimit[];
}

/** Per-conversion state the rules read and write (one object per toCraftMarkdown call). */
export interface ConvertContext {
  /** Absolute base for relative URLs (a `<base href>` in the input wins over options.baseUrl). */
  baseUrl: string;
  /** Absolute image URLs in document order, without duplicates. */
  images: string[];
  seenImages: Set<string>;
  /** Keep `blob:` and `data:` image URLs (only the page can read them: "keep images in Craft" uploads them). */
  allowBlobImages: boolean;
  /** Whether the target connection's code language enum has `mermaid` (workspace connections). */
  allowMermaid: boolean;
  /** Per-table facts computed once per table, not once per cell. */
  tables: WeakMap<Element, TableFacts>;
  /**
   * The table the element being converted belongs to (itself for a table element), or null: set by
   * the engine on entering and leaving each table, from the root's own table to start with.
   */
  table: Element | null;
  /** `table`'s facts once a rule asked for them (table-facts.ts ownerFacts), else null. */
  tableFacts: TableFacts | null;
  /** Item numbers of each `<ol>`, computed once per list instead of once per item. */
  listNumbers: WeakMap<Element, Map<Element, number>>;
  /** Nesting level of each list (0 = top), so items do not walk to the root one by one. */
  listLevels: WeakMap<Element, number>;
  /** What had to be cut to stay within limits.ts's bounds. */
  limits: Set<ConvertLimit>;
  /** Elements left out as if absent (ToCraftOptions.skip). */
  skip?: (el: Element) => boolean;
}

export interface TableFacts {
  layout: boolean;
  /** A layout table's cell that is an image's caption (table-layout.ts imageCaptionCell), else null. */
  caption: Element | null;
  columns: number;
  /** Sum of the colspans of each of its rows. */
  widths: ReadonlyMap<Element, number>;
  /** Data rows in the table, and rows left out past limits.ts's table bound (empty when none). */
  rowCount: number;
  cutRows: ReadonlySet<Element>;
}

/**
 * A turndown rule (`{ filter, replacement }`), with the per-call context as the argument turndown
 * calls `options`: the walk (engine.ts) passes it explicitly, and turndown-service.ts closes over it.
 * A rule without `filter` accepts exactly the elements named in `tags` (the walk then asks nothing
 * of the element: its rule is found by name alone; turndown-service.ts gives turndown that test as
 * the filter). `raw` rules read the node themselves, so the walk skips converting their children.
 */
export interface CraftRule {
  filter?: (node: HTMLElement, ctx: ConvertContext) => boolean;
  replacement: (content: string, node: HTMLElement, ctx: ConvertContext) => string;
  raw?: boolean;
  /** An inline rule that copes with block content itself; others are not applied across blocks. */
  spansBlocks?: boolean;
  /**
   * Dispatch hints (engine.ts): the filter can only accept elements with one of these names, or
   * (`attributeTags`, `'*'` for any name) only elements that have attributes. A rule with neither
   * hint is asked about every element, as in plain turndown.
   */
  tags?: ReadonlySet<string>;
  attributeTags?: ReadonlySet<string> | '*';
}
