/**
 * The only writer of the clip history (what Undo can remove) and the recent destinations. Every
 * entry is keyed by its outbox job's id from the start: a clip that arrived in part is recorded
 * under that id (so Undo can remove it while the rest waits), and the whole clip replaces it
 * later; an upload is recorded the same way. Writes are serialised: two deliveries finishing at
 * once must not read the history before the other wrote it. A leaf: lib only.
 */
import type { StoredText } from '../../lib/i18n/ui-text';
import { rememberForConnection } from '../../lib/clip/recent';
import { imageTitle } from '../../lib/images/caption';
import { buildDeepLink } from '../../lib/craft';
import type { ClipRequest } from '../../lib/model/clip';
import type {
  ClipRecord,
  Connection,
  Destination,
  ItemJob,
  ItemRecord,
  UploadJob,
  UploadRecord,
} from '../../lib/model/types';
import { unpinned, type ItemDelivered, type UploadDelivered } from '../../lib/outbox';
import { normalizeUrl } from '../../lib/reading/normalize-url';
import { itemClipKey, withItemClip } from '../../lib/reading/item-clips';
import { addSaved, forgetClip, forgetSavedItem } from '../../lib/reading/saved-index';
import {
  CLIP_HISTORY_LIMIT,
  clipHistoryItem,
  RECENT_LIMIT,
  recentDestinationsItem,
  savedIndexItem,
} from '../../lib/storage/items';
import { itemClipsItem } from '../../lib/storage/reading-list';

type Where = Pick<Connection, 'id' | 'appUrlTemplate' | 'spaceId'>;

let writing: Promise<unknown> = Promise.resolve();

function serialised<T>(write: () => Promise<T>): Promise<T> {
  const turn = writing.then(write);
  writing = turn.catch(() => {});
  return turn;
}

/** The page a clip came from goes into the "already saved?" index (lib/reading), under the place remembered. */
async function indexSaved(
  record: ClipRecord,
  where: Destination,
  sourceUrl: string | undefined,
  pageBlockId: string | undefined,
): Promise<void> {
  const key = sourceUrl && normalizeUrl(sourceUrl);
  if (!key) return;
  await savedIndexItem.setValue(
    addSaved(await savedIndexItem.getValue(), key, {
      how: 'clip',
      connectionId: record.connectionId,
      at: record.createdAt,
      clipId: record.id,
      destination: where,
      ...(record.openUrl ? { openUrl: record.openUrl } : {}),
      ...(pageBlockId ? { pageBlockId } : {}),
    }),
  );
}

/** Puts `record` first in the history (replacing an entry of the same job) and remembers where it went. */
function remember(
  record: ClipRecord,
  destination: Destination,
  createdDocumentId: string | undefined,
  sourceUrl?: string,
  pageBlockId?: string,
): Promise<void> {
  // "The last destination" must not create yet another document: remember the one made.
  const remembered: Destination =
    createdDocumentId && destination.kind === 'new-document'
      ? { kind: 'document', id: createdDocumentId, title: destination.title }
      : unpinned(destination);
  return serialised(async () => {
    const [history, recent] = await Promise.all([clipHistoryItem.getValue(), recentDestinationsItem.getValue()]);
    await Promise.all([
      clipHistoryItem.setValue([record, ...history.filter((r) => r.id !== record.id)].slice(0, CLIP_HISTORY_LIMIT)),
      recentDestinationsItem.setValue(rememberForConnection(recent, record.connectionId, remembered, RECENT_LIMIT)),
      indexSaved(record, remembered, sourceUrl, pageBlockId),
    ]);
  });
}

/** A clip (all of it, or the part that arrived) under its job's id. */
export async function recordClip(
  jobId: string,
  connection: Where,
  request: Pick<ClipRequest, 'title' | 'destination' | 'sourceUrl'>,
  outcome: { blockIds: string[]; createdDocumentId?: string; pageId?: string; notes?: StoredText[] },
): Promise<ClipRecord> {
  const anchor = outcome.blockIds[0] ?? outcome.createdDocumentId!;
  const record: ClipRecord = {
    id: jobId,
    connectionId: connection.id,
    title: request.title,
    destination: request.destination,
    blockIds: outcome.blockIds,
    createdDocumentId: outcome.createdDocumentId,
    createdAt: new Date().toISOString(),
    openUrl: buildDeepLink(connection.appUrlTemplate, { blockId: anchor, spaceId: connection.spaceId }),
    ...(outcome.notes?.length ? { notes: outcome.notes } : {}),
  };
  await remember(record, request.destination, outcome.createdDocumentId, request.sourceUrl, outcome.pageId);
  return record;
}

/** An upload under its job's id: Undo removes the image and its caption like a clip. */
export async function recordUpload(
  jobId: string,
  connection: Where,
  job: UploadJob,
  d: UploadDelivered,
): Promise<UploadRecord> {
  const record: ClipRecord = {
    id: jobId,
    connectionId: connection.id,
    title: imageTitle(job.source),
    destination: d.destination,
    blockIds: [d.blockId, ...(d.captionBlockId ? [d.captionBlockId] : [])],
    createdDocumentId: d.createdDocumentId,
    createdAt: new Date().toISOString(),
    openUrl: buildDeepLink(connection.appUrlTemplate, { blockId: d.blockId, spaceId: connection.spaceId }),
  };
  await remember(record, d.destination, d.createdDocumentId);
  return {
    clipId: jobId,
    blockId: d.blockId,
    assetUrl: d.assetUrl,
    captionBlockId: d.captionBlockId,
    contentType: d.contentType,
    bytes: d.bytes,
    destination: d.destination,
    ...(d.warning ? { warning: d.warning } : {}),
  };
}

/**
 * A collection item: what the popup shows after saving (Open, Undo of an added item). Not in the clip
 * history; its clip's blocks are kept (itemClipsItem), so an update later replaces them and only them.
 */
export async function recordItem(
  jobId: string,
  connection: Where,
  job: ItemJob,
  d: ItemDelivered,
): Promise<ItemRecord> {
  const openUrl = buildDeepLink(connection.appUrlTemplate, { blockId: d.itemId, spaceId: connection.spaceId });
  // The page counts as saved ("already saved?", the toolbar's ✓): in this collection, with Open.
  const key = job.url && normalizeUrl(job.url);
  if (key)
    await serialised(async () =>
      savedIndexItem.setValue(
        addSaved(await savedIndexItem.getValue(), key, {
          how: 'item',
          connectionId: connection.id,
          at: new Date().toISOString(),
          itemId: d.itemId,
          placeTitle: job.collectionName,
          ...(openUrl ? { openUrl } : {}),
        }),
      ),
    );
  // Nothing clipped (properties only): the item's page still holds the clip recorded before.
  if (job.markdown.trim())
    await serialised(async () =>
      itemClipsItem.setValue(
        withItemClip(await itemClipsItem.getValue(), itemClipKey(connection.id, d.itemId), {
          ids: d.blockIds,
          at: Date.now(),
        }),
      ),
    );
  return {
    jobId,
    connectionId: connection.id,
    collectionId: d.collectionId,
    collectionName: job.collectionName,
    itemId: d.itemId,
    title: job.title,
    ...(d.updated ? { updated: true } : {}),
    openUrl,
  };
}

export async function findRecord(id: string): Promise<ClipRecord | undefined> {
  return (await clipHistoryItem.getValue()).find((r) => r.id === id);
}

/** Takes an undone entry out of the history. */
export function forget(id: string): Promise<void> {
  return serialised(async () => {
    await clipHistoryItem.setValue((await clipHistoryItem.getValue()).filter((r) => r.id !== id));
    await savedIndexItem.setValue(forgetClip(await savedIndexItem.getValue(), id));
  });
}

/** Takes an item that was undone out of "already saved?". */
export function forgetItem(connectionId: string, itemId: string): Promise<void> {
  return serialised(async () => {
    await savedIndexItem.setValue(forgetSavedItem(await savedIndexItem.getValue(), connectionId, itemId));
  });
}
