/**
 * A place in Craft a job writes to, noted before the write: the parent (a page, a document or a
 * daily note), the block the write goes after and the block that followed it then. A write whose
 * answer was lost is looked for between the two (reconcile.ts); the copies a browser's silent
 * resend made are looked for in the same window (verify-write.ts).
 */
import type { CraftDate } from '../../craft/types';

export type ParentRef = { id: string } | { date: CraftDate };

export interface Cursor {
  /** The page, document or daily note the next write lands in; absent when it cannot be known. */
  parent?: ParentRef;
  /** The top-level block the next write goes after; null = at the very start; undefined = unknown yet. */
  afterId?: string | null;
  /** The block that followed that place before we wrote; null = the end of the parent. */
  beforeId?: string | null;
}
