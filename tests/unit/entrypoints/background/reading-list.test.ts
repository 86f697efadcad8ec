/**
 * The reading list's background (reading-list.ts) through its messages, against the emulator and
 * the real outbox: a collection's mapping guessed once and kept, a page saved as an item with its
 * content, found again as "already saved" (one read of the collection for repeated lookups), an
 * update of that item, and Undo; the destination picker's collections found by name without a
 * request per query, the one saved to first among them as recent.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startOutbox } from '../../../../entrypoints/background/outbox';
import { outboxHandlers } from '../../../../entrypoints/background/outbox-handlers';
import { setUpDestinations } from '../../../../entrypoints/background/destinations';
import { setUpReadingList } from '../../../../entrypoints/background/reading-list';
import { createServices } from '../../../../entrypoints/background/services';
import { createCraftClient } from '../../../../lib/craft';
import { messaging } from '../../../../lib/messaging/protocol';
import type { Connection } from '../../../../lib/model/types';
import { connectionsItem } from '../../../../lib/storage/items';
import { itemClipsItem, readingListItem, recentCollectionsItem } from '../../../../lib/storage/reading-list';
import { useEmulator } from '../../lib/outbox/use-emulator';

const emulator = useEmulator();
beforeAll(() => startOutbox({ handlers: outboxHandlers(createServices()), onChange: () => {} }));

beforeEach(() => {
  fakeBrowser.reset();
  vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true); // the e2e build grants the emulator's loopback host
  // @webext-core/messaging talks to `chrome.runtime` directly.
  vi.stubGlobal('chrome', fakeBrowser);
  setUpReadingList(createServices());
  setUpDestinations(createServices());
});
afterEach(() => {
  messaging.removeAllListeners();
  vi.unstubAllGlobals();
});

// The answers' shapes are each message's own; the assertions below spell them out.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { ok: boolean; value?: any; error?: string };

async function deliver(type: string, data: unknown): Promise<Answer> {
  const own = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') };
  const answer = await new Promise<{ res?: unknown; err?: { message: string } }>((resolve) => {
    const trigger = fakeBrowser.runtime.onMessage.trigger as (...args: unknown[]) => Promise<unknown>;
    void trigger({ id: 1, type, data, timestamp: Date.now() }, own, resolve);
  });
  if (answer.err) throw new Error(answer.err.message);
  return answer.res as Answer;
}

async function connect() {
  const link = emulator.link('space');
  const connection: Connection = {
    id: 'c1',
    name: 'Garden',
    apiUrl: link.apiUrl,
    apiKey: link.apiKey,
    kind: 'space',
    spaceName: 'Garden',
    spaceId: 'sp',
    timezone: 'Europe/Berlin',
    isDefault: true,
    addedAt: '2026-01-01T00:00:00Z',
    appUrlTemplate: 'craftdocs://open?blockId={blockId}&spaceId={spaceId}',
  };
  await connectionsItem.setValue([connection]);
  const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
  const doc = emulator.state.documents().find((d) => d.location !== 'trash')!;
  const make = async (name: string) =>
    (
      await client.collections.create(
        {
          name,
          properties: [
            { name: 'URL', type: 'url' },
            { name: 'Status', type: 'singleSelect', options: [{ name: 'To read' }, { name: 'Done' }] },
          ],
        },
        { position: 'end', pageId: doc.id },
      )
    ).collectionBlockId;
  return { client, doc, make };
}

it('guesses the mapping once, saves a page, finds it saved, updates it and undoes it', async () => {
  const { client, doc, make } = await connect();
  const collectionId = await make('Reading list');

  const listed = await deliver('listCollections', {});
  // Each collection names its document: the popup checks it against the trash.
  expect(listed.value).toContainEqual({ id: collectionId, name: 'Reading list', itemCount: 0, documentId: doc.id });
  const setup = await deliver('collectionSetup', { collectionId });
  expect(setup.value.mapping).toEqual({ fields: { url: 'url', status: 'status' } });
  // The user's change is kept; the next setup shows it instead of guessing again.
  await deliver('setCollectionMapping', {
    connectionId: 'c1',
    collectionId,
    mapping: { fields: { url: 'url' }, status: 'Done' },
  });
  expect((await deliver('collectionSetup', { collectionId })).value.mapping).toEqual({
    fields: { url: 'url' },
    status: 'Done',
  });
  expect(Object.keys((await readingListItem.getValue()).mappings)).toEqual([`c1/${collectionId}`]);

  const page = { collectionId, urlKey: 'url', url: 'https://www.example.com/post/?utm_source=feed', title: 'A post' };
  expect((await deliver('findSavedItem', page)).value).toBeNull();
  const saved = await deliver('saveItem', {
    collectionId,
    collectionName: 'Reading list',
    title: 'A post',
    urlKey: 'url',
    url: page.url,
    properties: { url: 'https://example.com/post', status: 'To read' },
    markdown: 'The post.',
  });
  expect(saved).toMatchObject({
    ok: true,
    value: { collectionId, title: 'A post', openUrl: expect.stringContaining('craftdocs://') },
  });
  const itemId = saved.value.itemId;

  emulator.log.clear();
  const found = await deliver('findSavedItem', page);
  expect(found.value).toMatchObject({ itemId, properties: { status: 'To read' } });
  await deliver('findSavedItem', page);
  expect(emulator.log.entries().filter((e) => e.method === 'GET' && e.path.endsWith('/items'))).toHaveLength(1);

  const updated = await deliver('saveItem', {
    collectionId,
    collectionName: 'Reading list',
    title: 'A post',
    updateId: itemId,
    properties: { status: 'Done' },
    markdown: '',
  });
  expect(updated).toMatchObject({ ok: true, value: { itemId, updated: true } });
  const items = await client.collections.getItems(collectionId);
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ id: itemId, properties: { status: 'Done', url: 'https://example.com/post' } });

  expect(await deliver('undoItem', { collectionId, itemId })).toEqual({ ok: true, value: null });
  expect(await client.collections.getItems(collectionId)).toHaveLength(0);
  expect((await deliver('findSavedItem', page)).value).toBeNull();
});

it("updates an item's clip and keeps the note written into it; an item clipped elsewhere is kept whole", async () => {
  const { client, make } = await connect();
  const collectionId = await make('Reading list');
  const item = { collectionId, collectionName: 'Reading list', title: 'A post', urlKey: 'url', properties: {} };
  const saved = await deliver('saveItem', { ...item, markdown: 'Old one.\n\nOld two.' });
  const itemId = saved.value.itemId as string;
  await client.blocks.insertMarkdown('My own note.', { position: 'end', pageId: itemId });
  const page = async () =>
    ((await client.collections.getItems(collectionId))[0]!.content ?? []).map((b) =>
      b.type === 'line' ? '(divider)' : b.markdown,
    );

  expect(await deliver('saveItem', { ...item, updateId: itemId, markdown: 'New one.' })).toMatchObject({ ok: true });
  expect(await page()).toEqual(['My own note.', 'New one.']);

  // Saved by another device (nothing recorded here): nothing is removed, the new clip follows a divider.
  await itemClipsItem.setValue({});
  expect(await deliver('saveItem', { ...item, updateId: itemId, markdown: 'Newer.' })).toMatchObject({ ok: true });
  expect(await page()).toEqual(['My own note.', 'New one.', '(divider)', 'Newer.']);
  // That clip, divider included, is recorded: the next update replaces it and only it.
  expect(await deliver('saveItem', { ...item, updateId: itemId, markdown: 'Newest.' })).toMatchObject({ ok: true });
  expect(await page()).toEqual(['My own note.', 'New one.', 'Newest.']);
});

it('finds collections by name for the destination picker without a request per query; the one saved to comes first', async () => {
  const { doc, make } = await connect();
  await make('Reading list');
  await make('Récipes to try');
  const later = await make('Read later');
  emulator.log.clear();
  const names = async (query: string) =>
    ((await deliver('searchCollections', { query })).value as Array<{ name: string }>).map((c) => c.name);

  // All of them for the empty query (the emulator's seed holds one more), in the space's order.
  expect(await names('')).toEqual(expect.arrayContaining(['Reading list', 'Récipes to try', 'Read later']));
  expect(await names('READ')).toEqual(['Reading list', 'Read later']);
  expect(await names('récipes')).toEqual(['Récipes to try']);
  expect(await names('nothing like it')).toEqual([]);
  // Typing asked Craft nothing: one collection list and one document list for all four queries.
  expect(emulator.log.entries().map((e) => `${e.method} ${e.path}`)).toEqual(['GET /collections', 'GET /documents']);
  expect((await deliver('searchCollections', { query: 'later' })).value).toEqual([
    { kind: 'collection', id: later, name: 'Read later', documentTitle: doc.title },
  ]);

  const saved = await deliver('saveItem', {
    collectionId: later,
    collectionName: 'Read later',
    title: 'A post',
    properties: {},
    markdown: 'The post.',
  });
  expect(saved.ok).toBe(true);
  expect(await names('read')).toEqual(['Read later', 'Reading list']);
  expect((await deliver('searchCollections', { query: 'read' })).value[0]).toMatchObject({ id: later, recent: true });
  expect((await recentCollectionsItem.getValue()).c1).toEqual([{ kind: 'collection', id: later, name: 'Read later' }]);
});
