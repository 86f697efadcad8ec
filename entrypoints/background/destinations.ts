/**
 * Where clips can go: the default and last-used destination of a connection, the destination
 * picker's search (titles from GET /documents, full text from GET /documents/search) and the
 * folder list for "new document in folder".
 */
import { redactSecrets, redactedMessage } from '../../lib/connections/redact';
import { defaultDestination } from '../../lib/clip/position';
import { mergeDestinationResults } from '../../lib/clip/search-merge';
import { isCraftError, type Folder } from '../../lib/craft';
import type { FolderOption } from '../../lib/model/requests';
import type { Connection, Destination, Result } from '../../lib/model/types';
import { recentDestinationsItem } from '../../lib/storage/items';
import { clientFor, findConnection, NO_CONNECTION } from './deliver';
import { onTrustedMessage } from './on-message';

export async function recentFor(connectionId: string): Promise<Destination[]> {
  return (await recentDestinationsItem.getValue())[connectionId] ?? [];
}

/** 'last' → the last used destination; omitted → today's daily note, or a document of the link. */
export async function resolveDestination(
  connection: Connection,
  wanted: Destination | 'last' | undefined,
): Promise<Result<Destination>> {
  const recent = await recentFor(connection.id);
  const picked = wanted === 'last' ? recent[0] : wanted;
  const chosen = picked ?? defaultDestination(connection.kind, recent);
  if (chosen) return { ok: true, value: chosen };
  // A Selected Documents link without history: its first live document is the natural default.
  try {
    const first = (await clientFor(connection).documents.list()).find((d) => !d.isDeleted);
    if (first) return { ok: true, value: { kind: 'document', id: first.id, title: first.title } };
    return { ok: false, error: 'This connection exposes no documents to clip into. Add a document to it in Craft.' };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}

export async function searchDestinations(data: { connectionId?: string; query: string }): Promise<Result<Destination[]>> {
  const connection = await findConnection(data.connectionId);
  if (!connection) return { ok: false, error: NO_CONNECTION };
  const client = clientFor(connection);
  const query = data.query.trim();
  try {
    const [documents, hits, recent] = await Promise.all([
      client.documents.list(),
      query ? client.documents.search({ include: query }) : Promise.resolve([]),
      recentFor(connection.id),
    ]);
    const fullTextIds = hits.map((h) => h.documentId).filter((id): id is string => Boolean(id));
    return { ok: true, value: mergeDestinationResults({ query, recent, documents, fullTextIds }) };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}

/** Trash cannot take new documents; daily notes are not a folder (facts §6.6). */
const NOT_A_TARGET = new Set(['trash', 'daily_notes']);

export function flattenFolders(folders: readonly Folder[], depth = 0): FolderOption[] {
  return folders
    .filter((f) => !NOT_A_TARGET.has(f.id))
    .flatMap((f) => [{ id: f.id, name: f.name, depth }, ...flattenFolders(f.folders ?? [], depth + 1)]);
}

export async function listFolders(data: { connectionId?: string }): Promise<Result<FolderOption[]>> {
  const connection = await findConnection(data.connectionId);
  if (!connection) return { ok: false, error: NO_CONNECTION };
  if (connection.kind !== 'space') return { ok: true, value: [] };
  try {
    return { ok: true, value: flattenFolders(await clientFor(connection).folders.list()) };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}

export function messageOf(error: unknown): string {
  // Redacted: a server's detail or a network error may quote the connection URL.
  if (isCraftError(error)) return redactSecrets(error.message);
  return error instanceof Error ? redactedMessage(error) : 'Something went wrong. Try again.';
}

export function setUpDestinations(): void {
  onTrustedMessage('searchDestinations', searchDestinations);
  onTrustedMessage('listFolders', listFolders);
}
