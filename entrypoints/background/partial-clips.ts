/**
 * Clip history entries keyed by the outbox job: when a clip fails part-way, what arrived is recorded
 * at once (so Undo can remove it while the rest waits in the outbox), and when the outbox later
 * completes the clip, the whole clip replaces that entry. The job id is the entry's id throughout.
 */
import type { ClipRecord } from '../../lib/model/types';
import type { JobOf } from '../../lib/outbox/types';
import { clipHistoryItem } from '../../lib/storage/items';
import { findConnection, recordDelivery } from './deliver';

/** Gives a just-recorded history entry the job's id, replacing an earlier entry of that job. */
export async function keyByJob(record: ClipRecord, jobId: string): Promise<ClipRecord> {
  const history = await clipHistoryItem.getValue();
  await clipHistoryItem.setValue(history.filter((r) => r.id !== jobId).map((r) => (r.id === record.id ? { ...r, id: jobId } : r)));
  return { ...record, id: jobId };
}

/** Records the parts of a failed clip that did arrive; returns the entry's id, or undefined when nothing arrived. */
export async function recordPartial(job: JobOf<'clip'>): Promise<string | undefined> {
  const progress = job.progress;
  if (!progress || (progress.blockIds.length === 0 && !progress.createdDocumentId)) return undefined;
  const connection = await findConnection(job.connectionId);
  const id = connection?.id ?? job.connectionId ?? '';
  const record = await recordDelivery(
    { id, appUrlTemplate: connection?.appUrlTemplate, spaceId: connection?.spaceId },
    job.payload.request,
    { blockIds: progress.blockIds, createdDocumentId: progress.createdDocumentId },
  );
  return (await keyByJob(record, job.id)).id;
}
