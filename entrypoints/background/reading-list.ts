/**
 * The reading list: collections as a place to save pages. The collections of a connection; a
 * collection's schema with its mapping (guessed once, then kept and editable); saving a page as an
 * item through the outbox (send.ts); whether a page is already in a collection — one GET of the
 * collection's items, kept for a minute per collection, so opening the popup again asks nothing;
 * and Undo of an added item. A feature: leaves and lib only.
 */
import { itemsOf } from '../../lib/collections/find-item';
import { guessMapping, stillValid } from '../../lib/collections/mapping';
import { readSchema } from '../../lib/collections/schema';
import { buildDeepLink } from '../../lib/craft';
import type { CollectionItem } from '../../lib/craft/types';
import type { Connection, ItemJob, ItemRecord, Result } from '../../lib/model/types';
import { mappingKey, readingListItem } from '../../lib/storage/reading-list';
import { onTrustedMessage } from './on-message';
import { sendQuick } from './send';
import { noConnection, type Services } from './services';

const CACHE_MS = 60_000;

export function setUpReadingList(services: Services): void {
  // Only a cache: a worker stopped meanwhile reads the items again.
  const cached = new Map<string, { at: number; items: Promise<CollectionItem[]> }>();

  async function withConnection<T>(connectionId: string | undefined, run: (c: Connection) => Promise<T>): Promise<Result<T>> {
    const connection = await services.connection(connectionId);
    if (!connection) return { ok: false, error: noConnection() };
    try {
      return { ok: true, value: await run(connection) };
    } catch (error) {
      return { ok: false, error: services.errorText(error) };
    }
  }

  function itemsOfCollection(connection: Connection, collectionId: string, fresh = false): Promise<CollectionItem[]> {
    const key = mappingKey(connection.id, collectionId);
    const hit = cached.get(key);
    if (hit && !fresh && Date.now() - hit.at < CACHE_MS) return hit.items;
    const items = services.client(connection).collections.getItems(collectionId, { maxDepth: 0 });
    cached.set(key, { at: Date.now(), items });
    items.catch(() => cached.delete(key));
    return items;
  }

  onTrustedMessage('listCollections', ({ connectionId }) => withConnection(connectionId, async (connection) =>
    (await services.client(connection).collections.list()).map((c) => ({ id: c.id, name: c.name, itemCount: c.itemCount }))));

  onTrustedMessage('collectionSetup', ({ connectionId, collectionId }) => withConnection(connectionId, async (connection) => {
    const schema = readSchema(await services.client(connection).collections.getSchema(collectionId, 'schema'));
    const settings = await readingListItem.getValue();
    const key = mappingKey(connection.id, collectionId);
    const kept = settings.mappings[key];
    const mapping = kept ? stillValid(kept, schema) : guessMapping(schema);
    // Guessed once: from now on the options page shows this one and the user's changes stay.
    if (!kept) await readingListItem.setValue({ ...settings, mappings: { ...settings.mappings, [key]: mapping } });
    return { schema, mapping };
  }));

  onTrustedMessage('setCollectionMapping', async ({ connectionId, collectionId, mapping }) => {
    const settings = await readingListItem.getValue();
    await readingListItem.setValue({ ...settings, mappings: { ...settings.mappings, [mappingKey(connectionId, collectionId)]: mapping } });
    return { ok: true, value: null };
  });

  onTrustedMessage('findSavedItem', ({ connectionId, collectionId, urlKey, url, title }) => withConnection(connectionId, async (connection) => {
    const [found] = itemsOf(await itemsOfCollection(connection, collectionId), { urlKey, url, title });
    if (!found) return null;
    const openUrl = buildDeepLink(connection.appUrlTemplate, { blockId: found.id, spaceId: connection.spaceId });
    // Flat on the item or under metadata, as documents lists differ (facts §6): only when Craft gives it.
    const created = found.createdAt ?? (found.metadata as { createdAt?: unknown } | undefined)?.createdAt;
    return {
      itemId: found.id, title: found.title ?? '', properties: found.properties ?? {},
      ...(openUrl ? { openUrl } : {}), ...(typeof created === 'string' ? { createdAt: created } : {}),
    };
  }));

  onTrustedMessage('saveItem', async (job: ItemJob): Promise<Result<ItemRecord>> => {
    const connection = await services.connection(job.connectionId);
    if (!connection) return { ok: false, error: noConnection() };
    const result = await sendQuick('item', job.title, connection, { ...job, connectionId: connection.id });
    cached.delete(mappingKey(connection.id, job.collectionId));
    return result as Result<ItemRecord>;
  });

  onTrustedMessage('undoItem', ({ connectionId, collectionId, itemId }) => withConnection(connectionId, async (connection) => {
    await services.client(connection).collections.deleteItems(collectionId, [itemId]);
    cached.delete(mappingKey(connection.id, collectionId));
    return null;
  }));
}
