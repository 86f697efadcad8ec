/**
 * Sending an image (or screenshot): a plain UploadJob (bytes as ArrayBuffer/Blob, kept in
 * IndexedDB by the outbox) in, an UploadRecord out.
 * 1. Refused here, before anything is stored or sent: bytes that fail the checks (sniffed type,
 *    size limit), no connection, a destination this kind of link cannot take.
 * 2. The destination is resolved now ('last', defaults), so a retry goes where the user meant.
 * 3. The outbox delivers it exactly once (lib/outbox/upload-job.ts): POST /upload at the end of
 *    the destination, then the caption after it; a rejected caption keeps the image (`warning`).
 * The upload is recorded in the clip history (outbox-handlers.ts), so Undo (undoClip) removes it.
 */
import { rememberForConnection } from '../../lib/clip/recent';
import { buildDeepLink } from '../../lib/craft';
import { checkImage } from '../../lib/images/checks';
import type { Connection, Destination, Result, UploadJob, UploadRecord, UploadStage } from '../../lib/model/types';
import { uploadRefusal } from '../../lib/outbox/upload-job';
import type { UploadDelivered } from '../../lib/outbox/upload-progress';
import { CLIP_HISTORY_LIMIT, clipHistoryItem, RECENT_LIMIT, recentDestinationsItem } from '../../lib/storage/items';
import { findConnection, NO_CONNECTION } from './deliver';
import { resolveDestination } from './destinations';
import { sendJob } from './outbox-send';

export type StageFn = (stage: UploadStage) => void;

export async function deliverUpload(job: UploadJob, onStage: StageFn = () => {}): Promise<Result<UploadRecord>> {
  const bytes = job.bytes instanceof Blob ? await job.bytes.arrayBuffer() : job.bytes;
  const check = checkImage(bytes);
  if (!check.ok) return check;
  const connection = await findConnection(job.connectionId);
  if (!connection) return { ok: false, error: NO_CONNECTION };
  const destination = await resolveDestination(connection, job.destination);
  if (!destination.ok) return destination;
  const refusal = uploadRefusal(destination.value, connection.kind);
  if (refusal) return { ok: false, error: refusal };
  const payload: UploadJob = { ...job, connectionId: connection.id, destination: destination.value, bytes, contentType: check.contentType };
  const result = await sendJob('upload', job.source?.title || 'Image', payload, (part) => onStage(part === 1 ? 'uploading' : 'captioning'));
  if (result.ok) onStage('done');
  return result as Result<UploadRecord>;
}

/** After an upload arrived (now or from the outbox): its history entry (id = the job's) and the remembered destination. */
export async function recordUpload(connection: Connection | undefined, jobId: string, job: UploadJob, destination: Destination, d: UploadDelivered): Promise<UploadRecord> {
  const connectionId = connection?.id ?? job.connectionId ?? '';
  const blockIds = [d.blockId, ...(d.captionBlockId ? [d.captionBlockId] : [])];
  const record = {
    id: jobId, connectionId, title: job.source?.title || 'Image', destination, blockIds,
    createdDocumentId: d.createdDocumentId, createdAt: new Date().toISOString(),
    openUrl: buildDeepLink(connection?.appUrlTemplate, { blockId: d.blockId, spaceId: connection?.spaceId }),
  };
  // "The last destination" must not create yet another document: remember the one made.
  const remembered: Destination = d.createdDocumentId && destination.kind === 'new-document'
    ? { kind: 'document', id: d.createdDocumentId, title: destination.title }
    : destination;
  const [history, recent] = await Promise.all([clipHistoryItem.getValue(), recentDestinationsItem.getValue()]);
  await Promise.all([
    clipHistoryItem.setValue([record, ...history.filter((r) => r.id !== jobId)].slice(0, CLIP_HISTORY_LIMIT)),
    recentDestinationsItem.setValue(rememberForConnection(recent, connectionId, remembered, RECENT_LIMIT)),
  ]);
  return {
    clipId: jobId, blockId: d.blockId, assetUrl: d.assetUrl, captionBlockId: d.captionBlockId, contentType: d.contentType,
    bytes: d.bytes, destination, ...(d.warning ? { warning: d.warning } : {}),
  };
}
