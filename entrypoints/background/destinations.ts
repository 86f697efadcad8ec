/**
 * Where clips can go: the destination picker's search (titles from GET /documents, full text from
 * GET /documents/search, recent ones first), its collections (by name from GET /collections, recent
 * ones first, each with its document's title: lib/collections/collection-places.ts) and the folder
 * list for "new document in folder", and which remembered documents are in the trash (trash-check.ts).
 * What 'last' and defaults mean is services.ts's `destination`. The document list is kept LIST_TTL_MS
 * per connection (in memory: a cache, lost with the worker), and so is the collection list, so typing
 * costs no request for titles or collections and one for the full text — `npm run bench` (search)
 * showed a list per search spending Craft's per-space budget until the pacer held a search for 28 s.
 */
import { mergeDestinationResults, type ListedDocument } from '../../lib/clip/search-merge';
import { matchCollections, type CollectionPlace } from '../../lib/collections/collection-places';
import type { CollectionSummary, Folder } from '../../lib/craft';
import { createTrashCheck, type TrashCheck } from '../../lib/craft/trash-check';
import type { FolderOption } from '../../lib/model/requests';
import type { Connection, Destination, Result } from '../../lib/model/types';
import { recentCollectionsItem } from '../../lib/storage/reading-list';
import { onTrustedMessage } from './on-message';
import { noConnection, type Services } from './services';

/** Trash cannot take new documents; daily notes are not a folder (facts §6.6). */
const NOT_A_TARGET = new Set(['trash', 'daily_notes']);

function flattenFolders(folders: readonly Folder[], depth = 0): FolderOption[] {
  return folders
    .filter((f) => !NOT_A_TARGET.has(f.id))
    .flatMap((f) => [{ id: f.id, name: f.name, depth }, ...flattenFolders(f.folders ?? [], depth + 1)]);
}

const LIST_TTL_MS = 30_000;

export function setUpDestinations(services: Services): void {
  /** Lists by kind and connection (and URL: a connection edited in place is another list), with when asked. */
  const lists = new Map<string, { at: number; list: Promise<unknown[]> }>();
  function kept<T>(what: string, connection: Connection, ask: () => Promise<T[]>): Promise<T[]> {
    const key = `${what} ${connection.id} ${connection.apiUrl}`;
    const known = lists.get(key);
    if (known && Date.now() - known.at < LIST_TTL_MS) return known.list as Promise<T[]>;
    const list = ask();
    lists.set(key, { at: Date.now(), list });
    list.catch(() => {
      if (lists.get(key)?.list === list) lists.delete(key);
    }); // a failure is not kept
    return list;
  }
  const documentsOf = (connection: Connection): Promise<ListedDocument[]> =>
    kept('documents', connection, () => services.client(connection).documents.list());
  const collectionsOf = (connection: Connection): Promise<CollectionSummary[]> =>
    kept('collections', connection, () => services.client(connection).collections.list());

  async function searchDestinations(data: {
    connectionId?: string;
    query: string;
    titlesOnly?: boolean;
  }): Promise<Result<Destination[]>> {
    const connection = await services.connection(data.connectionId);
    if (!connection) return { ok: false, error: noConnection() };
    const client = services.client(connection);
    const query = data.query.trim();
    try {
      const [documents, hits, recent] = await Promise.all([
        documentsOf(connection),
        query && !data.titlesOnly ? client.documents.search({ include: query }) : Promise.resolve([]),
        services.recent(connection.id),
      ]);
      const fullTextIds = hits.map((h) => h.documentId).filter((id): id is string => Boolean(id));
      return { ok: true, value: mergeDestinationResults({ query, recent, documents, fullTextIds }) };
    } catch (error) {
      return { ok: false, error: services.errorText(error, connection) };
    }
  }

  async function searchCollections(data: { connectionId?: string; query: string }): Promise<Result<CollectionPlace[]>> {
    const connection = await services.connection(data.connectionId);
    if (!connection) return { ok: false, error: noConnection() };
    try {
      const [collections, documents, recent] = await Promise.all([
        collectionsOf(connection),
        connection.kind === 'daily-notes' ? Promise.resolve([]) : documentsOf(connection),
        recentCollectionsItem.getValue(),
      ]);
      return {
        ok: true,
        value: matchCollections({ query: data.query, collections, documents, recent: recent[connection.id] ?? [] }),
      };
    } catch (error) {
      return { ok: false, error: services.errorText(error, connection) };
    }
  }

  /**
   * One read of the trash (or of the deletion status) answers for every document asked about, and for
   * every question of the next LIST_TTL_MS: a popup asking for its recent places, then for its
   * collections' documents, reads the trash once.
   */
  const trashChecks = new Map<string, { at: number; check: TrashCheck }>();
  async function trashedDocuments(data: { connectionId?: string; documentIds: string[] }): Promise<Result<string[]>> {
    const connection = await services.connection(data.connectionId);
    if (!connection) return { ok: false, error: noConnection() };
    const key = `${connection.id} ${connection.apiUrl}`;
    const known = trashChecks.get(key);
    const check =
      known && Date.now() - known.at < LIST_TTL_MS
        ? known.check
        : createTrashCheck(services.client(connection), connection.kind);
    if (check !== known?.check) trashChecks.set(key, { at: Date.now(), check });
    const verdicts = await Promise.all(data.documentIds.map((id) => check.status(id)));
    return { ok: true, value: data.documentIds.filter((_, i) => verdicts[i] === 'trashed') };
  }

  async function listFolders(data: { connectionId?: string }): Promise<Result<FolderOption[]>> {
    const connection = await services.connection(data.connectionId);
    if (!connection) return { ok: false, error: noConnection() };
    if (connection.kind !== 'space') return { ok: true, value: [] };
    try {
      return { ok: true, value: flattenFolders(await services.client(connection).folders.list()) };
    } catch (error) {
      return { ok: false, error: services.errorText(error, connection) };
    }
  }

  onTrustedMessage('searchDestinations', searchDestinations);
  onTrustedMessage('searchCollections', searchCollections);
  onTrustedMessage('listFolders', listFolders);
  onTrustedMessage('trashedDocuments', trashedDocuments);
}
