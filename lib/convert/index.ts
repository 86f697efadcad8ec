/**
 * HTML → Craft insert-markdown. Usable wherever there is a DOM (the page, the popup, tests).
 * See engine.ts for why the walk is ours while the rules are turndown's.
 */
import { convertChildren, convertElement } from './engine';
import { escapeText } from './escape';
import type { ConvertLimit } from './limits';
import { tidy } from './lines';
import { getService, serviceOptions } from './service';
import type { ConvertContext } from './types';
import { ownerTable } from './table-facts';
import { resolveUrl } from './url';

export interface ToCraftOptions {
  /** The document's URL; relative links and images resolve against it (or the input's `<base>`). */
  baseUrl: string;
  /** Workspace ("All Documents") connections also know the `mermaid` code language. */
  allowMermaid?: boolean;
  /** Keep `blob:` images (default false: Craft cannot fetch them; keep images in Craft uploads them). */
  allowBlobImages?: boolean;
  /** A `now()` reading past which the conversion throws ConvertTimeoutError (see limits.ts). */
  deadline?: number;
  /** The clock `deadline` is read on; defaults to performance.now. */
  now?: () => number;
  /**
   * Elements below the root to leave out with their subtree, exactly as if they were not there
   * (page mode: navigation; lib/capture/page.ts). Lets a caller read the live page instead of
   * cloning it to remove them.
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

export { ConvertTimeoutError, type ConvertLimit } from './limits';
export { splitMarkdown } from './split';
export { buildClipHeader, wrapAsPage } from './wrap';

export function toCraftMarkdown(input: Node | string, options: ToCraftOptions): CraftMarkdown {
  const root = typeof input === 'string' ? new DOMParser().parseFromString(input, 'text/html') : input;
  const ctx: ConvertContext = {
    baseUrl: baseOf(root, options.baseUrl),
    images: [],
    seenImages: new Set(),
    allowMermaid: options.allowMermaid ?? false,
    allowBlobImages: options.allowBlobImages ?? false,
    tables: new WeakMap(),
    table: root.nodeType === 1 ? ownerTable((root as Element).parentElement) : null,
    tableFacts: null,
    listNumbers: new WeakMap(),
    listLevels: new WeakMap(),
    limits: new Set(),
    visited: 0,
    deadline: options.deadline,
    now: options.now ?? (() => performance.now()),
    skip: options.skip,
  };
  const service = getService();
  const shared = serviceOptions(service);
  const previous = shared.ctx;
  shared.ctx = ctx;
  try {
    const markdown = tidy(convertRoot(root).trim());
    return ctx.limits.size ? { markdown, images: ctx.images, limits: [...ctx.limits] } : { markdown, images: ctx.images };
  } finally {
    shared.ctx = previous;
  }
}

function convertRoot(root: Node): string {
  const service = getService();
  const options = serviceOptions(service);
  if (root.nodeType === 9) {
    const doc = root as Document;
    return convertChildren(doc.body ?? doc.documentElement, service, options);
  }
  if (root.nodeType === 1) return convertElement(root as HTMLElement, service, options);
  if (root.nodeType === 3) return escapeText((root as Text).data.replace(/\s+/g, ' '));
  return convertChildren(root, service, options);
}

/** A `<base href>` inside the input overrides the document URL. */
function baseOf(root: Node, baseUrl: string): string {
  const query = (root as ParentNode).querySelector;
  const base = typeof query === 'function' ? (root as ParentNode).querySelector('base[href]') : null;
  const href = base?.getAttribute('href');
  const resolved = href ? resolveUrl(href, baseUrl) : null;
  return resolved ? resolved.href : baseUrl;
}
