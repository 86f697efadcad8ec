/**
 * Issue 30 §4 in the real extension: Craft takes writes into a trashed document with 200
 * (craft-api-evidence.md §8 N1), and so does the emulator. A clip, a task and a reading-list item
 * whose remembered document the user moved to the trash each park with that reason, shown in the
 * popup's outbox list, and nothing is written anywhere; once the user restored the document, Retry
 * delivers each exactly once.
 */
import type { Page } from '@playwright/test';
import type { Emulator } from '../../emulator/index';
import { createCraftClient } from '../../lib/craft';
import { flatten, openTab } from './clip-helpers';
import { expect, sendToBackground, test } from './fixtures';
import { PopupPage } from './pages/popup';
import { expectAccessible } from './support/axe';
import { makeCollection } from './support/collections';

const IN_TRASH = /is in Craft's trash, so nothing was sent there/;

/** The user's own Craft: moves a document to the trash and back, through the API. */
function usersCraft(emulator: Emulator) {
  const link = emulator.link('space');
  const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
  return {
    trash: (id: string) => client.documents.delete([id]),
    restore: (id: string) => client.documents.move([id], { destination: 'unsorted' }),
  };
}

/** How many blocks anywhere in the space (trash included) carry `words`. */
function copiesOf(emulator: Emulator, words: string): number {
  return emulator.state
    .documents()
    .flatMap((d) => flatten(emulator.state.block(d.id) as Record<string, unknown>))
    .filter((b) => String(b.markdown).includes(words)).length;
}

async function parkedOne(page: Page) {
  const list = await sendToBackground(page, 'outboxList');
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ state: 'parked', lastError: expect.stringMatching(IN_TRASH) });
  return list[0]!;
}

/** The popup's outbox list shows the reason; its Retry sends the item again. */
async function retryFromPopup(popup: PopupPage, reason: RegExp): Promise<void> {
  const outbox = popup.page.getByRole('region', { name: /Not sent yet/ });
  await expect(outbox).toContainText(reason);
  await outbox.getByRole('button', { name: 'Retry' }).click();
}

test.describe('a remembered document in the trash', () => {
  test('a clip parks with the reason, nothing written; restored, Retry delivers it once', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const doc = String(emulator.state.documentByTitle('Reading List')!.id);
    const craft = usersCraft(emulator);
    await craft.trash(doc);
    emulator.log.clear();

    const words = 'A clip that must not vanish into the trash.';
    const result = await sendToBackground(extensionPage, 'clip', {
      destination: { kind: 'document', id: doc, title: 'Reading List' },
      insertAt: 'end',
      markdown: words,
      title: 'Trash clip',
    });
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/“Reading List” is in Craft's trash/) });
    await parkedOne(extensionPage);
    expect(copiesOf(emulator, words)).toBe(0);
    expect(emulator.log.entries().filter((e) => e.method === 'POST')).toEqual([]);

    await craft.restore(doc);
    const { tabId } = await openTab(context, extensionPage, site.url('/clip/article.html'));
    const popup = await new PopupPage(await context.newPage(), extensionId).open(tabId);
    await retryFromPopup(popup, /“Reading List” is in Craft's trash/);
    await expect.poll(() => copiesOf(emulator, words)).toBe(1);
    await expect.poll(() => sendToBackground(extensionPage, 'outboxList').then((l) => l.length)).toBe(0);
    expect(copiesOf(emulator, words)).toBe(1);
  });

  test('a task parks with the reason, nothing written; restored, Retry delivers it once', async ({
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    await seedConnection();
    const doc = String(emulator.state.documentByTitle('Project Plan')!.id);
    const craft = usersCraft(emulator);
    await craft.trash(doc);

    const words = 'Call the harbour master';
    const result = await sendToBackground(extensionPage, 'addTask', {
      title: words,
      place: { kind: 'document', id: doc, title: 'Project Plan' },
    });
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(IN_TRASH) });
    const parked = await parkedOne(extensionPage);
    expect(copiesOf(emulator, words)).toBe(0);
    expect(emulator.state.tasks().filter((t) => String(t.markdown).includes(words))).toHaveLength(0);

    await craft.restore(doc);
    expect(await sendToBackground(extensionPage, 'outboxRetry', { id: parked.id })).toMatchObject({ ok: true });
    await expect.poll(() => copiesOf(emulator, words)).toBe(1);
    await expect.poll(() => sendToBackground(extensionPage, 'outboxList').then((l) => l.length)).toBe(0);
    expect(emulator.state.tasks().filter((t) => String(t.markdown).includes(words))).toHaveLength(1);
  });

  test('a reading-list item parks with the reason, nothing written; restored, Retry saves it once', async ({
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    await seedConnection();
    const { collectionId } = await makeCollection(emulator, 'Shore Reads');
    const holder = emulator.state.documents().find((d) => d.location !== 'trash')!.id;
    const craft = usersCraft(emulator);
    await craft.trash(holder);
    emulator.log.clear();
    const items = () => (emulator.state.block(collectionId)?.items as unknown[] | undefined) ?? [];
    expect(items()).toHaveLength(0);

    const result = await sendToBackground(extensionPage, 'saveItem', {
      collectionId,
      collectionName: 'Shore Reads',
      title: 'Tide Pools of the North Coast',
      properties: {},
      markdown: 'Small worlds between the tides.',
    });
    expect(result).toMatchObject({
      ok: false,
      error: expect.stringMatching(/The document holding the collection “Shore Reads” is in Craft's trash/),
    });
    const [parked] = await sendToBackground(extensionPage, 'outboxList');
    expect(parked).toMatchObject({ kind: 'item', state: 'parked' });
    expect(items()).toHaveLength(0);
    expect(emulator.log.entries().filter((e) => e.path.endsWith('/items') && e.method !== 'GET')).toEqual([]);

    await craft.restore(holder);
    expect(await sendToBackground(extensionPage, 'outboxRetry', { id: parked!.id })).toMatchObject({ ok: true });
    await expect.poll(() => items().length).toBe(1);
    await expect.poll(() => sendToBackground(extensionPage, 'outboxList').then((l) => l.length)).toBe(0);
    expect(items()).toHaveLength(1);
  });
});

test.describe('the popup', () => {
  test('says a recent document is in the trash, sends nothing there, and takes another place', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const doc = String(emulator.state.documentByTitle('Reading List')!.id);
    const first = await sendToBackground(extensionPage, 'clip', {
      destination: { kind: 'document', id: doc, title: 'Reading List' },
      insertAt: 'end',
      markdown: 'An earlier clip.',
      title: 'Earlier',
    });
    expect(first.ok).toBe(true);
    await usersCraft(emulator).trash(doc);
    emulator.log.clear();

    const { tabId } = await openTab(context, extensionPage, site.url('/clip/article.html'));
    const popup = await new PopupPage(await context.newPage(), extensionId).open(tabId);
    await popup.ready();
    await popup.destination.click();
    await popup.page
      .getByRole('list', { name: 'Recent' })
      .getByRole('button', { name: /Reading List/ })
      .click();
    await expect(popup.alert).toContainText("“Reading List” is in Craft's trash");
    await expect(popup.sendButton).toBeDisabled();
    await expectAccessible(popup.page, 'a recent document in the trash');
    // One read of the trash for the whole popup.
    const trashReads = () => emulator.log.entries().filter((e) => e.query.location === 'trash').length;
    expect(trashReads()).toBe(1);

    await popup.clipTo("Today's daily note");
    await expect(popup.alert).toHaveCount(0);
    await popup.send();
    await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible();
    expect(copiesOf(emulator, 'Tide Pools of the North Coast')).toBeGreaterThan(0);
    const intoTrash = flatten(emulator.state.block(doc) as Record<string, unknown>).filter((b) =>
      String(b.markdown).includes('Tide Pools'),
    );
    expect(intoTrash).toEqual([]);
  });

  test('says a collection lives in a trashed document, offers no Save, and takes another collection', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const { client, collectionId: gone } = await makeCollection(emulator, 'Shore Reads');
    const holder = emulator.state.documents().find((d) => d.location !== 'trash')!.id;
    const other = emulator.state.documents().find((d) => d.location !== 'trash' && d.id !== holder)!.id;
    const { collectionBlockId: kept } = await client.collections.create(
      { name: 'Kept Reads', properties: [{ name: 'Link', type: 'url' }] },
      { position: 'end', pageId: other },
    );
    await usersCraft(emulator).trash(holder);
    emulator.log.clear();

    const { tabId } = await openTab(context, extensionPage, site.url('/clip/article.html'));
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}&view=list`);
    await popup.getByLabel('Collection').selectOption({ label: 'Shore Reads' });
    await expect(popup.getByRole('alert')).toContainText(
      'The document holding the collection “Shore Reads” is in Craft',
    );
    await expect(popup.getByRole('button', { name: 'Save to collection' })).toHaveCount(0);
    await expectAccessible(popup, 'a collection in a trashed document');

    await popup.getByLabel('Collection').selectOption({ label: 'Kept Reads' });
    await expect(popup.getByRole('alert')).toHaveCount(0);
    // One read of the trash for the popup, for every collection's document (the save's batch reads its own).
    const trashReads = () => emulator.log.entries().filter((e) => e.query.location === 'trash').length;
    expect(trashReads()).toBe(1);
    await popup.getByRole('button', { name: 'Save to collection' }).click();
    await expect(popup.getByText('Saved to Kept Reads.')).toBeVisible();
    expect(await client.collections.getItems(kept)).toHaveLength(1);
    expect(await client.collections.getItems(gone)).toHaveLength(0);
  });
});
