/**
 * Marks made in quick succession travel together (issue 27 §4; Craft's rate budget is shared with the
 * user's other clients, evidence §8): a page's changes wait in one job for `MARK_BATCH.debounceMs`
 * after the latest, at most `maxWaitMs` after the first, and a change that comes while the job waits
 * joins it (Outbox.amend: only a job no delivery has touched). The job carries each mark's latest
 * change only: an add then a note then a colour is one put; an add then a removal is a removal of
 * something Craft never had (a no-op there, and what tells the store the removal is done).
 */
import type { MarkJob, MarkOp } from './mark-progress';

export const MARK_BATCH = { debounceMs: 1500, maxWaitMs: 10_000 };

/** `ops` with `op` as its mark's latest change. */
export function withOp(ops: readonly MarkOp[], op: MarkOp): MarkOp[] {
  const at = ops.findIndex((o) => o.id === op.id);
  if (at < 0) return [...ops, op];
  return ops.map((o, i) => (i === at ? op : o));
}

/** A waiting job's payload with one more change (and the page's order and title as of now). */
export function joined(payload: MarkJob, op: MarkOp, order: string[], title: string): MarkJob {
  return { ...payload, title: title || payload.title, ops: withOp(payload.ops, op), order };
}

/** When a job made at `createdAt` and changed at `now` is due. */
export function batchDueAt(createdAt: number, now: number): number {
  return Math.min(now + MARK_BATCH.debounceMs, createdAt + MARK_BATCH.maxWaitMs);
}
