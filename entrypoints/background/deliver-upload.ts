/**
 * The one upload delivery function: a plain UploadJob (bytes as ArrayBuffer/Blob, so the outbox can
 * keep it in IndexedDB) in, an UploadRecord out. Order and failure policy:
 * 1. the bytes are checked again (type sniffed, size limit): a refused job sends nothing;
 * 2. POST /upload at the end of the destination (a new document is created first);
 * 3. the caption goes after the image (siblingId). If that fails the image stays and the result
 *    says precisely that the caption is missing (`warning`): deleting a good upload would lose more.
 * The upload is recorded in the clip history, so the popup's Undo (undoClip) removes image + caption.
 */
import { rememberForConnection } from '../../lib/clip/recent';
import { buildDeepLink, type UploadTarget } from '../../lib/craft';
import { captionMarkdown } from '../../lib/images/caption';
import { checkImage } from '../../lib/images/checks';
import type { Connection, Destination, Result, UploadJob, UploadRecord, UploadStage } from '../../lib/model/types';
import { CLIP_HISTORY_LIMIT, clipHistoryItem, RECENT_LIMIT, recentDestinationsItem } from '../../lib/storage/items';
import { clientFor, findConnection, NO_CONNECTION } from './deliver';
import { messageOf, resolveDestination } from './destinations';

export type StageFn = (stage: UploadStage) => void;

async function targetFor(connection: Connection, destination: Destination): Promise<Result<UploadTarget & { createdDocumentId?: string }>> {
  if (destination.kind === 'daily-note') {
    if (connection.kind === 'documents') {
      return { ok: false, error: 'This connection is for selected documents and has no daily notes. Pick one of its documents.' };
    }
    return { ok: true, value: { position: 'end', date: destination.date } };
  }
  if (destination.kind === 'document') return { ok: true, value: { position: 'end', pageId: destination.id } };
  if (connection.kind !== 'space') return { ok: false, error: 'Only an All Documents connection can create documents. Pick an existing one.' };
  const folder = destination.folderId && destination.folderId !== 'unsorted' ? { folderId: destination.folderId } : { destination: 'unsorted' as const };
  const [created] = await clientFor(connection).documents.create([{ title: destination.title }], folder);
  if (!created) return { ok: false, error: 'Craft did not return the new document.' };
  return { ok: true, value: { position: 'end', pageId: created.id, createdDocumentId: created.id } };
}

export async function deliverUpload(job: UploadJob, onStage: StageFn = () => {}): Promise<Result<UploadRecord>> {
  const bytes = job.bytes instanceof Blob ? await job.bytes.arrayBuffer() : job.bytes;
  const check = checkImage(bytes);
  if (!check.ok) return check;
  const connection = await findConnection(job.connectionId);
  if (!connection) return { ok: false, error: NO_CONNECTION };
  const destination = await resolveDestination(connection, job.destination);
  if (!destination.ok) return destination;
  const client = clientFor(connection);

  let uploaded: { blockId: string; assetUrl: string };
  let createdDocumentId: string | undefined;
  try {
    const target = await targetFor(connection, destination.value);
    if (!target.ok) return target;
    const { createdDocumentId: created, ...position } = target.value;
    createdDocumentId = created;
    onStage('uploading');
    // The sniffed type, not the one the site claimed: Craft decides image vs file by Content-Type.
    uploaded = await client.upload(bytes, check.contentType, position);
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }

  let captionBlockId: string | undefined;
  let warning: string | undefined;
  if (job.source) {
    onStage('captioning');
    try {
      const [caption] = await client.blocks.insertMarkdown(captionMarkdown(job.source), { position: 'after', siblingId: uploaded.blockId });
      captionBlockId = caption?.id;
    } catch (error) {
      warning = `The image arrived, but its caption (the link to the page) could not be added: ${messageOf(error)}`;
    }
  }
  onStage('done');

  const clipId = crypto.randomUUID();
  await remember(connection, {
    clipId, blockIds: [uploaded.blockId, ...(captionBlockId ? [captionBlockId] : [])], createdDocumentId,
    title: job.source?.title || 'Image', destination: destination.value,
  });
  return {
    ok: true,
    value: {
      clipId, blockId: uploaded.blockId, assetUrl: uploaded.assetUrl, captionBlockId, contentType: check.contentType,
      bytes: bytes.byteLength, destination: destination.value, ...(warning ? { warning } : {}),
    },
  };
}

interface Remembered { clipId: string; blockIds: string[]; createdDocumentId?: string; title: string; destination: Destination }

async function remember(connection: Connection, r: Remembered): Promise<void> {
  const [history, recent] = await Promise.all([clipHistoryItem.getValue(), recentDestinationsItem.getValue()]);
  const destination: Destination = r.createdDocumentId && r.destination.kind === 'new-document'
    ? { kind: 'document', id: r.createdDocumentId, title: r.destination.title }
    : r.destination;
  const record = {
    id: r.clipId, connectionId: connection.id, title: r.title, destination: r.destination, blockIds: r.blockIds,
    createdDocumentId: r.createdDocumentId, createdAt: new Date().toISOString(),
    openUrl: buildDeepLink(connection.appUrlTemplate, { blockId: r.blockIds[0]!, spaceId: connection.spaceId }),
  };
  await Promise.all([
    clipHistoryItem.setValue([record, ...history].slice(0, CLIP_HISTORY_LIMIT)),
    recentDestinationsItem.setValue(rememberForConnection(recent, connection.id, destination, RECENT_LIMIT)),
  ]);
}
