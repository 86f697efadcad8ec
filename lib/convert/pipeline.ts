// What both walks share (engine.ts's and turndown's in turndown-service.ts): the input parsed, the
// per-call context built from the options, and the finished markdown.
import { resolveMarks, resolveMarksInParts } from './escape-marks';
import { tidy, tidyInParts } from './lines';
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
  return finished(tidy(trimmed.includes(MARK) ? resolveMarks(trimmed) : trimmed), ctx);
}

/** Parts of the finishing passes: characters for the escapes, lines for the tidy-up. */
export interface FinishParts {
  chars: number;
  lines: number;
}

/**
 * finish, for the walk in parts (chunked.ts): on markdown longer than `parts.chars` each pass runs in
 * parts with `pause` between (on a 4 MB page the two passes took 54 ms of one task). The same result.
 */
export async function finishInParts(
  walked: string,
  ctx: ConvertContext,
  pause: () => Promise<void>,
  parts: FinishParts,
): Promise<CraftMarkdown> {
  const trimmed = walked.trim();
  if (trimmed.length <= parts.chars) return finish(trimmed, ctx);
  const resolved = trimmed.includes(MARK) ? await resolveMarksInParts(trimmed, pause, parts.chars) : trimmed;
  await pause();
  return finished(await tidyInParts(resolved, pause, parts.lines), ctx);
}

const MARK = '\uFDD0';

function finished(markdown: string, ctx: ConvertContext): CraftMarkdown {
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
