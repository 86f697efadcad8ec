/**
 * Sending a clip through the outbox and answering the sender as before: stored first, delivered
 * at once when it can be, and a ClipResult back. On a failure the job stays in the outbox (retried
 * later, or parked) and the sender is told what is left; its "send again" / "Send the rest" finds
 * this same job (the offer) instead of making a second one, so nothing arrives twice.
 */
import { remainingMarkdown } from '../../lib/clip/chunk-plan';
import type { ProgressFn } from '../../lib/clip/progress';
import type { ClipRequest, ClipResult } from '../../lib/model/clip';
import type { ClipRecord, Result } from '../../lib/model/types';
import { planOf } from '../../lib/outbox/clip-job';
import type { EnqueueInput, RunOutcome } from '../../lib/outbox/outbox';
import type { JobOf, Offer, PayloadMap } from '../../lib/outbox/types';
import { getOutbox, wakeOutbox } from './outbox';
import { recordPartial } from './partial-clips';

type ReadyRequest = PayloadMap['clip']['request'];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export async function sendClip(request: ReadyRequest, onProgress?: ProgressFn): Promise<ClipResult> {
  const outbox = await getOutbox();
  const earlier = await resent(request);
  if (earlier?.state === 'done') return { ok: true, value: earlier.result as ClipRecord };
  if (earlier) await outbox.retry(earlier.id);
  const job = earlier ?? await outbox.enqueue({ kind: 'clip', title: request.title, connectionId: request.connectionId, payload: { request } });
  const outcome = await outbox.deliverNow(job.id, onProgress);
  // Whatever is still due (this one retrying later, jobs queued behind it) gets a timer.
  void wakeOutbox();
  return answer(job, outcome);
}

/** A clip job this request repeats: the sender was told it failed and sends the same thing again. */
async function resent(request: ReadyRequest): Promise<JobOf<'clip'> | undefined> {
  const jobs = await (await getOutbox()).all();
  return jobs.find((j): j is JobOf<'clip'> => j.kind === 'clip' && !!j.offer
    && j.connectionId === request.connectionId && same(j.payload.request.destination, request.destination)
    && j.offer.markdown === request.markdown && same(j.offer.resume, request.resume));
}

async function answer(job: JobOf<'clip'>, outcome: RunOutcome): Promise<ClipResult> {
  if (outcome.status === 'done') return { ok: true, value: outcome.value as ClipRecord };
  const outbox = await getOutbox();
  if (outcome.status === 'queued') {
    await outbox.offer(job.id, { markdown: job.payload.request.markdown, resume: job.payload.request.resume });
    return { ok: false, error: `Saved in the outbox: it goes out after "${outcome.behind.title}", which is waiting to be sent.` };
  }
  if (outcome.status !== 'retrying' && outcome.status !== 'parked') {
    return { ok: false, error: outcome.status === 'busy' ? 'This clip is being sent already.' : 'The clip could not be queued.' };
  }
  const current = outcome.job.kind === 'clip' ? outcome.job : job;
  const plan = planOf(current);
  const progress = current.progress;
  const next = progress?.nextPart ?? 0;
  const total = plan.parts.length;
  const offer: Offer = {
    markdown: remainingMarkdown(plan, next, Boolean(progress?.pageId)),
    resume: progress?.pageId ? { pageId: progress.pageId }
      : next > 0 && progress?.cursor?.afterId ? { siblingId: progress.cursor.afterId }
        : progress?.createdDocumentId ? { pageId: progress.createdDocumentId } : current.payload.request.resume,
  };
  await outbox.offer(job.id, offer);
  // What did arrive goes into the history now, so Undo can remove it while the rest waits.
  const partialClipId = await recordPartial(current);
  const what = total > 1 ? `Part ${next + 1} of ${total} could not be sent. ${outcome.error}` : outcome.error;
  const then = outcome.status === 'retrying'
    ? ' It is kept in the outbox and will be sent again automatically.'
    : ' It is kept in the outbox: retry or discard it there.';
  return {
    ok: false,
    error: what + then,
    failure: { failedPart: next + 1, totalParts: total, remainingMarkdown: offer.markdown, resume: offer.resume, partialClipId },
  };
}

/**
 * Tasks and uploads through the outbox (their senders call this after refusing what cannot
 * succeed): stored first, then delivered at once; the sender gets the record when that works.
 * Otherwise the job stays in the outbox, retried on schedule or parked with its reason, and the
 * sender is told so. Sending the same thing again while it waits continues that job instead of
 * adding a second one (the user still holds the content and may well press the button again).
 */
export async function sendJob<K extends 'task' | 'upload'>(
  kind: K, title: string, payload: PayloadMap[K], onProgress?: (part: number, total: number) => void,
): Promise<Result<unknown>> {
  const outbox = await getOutbox();
  const earlier = (await outbox.open()).find((j) => j.kind === kind && sameQuickPayload(j.payload, payload));
  if (earlier) await outbox.retry(earlier.id);
  const job = earlier ?? await outbox.enqueue({ kind, title, connectionId: payload.connectionId, payload } as EnqueueInput<K>);
  const outcome = await outbox.deliverNow(job.id, onProgress);
  void wakeOutbox();
  if (outcome.status === 'done') return { ok: true, value: outcome.value };
  if (outcome.status === 'queued') return { ok: false, error: `Saved in the outbox: it goes out after "${outcome.behind.title}", which is waiting to be sent.` };
  if (outcome.status === 'retrying') return { ok: false, error: `${outcome.error} It is kept in the outbox and will be sent again automatically.` };
  if (outcome.status === 'parked') return { ok: false, error: `${outcome.error} It is kept in the outbox: retry or discard it there.` };
  return { ok: false, error: outcome.status === 'busy' ? 'This is being sent already.' : 'It could not be queued.' };
}

/** The same task, or the same image (by size and type) to the same place with the same caption. */
function sameQuickPayload(a: PayloadMap['task' | 'upload'], b: PayloadMap['task' | 'upload']): boolean {
  if ('bytes' in a && 'bytes' in b) {
    const size = (x: ArrayBuffer | Blob) => (x instanceof Blob ? x.size : x.byteLength);
    return a.connectionId === b.connectionId && a.contentType === b.contentType && size(a.bytes) === size(b.bytes)
      && same(a.destination, b.destination) && same(a.source, b.source);
  }
  return !('bytes' in a) && !('bytes' in b) && same(a, b);
}
