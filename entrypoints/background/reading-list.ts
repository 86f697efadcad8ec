/**
 * The reading list: collections as a place to save pages. The collections of a connection; a
 * collection's schema with its mapping (guessed once, then kept and editable); saving a page as an
 * item through the outbox (send.ts); whether a page is already in a collection — one GET of the
 * collection's items, kept for a minute per collection, so opening the popup again asks nothing;
 * and Undo of an added item. The right-click menu's "Save to reading list" and quick clip to a
 * default collection save the tab (its article, or the link clicked) with its properties guessed
 * through the same mapping and the same outbox path. A collection saved to becomes one of the
 * destination picker's recent collections. A page whose rule (lib/rules, default connection) names a
 * collection goes there from the menu and quick clip, with the rule's title, tags and properties. A
 * feature: leaves and lib only.
 */
import { captureTab } from '../../lib/browser/capture-tab';
import type { CaptureResult } from '../../lib/capture/types';
import { linkCapture } from '../../lib/clip/link-capture';
import type { ReadingListAction } from '../../lib/clip/menu-items';
import { rememberCollection } from '../../lib/collections/collection-places';
import { itemsOf } from '../../lib/collections/find-item';
import { guessMapping, stillValid } from '../../lib/collections/mapping';
import { pageItemJob } from '../../lib/collections/page-item';
import { withRuleProperties } from '../../lib/collections/rule-values';
import { ruleForCapture, type RuleFound } from '../../lib/rules/for-capture';
import { readSchema } from '../../lib/collections/schema';
import { todayIn } from '../../lib/dates/today';
import { t } from '../../lib/i18n/t';
import type { CollectionSetup } from '../../lib/model/reading-list';
import { buildDeepLink } from '../../lib/craft';
import type { CollectionItem } from '../../lib/craft/types';
import type { Connection, ItemJob, ItemRecord, Result } from '../../lib/model/types';
import { clipSettingsItem, rulesItem } from '../../lib/storage/items';
import { itemClipKey } from '../../lib/reading/item-clips';
import {
  itemClipsItem,
  lastCollectionItem,
  mappingKey,
  readingListItem,
  recentCollectionsItem,
  type CollectionRef,
} from '../../lib/storage/reading-list';
import { FEEDBACK, type Feedback } from './feedback';
import { forgetItem } from './history';
import type { MenuClick } from './menus';
import { onTrustedMessage } from './on-message';
import { sendQuick } from './send';
import { noConnection, type Services } from './services';

const CACHE_MS = 60_000;

export function setUpReadingList(services: Services) {
  // Only a cache: a worker stopped meanwhile reads the items again.
  const cached = new Map<string, { at: number; items: Promise<CollectionItem[]> }>();

  async function withConnection<T>(
    connectionId: string | undefined,
    run: (c: Connection) => Promise<T>,
  ): Promise<Result<T>> {
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

  onTrustedMessage('listCollections', ({ connectionId }) =>
    withConnection(connectionId, async (connection) =>
      (await services.client(connection).collections.list()).map((c) => ({
        id: c.id,
        name: c.name,
        itemCount: c.itemCount,
        ...(c.documentId ? { documentId: c.documentId } : {}),
      })),
    ),
  );

  async function setupOf(connection: Connection, collectionId: string): Promise<CollectionSetup> {
    const schema = readSchema(await services.client(connection).collections.getSchema(collectionId, 'schema'));
    const settings = await readingListItem.getValue();
    const key = mappingKey(connection.id, collectionId);
    const kept = settings.mappings[key];
    const mapping = kept ? stillValid(kept, schema) : guessMapping(schema);
    // Guessed once: from now on the options page shows this one and the user's changes stay.
    if (!kept) await readingListItem.setValue({ ...settings, mappings: { ...settings.mappings, [key]: mapping } });
    return { schema, mapping };
  }

  async function save({ earlierBlockIds: _asked, ...job }: ItemJob): Promise<Result<ItemRecord>> {
    const connection = await services.connection(job.connectionId);
    if (!connection) return { ok: false, error: noConnection() };
    // An update replaces the item's last clip recorded here (history.ts), and nothing else in its page.
    const earlier = job.updateId && (await itemClipsItem.getValue())[itemClipKey(connection.id, job.updateId)]?.ids;
    const result = await sendQuick('item', job.title, connection, {
      ...job,
      connectionId: connection.id,
      ...(earlier ? { earlierBlockIds: earlier } : {}),
    });
    cached.delete(mappingKey(connection.id, job.collectionId));
    if (result.ok) {
      const recent = await recentCollectionsItem.getValue();
      const place = { id: job.collectionId, name: job.collectionName };
      await recentCollectionsItem.setValue({
        ...recent,
        [connection.id]: rememberCollection(recent[connection.id] ?? [], place),
      });
      await lastCollectionItem.setValue({
        ...(await lastCollectionItem.getValue()),
        [connection.id]: job.collectionId,
      });
    }
    return result as Result<ItemRecord>;
  }

  /** The default collection, when it belongs to the default connection (the one menus and commands use). */
  async function defaultCollection(): Promise<{ connection: Connection; ref: CollectionRef } | undefined> {
    const connection = await services.connection();
    const ref = (await readingListItem.getValue()).defaultCollection;
    return connection && ref?.connectionId === connection.id ? { connection, ref } : undefined;
  }

  /** The collection the page's rule names, on the default connection (a rule names its places). */
  async function ruleCollection(
    captured: CaptureResult,
  ): Promise<{ ref: CollectionRef; found: RuleFound } | undefined> {
    const connection = await services.connection();
    if (!connection?.isDefault) return undefined;
    const found = ruleForCapture(await rulesItem.getValue(), captured);
    const d = found?.rule.destination;
    if (d?.kind !== 'collection') return undefined;
    return { ref: { connectionId: connection.id, collectionId: d.collectionId, name: d.name }, found: found! };
  }

  /**
   * The tab's article (or the given capture, or the link clicked) as an item of `target`, else the
   * collection the page's rule names, else the default collection; properties guessed through the
   * mapping, then the rule's title, tags and properties over them.
   */
  async function saveTab(
    tabId: number,
    link?: { url: string; text?: string },
    given?: CaptureResult,
    target?: { collectionId: string; name: string },
    rule?: RuleFound,
  ): Promise<Result<ItemRecord>> {
    const captured = given
      ? { ok: true as const, value: given }
      : link
        ? { ok: true as const, value: linkCapture(link) }
        : await captureTab(tabId, { mode: 'article', keepImages: (await clipSettingsItem.getValue()).keepImages });
    if (!captured.ok) return captured;
    if (!captured.value.metadata.url) return { ok: false, error: t('bg_nothingToClip') };
    const connection = await services.connection();
    const ruled = target ? undefined : await ruleCollection(captured.value);
    const fallback = await defaultCollection();
    const ref: CollectionRef | undefined =
      target && connection ? { connectionId: connection.id, ...target } : (ruled?.ref ?? fallback?.ref);
    const found = rule ?? ruled?.found;
    if (!connection || !ref) return { ok: false, error: noConnection() };
    let setup: CollectionSetup;
    try {
      setup = await setupOf(connection, ref.collectionId);
    } catch (error) {
      return { ok: false, error: services.errorText(error, connection) };
    }
    const into = { connectionId: connection.id, collectionId: ref.collectionId, collectionName: ref.name };
    const job = pageItemJob(captured.value, setup, into, todayIn(new Date(), connection.timezone));
    if (!found) return save(job);
    const properties = withRuleProperties(job.properties, setup.schema, setup.mapping, found.pick);
    return save({ ...job, title: found.pick.title || job.title, properties });
  }

  async function fromMenu(action: ReadingListAction, click: MenuClick): Promise<Feedback | undefined> {
    if (click.tabId === undefined) return undefined;
    const link =
      action.link && click.linkUrl ? { url: click.linkUrl, text: click.linkText ?? click.selectionText } : undefined;
    return FEEDBACK.item(await saveTab(click.tabId, link));
  }

  /** Quick clip's part (clip.ts): the default collection, and saving a page to a collection. */
  const saves = {
    hasDefault: async () => Boolean(await defaultCollection()),
    save: (
      tabId: number,
      captured?: CaptureResult,
      target?: { collectionId: string; name: string },
      rule?: RuleFound,
    ) => saveTab(tabId, undefined, captured, target, rule),
  };

  onTrustedMessage('collectionSetup', ({ connectionId, collectionId }) =>
    withConnection(connectionId, (connection) => setupOf(connection, collectionId)),
  );

  onTrustedMessage('setCollectionMapping', async ({ connectionId, collectionId, mapping }) => {
    const settings = await readingListItem.getValue();
    await readingListItem.setValue({
      ...settings,
      mappings: { ...settings.mappings, [mappingKey(connectionId, collectionId)]: mapping },
    });
    return { ok: true, value: null };
  });

  onTrustedMessage('findSavedItem', ({ connectionId, collectionId, urlKey, url, title }) =>
    withConnection(connectionId, async (connection) => {
      const [found] = itemsOf(await itemsOfCollection(connection, collectionId), { urlKey, url, title });
      if (!found) return null;
      const openUrl = buildDeepLink(connection.appUrlTemplate, { blockId: found.id, spaceId: connection.spaceId });
      // Flat on the item or under metadata, as documents lists differ (facts §6): only when Craft gives it.
      const created = found.createdAt ?? (found.metadata as { createdAt?: unknown } | undefined)?.createdAt;
      return {
        itemId: found.id,
        title: found.title ?? '',
        properties: found.properties ?? {},
        ...(openUrl ? { openUrl } : {}),
        ...(typeof created === 'string' ? { createdAt: created } : {}),
      };
    }),
  );

  onTrustedMessage('saveItem', save);

  onTrustedMessage('undoItem', ({ connectionId, collectionId, itemId }) =>
    withConnection(connectionId, async (connection) => {
      await services.client(connection).collections.deleteItems(collectionId, [itemId]);
      cached.delete(mappingKey(connection.id, collectionId));
      await forgetItem(connection.id, itemId);
      return null;
    }),
  );
  return { fromMenu, saves };
}
