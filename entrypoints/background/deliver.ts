/**
 * The one delivery function: a plain job object (ClipRequest) in, a ClipResult out. The job goes
 * into the outbox (./outbox), which posts it in order, exactly once, and calls recordDelivery to
 * put what arrived in the clip history and the recent destinations.
 */
import { defaultConnection } from '../../lib/connections/connection-list';
import { rememberForConnection } from '../../lib/clip/recent';
import type { ProgressFn } from '../../lib/clip/progress';
import { buildDeepLink, createCraftClient, type CraftClient } from '../../lib/craft';
import type { RetrySettings } from '../../lib/craft/retry-policy';
import { createPacer, pacedClientOptions } from '../../lib/craft/pacer';
import type { ClipRequest, ClipResult } from '../../lib/model/clip';
import type { ClipRecord, Connection, Destination } from '../../lib/model/types';
import {
  CLIP_HISTORY_LIMIT,
  clipHistoryItem,
  clipSettingsItem,
  connectionsItem,
  RECENT_LIMIT,
  recentDestinationsItem,
} from '../../lib/storage/items';
import { sendClip } from './outbox';

export const NO_CONNECTION = 'No Craft connection is set up yet. Open the settings and add one.';

export async function findConnection(connectionId?: string): Promise<Connection | undefined> {
  const list = await connectionsItem.getValue();
  return connectionId ? list.find((c) => c.id === connectionId) : defaultConnection(list);
}

/** One pacer for every request of this worker, so all deliveries together stay inside Craft's rate limits. */
const pacer = createPacer();

export function clientFor(connection: Connection, retry?: Partial<RetrySettings>): CraftClient {
  return createCraftClient({ baseUrl: connection.apiUrl, apiKey: connection.apiKey, ...pacedClientOptions(pacer), retry });
}

/**
 * Every clip goes through the outbox: stored first, then sent; a failure that time can fix is
 * retried in the background. The sender still gets the result when the first attempt succeeds.
 */
export async function deliver(job: ClipRequest, onProgress?: ProgressFn): Promise<ClipResult> {
  const connection = await findConnection(job.connectionId);
  if (!connection) return { ok: false, error: NO_CONNECTION };
  const settings = await clipSettingsItem.getValue();
  return sendClip({ ...job, connectionId: connection.id, insertAt: job.insertAt ?? settings.insertAt }, onProgress);
}

/** After a clip arrived (now or from the outbox): its history entry and remembered destination. */
export async function recordDelivery(
  connection: Pick<Connection, 'id' | 'appUrlTemplate' | 'spaceId'>,
  job: ClipRequest,
  outcome: { blockIds: string[]; createdDocumentId?: string; notes?: string[] },
): Promise<ClipRecord> {
  const anchor = outcome.blockIds[0] ?? outcome.createdDocumentId!;
  const record: ClipRecord = {
    id: crypto.randomUUID(),
    connectionId: connection.id,
    title: job.title,
    destination: job.destination,
    blockIds: outcome.blockIds,
    createdDocumentId: outcome.createdDocumentId,
    createdAt: new Date().toISOString(),
    openUrl: buildDeepLink(connection.appUrlTemplate, { blockId: anchor, spaceId: connection.spaceId }),
    ...(outcome.notes?.length ? { notes: outcome.notes } : {}),
  };
  await remember(connection.id, record, rememberedDestination(job.destination, outcome.createdDocumentId));
  return record;
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
