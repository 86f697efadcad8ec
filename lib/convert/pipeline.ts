// What both walks share (engine.ts's and turndown's in turndown-service.ts): the input parsed, the
// per-call context built from the options, and the finished markdown.
import { resolveMarks } from './escape-marks';
import { tidy } from './lines';
import { ownerTable } from './dom';
import type { ConvertContext, CraftMarkdown, ToCraftOptions } from './types';
import { resolveUrl } from './url';

export function parseInput(input: Node | string): Node {
  return typeof input === 'string' ? new DOMParser().parseFromString(input, 'text/html') : input;
}

/** A fresh context for one conversion of `root`: nothing of it outlives the call. */
export function newContext(root: Node, options: ToCraftOptions): ConvertContext {
  return {
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
    skip: options.skip,
  };
}

/** The walk's output as toCraftMarkdown returns it: escapes decided (escape-marks.ts), lines tidied. */
export function finish(walked: string, ctx: ConvertContext): CraftMarkdown {
  const trimmed = walked.trim();
  const markdown = tidy(trimmed.includes('\uFDD0') ? resolveMarks(trimmed) : trimmed);
  return ctx.limits.size ? { markdown, images: ctx.images, limits: [...ctx.limits] } : { markdown, images: ctx.images };
}

/** A `<base href>` inside the input overrides the document URL. */
function baseOf(root: Node, baseUrl: string): string {
  const query = (root as ParentNode).querySelector;
  const base = typeof query === 'function' ? (root as ParentNode).querySelector('base[href]') : null;
  const href = base?.getAttribute('href');
  const resolved = href ? resolveUrl(href, baseUrl) : null;
  return resolved ? resolved.href : baseUrl;
}
