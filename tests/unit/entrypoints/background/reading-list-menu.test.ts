/**
 * "Save to reading list" from the right-click menu and quick clip to a default collection
 * (reading-list.ts fromMenu/saves), against the emulator and the real outbox: a clicked link
 * becomes one item of the default collection with its properties guessed; without a default
 * collection quick clip is left to the clip path; a page whose rule names a collection goes there,
 * with the rule's title and properties. "Save all tabs" from the menu (save-tabs.ts)
 * asks for the `tabs` permission and, refused, says so and stores nothing.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getOutbox, startOutbox } from '../../../../entrypoints/background/outbox';
import { outboxHandlers } from '../../../../entrypoints/background/outbox-handlers';
import { setUpReadingList } from '../../../../entrypoints/background/reading-list';
import { setUpSaveTabs } from '../../../../entrypoints/background/save-tabs';
import { createServices } from '../../../../entrypoints/background/services';
import { createCraftClient } from '../../../../lib/craft';
import { messaging } from '../../../../lib/messaging/protocol';
import type { Connection } from '../../../../lib/model/types';
import { connectionsItem, rulesItem } from '../../../../lib/storage/items';
import { readingListItem } from '../../../../lib/storage/reading-list';
import { useEmulator } from '../../lib/outbox/use-emulator';

const emulator = useEmulator();
beforeAll(() => startOutbox({ handlers: outboxHandlers(createServices()), onChange: () => {} }));
beforeEach(() => {
  fakeBrowser.reset();
  vi.stubGlobal('chrome', fakeBrowser);
  // The emulator is on loopback: the access the e2e build grants.
  Object.assign(fakeBrowser.permissions, { contains: async () => true });
});
afterEach(() => {
  messaging.removeAllListeners();
  vi.unstubAllGlobals();
});

async function seed(): Promise<{ collectionId: string; client: ReturnType<typeof createCraftClient> }> {
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
  };
  await connectionsItem.setValue([connection]);
  const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
  const doc = emulator.state.documents().find((d) => d.location !== 'trash')!;
  const { collectionBlockId: collectionId } = await client.collections.create(
    {
      name: 'To read',
      properties: [
        { name: 'Link', type: 'url' },
        { name: 'Date added', type: 'date' },
        { name: 'Status', type: 'singleSelect', options: [{ name: 'Inbox' }, { name: 'Read' }] },
      ],
    },
    { position: 'end', pageId: doc.id },
  );
  return { collectionId, client };
}

it('a clicked link becomes one item of the default collection, with its properties guessed', async () => {
  const { collectionId, client } = await seed();
  const list = setUpReadingList(createServices());
  expect(await list.saves.hasDefault()).toBe(false);
  await readingListItem.setValue({
    mappings: {},
    defaultCollection: { connectionId: 'c1', collectionId, name: 'To read' },
  });

  const feedback = await list.fromMenu(
    { feature: 'readingList', link: true },
    { tabId: 5, linkUrl: 'https://example.com/tide', linkText: 'Tide pools' },
  );
  expect(feedback).toEqual({ ok: true, title: 'Saved to To read', message: 'Tide pools' });
  const items = await client.collections.getItems(collectionId);
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    title: 'Tide pools',
    properties: {
      link: 'https://example.com/tide',
      status: 'Inbox',
      dateAdded: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    },
  });
  // The mapping was guessed once and kept, as for the popup.
  expect((await readingListItem.getValue()).mappings[`c1/${collectionId}`]).toBeDefined();
});

it('a default collection of another connection is not used', async () => {
  const { collectionId } = await seed();
  const list = setUpReadingList(createServices());
  await readingListItem.setValue({
    mappings: {},
    defaultCollection: { connectionId: 'other', collectionId, name: 'To read' },
  });
  expect(await list.saves.hasDefault()).toBe(false);
});

it("a page whose rule names a collection goes there, with the rule's title and properties", async () => {
  const { collectionId, client } = await seed();
  const list = setUpReadingList(createServices());
  await rulesItem.setValue([
    {
      id: 'papers',
      name: 'Papers',
      match: { kind: 'prefix', prefix: 'https://example.com/papers/' },
      destination: { kind: 'collection', collectionId, name: 'To read' },
      titlePattern: 'Paper: {title}',
      // An option the collection lacks is left out: only the user's yes adds one.
      properties: { status: 'Read', Link: 'https://example.com/canonical' },
    },
    { id: 'x', name: 'Other', match: { kind: 'site', domain: 'example.com', subdomains: false } },
  ]);
  const feedback = await list.fromMenu(
    { feature: 'readingList', link: true },
    { tabId: 5, linkUrl: 'https://example.com/papers/tides', linkText: 'Tides' },
  );
  expect(feedback).toEqual({ ok: true, title: 'Saved to To read', message: 'Paper: Tides' });
  const items = await client.collections.getItems(collectionId);
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    title: 'Paper: Tides',
    properties: { link: 'https://example.com/canonical', status: 'Read' },
  });

  await rulesItem.setValue([{ ...(await rulesItem.getValue())[0]!, properties: { Status: 'Someday' } }]);
  await list.fromMenu(
    { feature: 'readingList', link: true },
    { tabId: 5, linkUrl: 'https://example.com/papers/waves', linkText: 'Waves' },
  );
  const second = (await client.collections.getItems(collectionId)).find((i) => i.title === 'Paper: Waves');
  expect(second?.properties?.status).toBe('Inbox');
});

it('"Save all tabs" from the menu: the tabs permission refused is said, nothing is stored', async () => {
  await seed();
  const request = vi.fn(async () => false);
  // Not held either: the menu goes ahead when the permission is already held (Chrome refuses the request
  // outside a gesture even then).
  Object.assign(fakeBrowser.permissions, { request, contains: vi.fn(async () => false) });
  const feedback = await setUpSaveTabs(createServices()).fromMenu({ feature: 'saveTabs' }, { tabId: 5, windowId: 2 });
  expect(request).toHaveBeenCalledWith({ permissions: ['tabs'] });
  expect(feedback).toMatchObject({ ok: false, message: expect.stringContaining('permission to read the tabs') });
  expect((await (await getOutbox()).all()).filter((j) => j.kind === 'clip')).toEqual([]);
});
