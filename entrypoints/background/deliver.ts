/**
 * The one delivery function: a plain job object (ClipRequest) in, a ClipResult out. It plans the
 * requests, posts them in order through lib/craft, and records what arrived in the clip history
 * and the recent destinations. Kept free of UI and capture so a later outbox can replay jobs.
 */
import { defaultConnection } from '../../lib/connections/connection-list';
import { clampRequestBytes, planChunks } from '../../lib/clip/chunk-plan';
import { rememberForConnection } from '../../lib/clip/recent';
import { type DeliveryWriter, type ProgressFn, runDelivery } from '../../lib/clip/run-delivery';
import { splitMarkdown } from '../../lib/convert/split';
import { buildDeepLink, createCraftClient, type CraftClient, type DocumentDestination } from '../../lib/craft';
import type { ClipRequest, ClipResult } from '../../lib/messaging/protocol';
import type { ClipRecord, Connection, Destination } from '../../lib/model/types';
import {
  CLIP_HISTORY_LIMIT,
  clipHistoryItem,
  clipSettingsItem,
  connectionsItem,
  RECENT_LIMIT,
  recentDestinationsItem,
} from '../../lib/storage/items';

export const NO_CONNECTION = 'No Craft connection is set up yet. Open the settings and add one.';

export async function findConnection(connectionId?: string): Promise<Connection | undefined> {
  const list = await connectionsItem.getValue();
  return connectionId ? list.find((c) => c.id === connectionId) : defaultConnection(list);
}

export function clientFor(connection: Connection): CraftClient {
  return createCraftClient({ baseUrl: connection.apiUrl, apiKey: connection.apiKey });
}

/** Built-in locations are addressed by name, user folders by id (POST /documents destination). */
function documentDestination(folderId: string | undefined): DocumentDestination {
  if (!folderId || folderId === 'unsorted') return { destination: 'unsorted' };
  if (folderId === 'templates') return { destination: 'templates' };
  return { folderId };
}

function writerFor(client: CraftClient): DeliveryWriter {
  return {
    async insertMarkdown(markdown, position) {
      const blocks = await client.blocks.insertMarkdown(markdown, position);
      return blocks.map((b) => b.id);
    },
    async createDocument(title, folderId) {
      const [created] = await client.documents.create([{ title }], documentDestination(folderId));
      if (!created) throw new Error('Craft did not return the new document.');
      return created.id;
    },
  };
}

export async function deliver(job: ClipRequest, onProgress?: ProgressFn): Promise<ClipResult> {
  const connection = await findConnection(job.connectionId);
  if (!connection) return { ok: false, error: NO_CONNECTION };
  const settings = await clipSettingsItem.getValue();
  const plan = planChunks(job.markdown, clampRequestBytes(job.maxBytes), splitMarkdown);
  const outcome = await runDelivery(
    plan,
    { destination: job.destination, insertAt: job.insertAt ?? settings.insertAt, connectionKind: connection.kind, resume: job.resume },
    writerFor(clientFor(connection)),
    onProgress,
  );

  let record: ClipRecord | undefined;
  if (outcome.blockIds.length > 0 || outcome.createdDocumentId) {
    const anchor = outcome.blockIds[0] ?? outcome.createdDocumentId!;
    record = {
      id: crypto.randomUUID(),
      connectionId: connection.id,
      title: job.title,
      destination: job.destination,
      blockIds: outcome.blockIds,
      createdDocumentId: outcome.createdDocumentId,
      createdAt: new Date().toISOString(),
      openUrl: buildDeepLink(connection.appUrlTemplate, { blockId: anchor, spaceId: connection.spaceId }),
    };
    await remember(connection.id, record, rememberedDestination(job.destination, outcome.createdDocumentId));
  }

  if (outcome.ok) return { ok: true, value: record! };
  return {
    ok: false,
    error: outcome.error,
    failure: {
      failedPart: outcome.failedPart,
      totalParts: outcome.totalParts,
      remainingMarkdown: outcome.remainingMarkdown,
      resume: outcome.resume,
      partialClipId: record?.id,
    },
  };
}

/** "Clip to the last destination" must not create yet another document: remember the one made. */
function rememberedDestination(destination: Destination, createdDocumentId?: string): Destination {
  if (destination.kind === 'new-document' && createdDocumentId) {
    return { kind: 'document', id: createdDocumentId, title: destination.title };
  }
  return destination;
}

async function remember(connectionId: string, record: ClipRecord, destination: Destination): Promise<void> {
  const [history, recent] = await Promise.all([clipHistoryItem.getValue(), recentDestinationsItem.getValue()]);
  await Promise.all([
    clipHistoryItem.setValue([record, ...history].slice(0, CLIP_HISTORY_LIMIT)),
    recentDestinationsItem.setValue(rememberForConnection(recent, connectionId, destination, RECENT_LIMIT)),
  ]);
}
