/** What a marks job (mark-job.ts) sends, what it has delivered so far, and what it answers once delivered. */
import type { MarkColor } from '../../../highlights/blocks';
import type { QuoteSelector } from '../../../highlights/text-fragment';
import type { Destination } from '../../../model/types';
import type { PendingCheck } from '../../write/verify-write';
import type { InFlight } from '../../write/write-step';

/**
 * One mark's latest change, as Craft should have it after the job: `put` the mark with this colour
 * and note (added when Craft does not have its passage yet), or `remove` it. `rev`: the mark's change
 * count in the background's store (the store notes what arrived by it).
 */
export type MarkOp =
  | { op: 'put'; id: string; rev: number; quote: QuoteSelector; color: MarkColor; note?: string }
  | { op: 'remove'; id: string; rev: number; quote: QuoteSelector };

/** A page's pending mark changes, sent together (one job per page while it waits: mark-batch.ts). */
export interface MarkJob {
  connectionId: string;
  /** The page's address without its fragment. */
  url: string;
  title: string;
  /** Where the page block goes when Craft has none for this page (a daily note pinned to its day, or a document). */
  destination: Destination;
  /** The page block, when the background knew it at the change. */
  pageBlockId?: string;
  /** At most one per mark (the latest change wins), in the order first changed. */
  ops: MarkOp[];
  /** The passage keys (page-block.ts passageKey) of all the page's marks in page order, as of the latest change. */
  order: string[];
}

export interface MarkJobProgress {
  /** The page block: created by this job (`createdPage`) or found. */
  pageBlockId?: string;
  createdPage?: true;
  /** Blocks this job inserted into the page (marks and notes): no other job's check takes them for copies. */
  created?: string[];
  /** A write went out, its answer not known: the next attempt waits it out and reads the page again. */
  inFlight?: InFlight & { step: string };
  /** Resend checks of the answered writes (write-step.ts). */
  checks?: PendingCheck[];
}

export interface MarkDelivered {
  /** The page block holding the marks; none when the job only removed marks from a page Craft does not have. */
  pageBlockId?: string;
  /** Each mark's change count the job carried: the store notes them as arrived. */
  revs: Record<string, number>;
}
