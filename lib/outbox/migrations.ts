/**
 * The job record's shape versions and the steps between them. Opening the store (store.ts) brings
 * every older record up to JOB_SCHEMA, so a job waiting across an update resumes with everything
 * it saved — above all a check it still owes (a lost answer to look for, a resent copy to remove),
 * which code reading a renamed field would otherwise skip in silence.
 *
 * Records written before versioning carry no `schema`. They have one of shapes 1–6, told apart by
 * their fields, so such a record runs every step, and each step changes only the shape it knows:
 *  1 (7512fb2) clip marks carry no time: a lost write was looked for at once
 *  2 (232b0f0) task and upload progress `{ sent }`: sent and unanswered parked the job
 *  3 (fd4afcb) clip marks carry `sentAt` / `answered`: an unanswered write settles before the look
 *  4 (365ec0c) task and upload jobs exactly once: marks with `knownIds` / `cursor` / `step`, an upload's `anchor`
 *  5 (543079f) one resend check owed, `check: { cursor, ids, upload? }` (clips and uploads)
 *  6 (649bca9) checks per parent `{ cursor, runs }`: a clip's `checks`, an upload's `check`, a task's `arrived.window`
 *  7           stamped `schema`; every kind owes its block checks in `checks` (write-step.ts); task marks name their step
 *  8           "today" pinned to a day (pin-today.ts): a waiting record gets the day it was made in its space's
 *              timezone (not the day it is migrated), in its payload and in the places its progress noted;
 *              and its connection's `spaceId`, which finds the connection again once it is removed and re-added
 */
import { dayOf, pinned } from './pin-today';
import { pinToday } from './registry';
import { render, text } from '../i18n/ui-text';
import type { OutboxJob, PayloadMap } from './types';
import type { PendingCheck, WrittenRun } from './write/verify-write';

export const JOB_SCHEMA = 8;

/** What a step may need beyond the record: a saved connection's space (undefined: unknown or removed). */
export interface MigrationContext {
  connectionOf?(connectionId: string | undefined): { timezone?: string; spaceId?: string } | undefined;
}

/** A stored record of any version: only the fields the steps read are named. */
export interface StoredJob {
  kind: string;
  state: string;
  schema?: number;
  lastError?: string;
  progress?: Record<string, unknown>;
  [field: string]: unknown;
}

type OldCheck = { cursor: PendingCheck['cursor']; ids: string[]; upload?: WrittenRun['upload'] };

/** Shape 2's answer to a delivery that stopped after sending: it may have arrived, so the user decides. */
export const MAYBE_SENT = text('outbox_maybeSent');

/** Places noted in progress (`parent: { date }`, place.ts) with their relative day pinned to `day`. */
function pinParents(value: unknown, day: string): unknown {
  if (Array.isArray(value)) return value.map((v) => pinParents(v, day));
  if (!value || typeof value !== 'object' || value instanceof Blob || value instanceof ArrayBuffer) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const date = key === 'parent' && v && typeof v === 'object' ? (v as { date?: unknown }).date : undefined;
    out[key] = typeof date === 'string' ? { ...(v as object), date: pinned(date, day) } : pinParents(v, day);
  }
  return out;
}

/** Step n takes a record of shape n - 1 to shape n. */
const STEPS: Record<number, (job: StoredJob, context: MigrationContext) => StoredJob> = {
  2: (job) => job,
  3(job) {
    const inFlight = job.progress?.inFlight as { sentAt?: number } | undefined;
    // Shape 1 looked at once: a mark sent at time 0 has settled long ago, which keeps that.
    if (job.kind !== 'clip' || !inFlight || inFlight.sentAt !== undefined) return job;
    return { ...job, progress: { ...job.progress, inFlight: { ...inFlight, sentAt: 0 } } };
  },
  4(job) {
    if (job.kind === 'clip' || !job.progress || !('sent' in job.progress)) return job;
    // Nothing was noted to look for: what shape 2 did (park for the user) is the only safe answer.
    if (job.progress.sent && job.state === 'pending')
      return { ...job, progress: undefined, state: 'parked', lastError: render(MAYBE_SENT), lastErrorText: MAYBE_SENT };
    return { ...job, progress: undefined };
  },
  5: (job) => job,
  6(job) {
    const check = job.progress?.check as OldCheck | { runs: WrittenRun[] } | undefined;
    if (!check || !('ids' in check)) return job;
    const { cursor, ids, upload } = check;
    const now: PendingCheck = { cursor, runs: [{ ids, ...(upload ? { upload } : {}) }] };
    const { check: _old, ...rest } = job.progress!;
    return { ...job, progress: job.kind === 'clip' ? { ...rest, checks: [now] } : { ...rest, check: now } };
  },
  7(job) {
    const p = job.progress;
    if (!p) return job;
    if (job.kind === 'upload' && p.check) {
      const { check, ...rest } = p;
      return { ...job, progress: { ...rest, checks: [check] } };
    }
    if (job.kind !== 'task') return job;
    const arrived = p.arrived as { window?: PendingCheck } | undefined;
    const inFlight = p.inFlight as { step?: string } | undefined;
    const next = { ...p };
    if (arrived?.window) {
      const { window, ...kept } = arrived;
      Object.assign(next, { arrived: kept, checks: [window] });
    }
    if (inFlight && inFlight.step === undefined) next.inFlight = { ...inFlight, step: 'task' };
    return { ...job, progress: next };
  },
  8(job, context) {
    if (job.state === 'done' || !(job.kind in { clip: 1, task: 1, upload: 1 })) return job;
    // The day it was when the item was made: its first write went out then, unless it waited offline.
    const connection = context.connectionOf?.(job.connectionId as string | undefined);
    const day = dayOf(job.createdAt as number, connection?.timezone);
    const kind = job.kind as keyof PayloadMap;
    const payload = pinToday(kind, job.payload as PayloadMap[typeof kind], day);
    const spaceId = job.spaceId ?? connection?.spaceId;
    return {
      ...job,
      payload,
      ...(spaceId ? { spaceId } : {}),
      ...(job.progress ? { progress: pinParents(job.progress, day) as Record<string, unknown> } : {}),
    };
  },
};

/** The record in the current shape (itself when it is current already). */
export function migrateJob(stored: StoredJob, context: MigrationContext = {}): OutboxJob {
  let job = stored;
  for (let version = (stored.schema ?? 1) + 1; version <= JOB_SCHEMA; version++) job = STEPS[version]!(job, context);
  return { ...job, schema: JOB_SCHEMA } as unknown as OutboxJob;
}
