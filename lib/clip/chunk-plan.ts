/**
 * How a clip is cut into requests of bounded size while keeping its blocks in order:
 * - page format: the first request creates the nested page holding the first part; every next
 *   part is appended at the `end` of that page;
 * - inline: the first part goes to the chosen position; every next part goes `after` the last
 *   top-level block the previous request created.
 * A kept image's line (`![alt](craft-upload:N)`, upload-tokens.ts) is a part of its own: an upload
 * step (POST /upload) at the same place a markdown part would go, so blocks keep their order.
 */
import { rewrapPage, unwrapPage } from './page-wrapper';
import { splitAtUploads, uploadIndexOf } from './upload-tokens';

/** Craft's payload limit is undocumented; 30,000 bytes per insert is what craft-cli uses safely. */
export const MAX_REQUEST_BYTES = 30_000;
/** Below this a split would cut every paragraph into its own request; tests go as low as this. */
export const MIN_REQUEST_BYTES = 200;

export type SplitFn = (markdown: string, maxBytes: number) => string[];

export type ChunkPlan = { format: 'page'; title: string; parts: string[] } | { format: 'inline'; parts: string[] };

const byteLength = (text: string) => new TextEncoder().encode(text).length;

export function clampRequestBytes(maxBytes: number | undefined): number {
  if (maxBytes === undefined || !Number.isFinite(maxBytes)) return MAX_REQUEST_BYTES;
  return Math.min(MAX_REQUEST_BYTES, Math.max(MIN_REQUEST_BYTES, Math.floor(maxBytes)));
}

export function planChunks(markdown: string, maxBytes: number, split: SplitFn): ChunkPlan {
  const page = unwrapPage(markdown);
  if (!page) return { format: 'inline', parts: nonEmpty(split(markdown.trim(), maxBytes)).flatMap(splitAtUploads) };
  // The first request carries the page wrapper too: leave room for it.
  const overhead = byteLength(rewrapPage(page.title, ''));
  const parts = nonEmpty(split(page.body, Math.max(MIN_REQUEST_BYTES, maxBytes - overhead))).flatMap(splitAtUploads);
  // The page must exist before anything is uploaded into it: an empty first part creates it.
  if (parts.length > 0 && uploadIndexOf(parts[0]!) !== undefined) parts.unshift('');
  return { format: 'page', title: page.title, parts };
}

/** The 0-based upload index when request `index` of a plan is an upload step, else undefined. */
export function uploadOf(plan: ChunkPlan, index: number): number | undefined {
  if (plan.format === 'page' && index === 0) return undefined;
  const part = plan.parts[index];
  return part === undefined ? undefined : uploadIndexOf(part);
}

/** The markdown of request `index` (0-based) of a plan. */
export function requestMarkdown(plan: ChunkPlan, index: number): string {
  const part = plan.parts[index] ?? '';
  return plan.format === 'page' && index === 0 ? rewrapPage(plan.title, part) : part;
}

/** What is still unsent from request `index` on, as markdown that can be clipped again. */
export function remainingMarkdown(plan: ChunkPlan, index: number, pageCreated: boolean): string {
  const rest = plan.parts.slice(index).join('\n\n');
  return plan.format === 'page' && !pageCreated ? rewrapPage(plan.title, rest) : rest;
}

function nonEmpty(parts: string[]): string[] {
  const kept = parts.filter((p) => p.trim() !== '');
  return kept.length ? kept : [];
}
