/**
 * Sending anything through the outbox and answering the sender: stored first, delivered at once
 * when it can be, the result back. On a failure the job stays in the outbox (retried later, or
 * parked) and the sender is told what is left. Sending the same thing again — the sender was told
 * it failed, or the user presses the button again while it waits — continues that job
 * (JobKindModule.repeats) instead of adding a second, so nothing arrives twice. A leaf.
 */
import type { ProgressFn } from '../../lib/clip/progress';
import { t } from '../../lib/i18n/t';
import type { ClipResult } from '../../lib/model/clip';
import type { JobKind } from '../../lib/model/outbox';
import type { ClipRecord, Connection, Result } from '../../lib/model/types';
import {
  clipFailure,
  dayOf,
  KINDS,
  pinToday,
  pressOf,
  type EnqueueInput,
  type JobOf,
  type PayloadMap,
  type RunOutcome,
} from '../../lib/outbox';
import { recordClip } from './history';
import { getOutbox, wake } from './outbox';

type Sent<K extends JobKind> = { job: JobOf<K>; outcome: RunOutcome } | { earlier: unknown };

/**
 * The job this payload repeats, continued; or a new one. Delivered now, behind earlier jobs of its
 * connection, with the connection the sender just read (the delivery does not read it again).
 */
async function send<K extends JobKind>(
  kind: K,
  title: string,
  connection: Connection,
  asked: PayloadMap[K],
  onProgress?: ProgressFn,
): Promise<Sent<K>> {
  const outbox = await getOutbox();
  // KINDS[kind] is kind K's module; TypeScript cannot follow that through a generic index.
  const repeats = KINDS[kind].repeats as (job: JobOf<K>, payload: PayloadMap[K]) => boolean;
  // "Today" is the day it is in the space now, kept in the job; an earlier job meant its own day.
  const zone = connection.timezone;
  const payload = pinToday(kind, asked, dayOf(Date.now(), zone));
  // One send at a time looks for the job it repeats and stores its own: two sends at once (a double
  // press) would otherwise both look before either stored, and both store.
  const found = await inTurn(async (): Promise<{ earlier: unknown } | { job: JobOf<K> }> => {
    const earlier = ((await outbox.all()) as Array<JobOf<JobKind>>).find(
      (j): j is JobOf<K> => j.kind === kind && repeats(j as JobOf<K>, pinToday(kind, asked, dayOf(j.createdAt, zone))),
    );
    if (earlier?.state === 'done') return { earlier: earlier.result };
    // Due now; one under way is joined (deliverNow waits for the delivery already running).
    if (earlier) await outbox.retry(earlier.id);
    return {
      job:
        earlier ??
        (await outbox.enqueue({
          kind,
          title,
          connectionId: connection.id,
          spaceId: connection.spaceId,
          payload,
        } as EnqueueInput<K>)),
    };
  });
  if ('earlier' in found) return found;
  const { job } = found;
  const outcome = await outbox.deliverNow(job.id, { onProgress, connection });
  // Whatever is still due (this one retrying later, jobs queued behind it) gets a timer.
  wake();
  return { job, outcome };
}

let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(step: () => Promise<T>): Promise<T> {
  const mine = turn.then(step);
  turn = mine.catch(() => {});
  return mine;
}

const QUEUED = (behind: { title: string }) => t('send_queued', behind.title);
/** Follows the reason, after a space. */
const KEPT = {
  retrying: () => ` ${t('send_keptRetrying')}`,
  parked: () => ` ${t('send_keptParked')}`,
};

/** A clip, its connection found by the sender. A failure part-way says what is left and records what arrived. */
export async function sendClip(
  connection: Connection,
  request: PayloadMap['clip']['request'],
  onProgress?: ProgressFn,
): Promise<ClipResult> {
  const sent = await send(
    'clip',
    request.title,
    connection,
    { request, press: pressOf(request, Date.now()) },
    onProgress,
  );
  if ('earlier' in sent) return { ok: true, value: sent.earlier as ClipRecord };
  const { job, outcome } = sent;
  if (outcome.status === 'done') return { ok: true, value: outcome.value as ClipRecord };
  const outbox = await getOutbox();
  if (outcome.status === 'queued') {
    await outbox.offer(job.id, { markdown: request.markdown, resume: request.resume });
    return { ok: false, error: QUEUED(outcome.behind) };
  }
  if (outcome.status !== 'retrying' && outcome.status !== 'parked') {
    return { ok: false, error: outcome.status === 'busy' ? t('send_clipBusy') : t('send_clipNotQueued') };
  }
  const { offer, failedPart, totalParts, arrived } = clipFailure(outcome.job.kind === 'clip' ? outcome.job : job);
  await outbox.offer(job.id, offer);
  // What did arrive goes into the history now, under the job's id, so Undo can remove it while the rest waits.
  const partialClipId = arrived ? (await recordClip(job.id, connection, request, arrived)).id : undefined;
  const what = totalParts > 1 ? `${t('send_partFailed', [failedPart, totalParts])} ${outcome.error}` : outcome.error;
  return {
    ok: false,
    error: what + KEPT[outcome.status](),
    failure: {
      failedPart,
      totalParts,
      remainingMarkdown: offer.markdown,
      resume: offer.resume,
      partialClipId,
    },
  };
}

/** A task, an upload or a collection item (its sender refused what cannot succeed): the record when it arrived, else what happens next. */
export async function sendQuick<K extends 'task' | 'upload' | 'item'>(
  kind: K,
  title: string,
  connection: Connection,
  payload: PayloadMap[K],
  onProgress?: ProgressFn,
): Promise<Result<unknown>> {
  const sent = await send(kind, title, connection, payload, onProgress);
  if ('earlier' in sent) return { ok: true, value: sent.earlier };
  const { outcome } = sent;
  if (outcome.status === 'done') return { ok: true, value: outcome.value };
  if (outcome.status === 'queued') return { ok: false, error: QUEUED(outcome.behind) };
  if (outcome.status === 'retrying' || outcome.status === 'parked')
    return { ok: false, error: outcome.error + KEPT[outcome.status]() };
  return { ok: false, error: outcome.status === 'busy' ? t('send_busy') : t('send_notQueued') };
}
