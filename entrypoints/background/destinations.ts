/**
 * Where clips can go: the destination picker's search (titles from GET /documents, full text from
 * GET /documents/search, recent ones first) and the folder list for "new document in folder".
 * What 'last' and defaults mean is services.ts's `destination`.
 */
import { mergeDestinationResults } from '../../lib/clip/search-merge';
import type { Folder } from '../../lib/craft';
import type { FolderOption } from '../../lib/model/requests';
import type { Destination, Result } from '../../lib/model/types';
import { onTrustedMessage } from './on-message';
import { NO_CONNECTION, type Services } from './services';

/** Trash cannot take new documents; daily notes are not a folder (facts §6.6). */
const NOT_A_TARGET = new Set(['trash', 'daily_notes']);

function flattenFolders(folders: readonly Folder[], depth = 0): FolderOption[] {
  return folders
    .filter((f) => !NOT_A_TARGET.has(f.id))
    .flatMap((f) => [{ id: f.id, name: f.name, depth }, ...flattenFolders(f.folders ?? [], depth + 1)]);
}

export function setUpDestinations(services: Services): void {
  async function searchDestinations(data: { connectionId?: string; query: string }): Promise<Result<Destination[]>> {
    const connection = await services.connection(data.connectionId);
    if (!connection) return { ok: false, error: NO_CONNECTION };
    const client = services.client(connection);
    const query = data.query.trim();
    try {
      const [documents, hits, recent] = await Promise.all([
        client.documents.list(),
        query ? client.documents.search({ include: query }) : Promise.resolve([]),
        services.recent(connection.id),
      ]);
      const fullTextIds = hits.map((h) => h.documentId).filter((id): id is string => Boolean(id));
      return { ok: true, value: mergeDestinationResults({ query, recent, documents, fullTextIds }) };
    } catch (error) {
      return { ok: false, error: services.errorText(error, connection) };
    }
  }

  async function listFolders(data: { connectionId?: string }): Promise<Result<FolderOption[]>> {
    const connection = await services.connection(data.connectionId);
    if (!connection) return { ok: false, error: NO_CONNECTION };
    if (connection.kind !== 'space') return { ok: true, value: [] };
    try {
      return { ok: true, value: flattenFolders(await services.client(connection).folders.list()) };
    } catch (error) {
      return { ok: false, error: services.errorText(error, connection) };
    }
  }

  onTrustedMessage('searchDestinations', searchDestinations);
  onTrustedMessage('listFolders', listFolders);
}
