/**
 * The popup's Reading list view against the emulator: the mapping guessed for three differently
 * shaped collections (fields shown prefilled from the page), a save with an edited property and a
 * new tag — refused (left out, schema unchanged) and accepted (added to the schema) — the page then
 * shown as already saved, and an update of that item instead of a second one: its properties changed
 * and its earlier clip replaced by the new one (a block the user wrote into the item since stays, the clip is there once).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { createCraftClient } from '../../lib/craft';
import { expect, test } from './fixtures';
import { openSite, tabIdFor } from './clip-helpers';

const TITLE = 'Tide Pools of the North Coast';

async function openList(context: BrowserContext, extensionId: string, tabId: number): Promise<Page> {
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}&view=list`);
  return popup;
}

function clientOf(emulator: { link(kind: 'space'): { apiUrl: string; apiKey?: string } }) {
  const link = emulator.link('space');
  return createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
}

test.describe('Reading list in the popup', () => {
  test('mapping guessed for three shapes; a new tag refused, then accepted; already saved; update', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const client = clientOf(emulator);
    const doc = emulator.state.documents().find((d) => d.location !== 'trash')!;
    const make = (name: string, properties: Array<{ name: string; type: string; options?: Array<{ name: string }> }>) =>
      client.collections
        .create({ name, properties }, { position: 'end', pageId: doc.id })
        .then((c) => c.collectionBlockId);
    const reading = await make('My Reads', [
      { name: 'Link', type: 'url' },
      { name: 'Author', type: 'text' },
      { name: 'Published', type: 'date' },
      { name: 'Tags', type: 'multiSelect', options: [{ name: 'nature' }] },
      { name: 'Status', type: 'singleSelect', options: [{ name: 'To read' }, { name: 'Read' }] },
    ]);
    await make('Leseliste', [
      { name: 'Quelle', type: 'text' },
      { name: 'Autor', type: 'text' },
      { name: 'Beschreibung', type: 'text' },
    ]);
    await make('Bookmarks', [
      { name: 'Where', type: 'url' },
      { name: 'When', type: 'date' },
    ]);

    const page = await context.newPage();
    const url = site.url('/clip/article.html');
    await openSite(page, url);
    const tabId = await tabIdFor(extensionPage, url);
    let popup = await openList(context, extensionId, tabId);
    const collection = popup.getByLabel('Collection');

    await collection.selectOption({ label: 'Leseliste' });
    await expect(popup.getByLabel('Quelle')).toHaveValue(url);
    await expect(popup.getByLabel('Autor')).toHaveValue('Mira Holt');
    await expect(popup.getByLabel('Beschreibung')).toHaveValue(
      'What lives between the tides, and how to visit without harming it.',
    );
    await collection.selectOption({ label: 'Bookmarks' });
    await expect(popup.getByLabel('Where')).toHaveValue(url);
    await expect(popup.getByLabel('When')).toHaveCount(0);
    await collection.selectOption({ label: 'My Reads' });
    await expect(popup.getByLabel('Link')).toHaveValue(url);
    await expect(popup.getByLabel('Author')).toHaveValue('Mira Holt');
    await expect(popup.getByLabel('Published')).toHaveValue('2024-05-02');
    await expect(popup.getByLabel('Status')).toHaveValue('To read');

    // Edited: the author; a known tag and a new one, the new one not accepted.
    await popup.getByLabel('Author').fill('M. Holt');
    await popup.getByLabel('Tags').fill('nature, tidepools');
    const fresh = popup.getByLabel('“tidepools” is new — add it to the collection?');
    await expect(fresh).not.toBeChecked();
    await popup.getByRole('button', { name: 'Save to collection' }).click();
    await expect(popup.getByText('Saved to My Reads.')).toBeVisible();
    let items = await client.collections.getItems(reading);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      title: TITLE,
      properties: { link: url, author: 'M. Holt', tags: ['nature'], status: 'To read', published: '2024-05-02' },
    });
    expect(JSON.stringify(items[0]!.content)).toContain('tide');
    // Undo, then the same save with the new tag accepted.
    await popup.getByRole('button', { name: 'Undo' }).click();
    await expect(popup.getByText('Undone: the item was removed from the collection.')).toBeVisible();
    expect(await client.collections.getItems(reading)).toHaveLength(0);
    await popup.close();

    popup = await openList(context, extensionId, tabId);
    await popup.getByLabel('Collection').selectOption({ label: 'My Reads' });
    // Once the fields are filled from the page (typing before it is reading-list-typed.spec.ts).
    await expect(popup.getByLabel('Link')).toHaveValue(url);
    await popup.getByLabel('Tags').fill('nature, tidepools');
    await popup.getByLabel('“tidepools” is new — add it to the collection?').check();
    await popup.getByRole('button', { name: 'Save to collection' }).click();
    await expect(popup.getByText('Saved to My Reads.')).toBeVisible();
    items = await client.collections.getItems(reading);
    expect(items.map((i) => i.properties?.tags)).toEqual([['nature', 'tidepools']]);
    const schema = (await client.collections.getSchema(reading, 'schema')) as {
      properties: Array<{ key: string; options?: Array<{ name: string }> }>;
    };
    expect(schema.properties.find((p) => p.key === 'tags')!.options!.map((o) => o.name)).toEqual([
      'nature',
      'tidepools',
    ]);
    await popup.close();
    const texts = (content: unknown) => ((content ?? []) as Array<{ markdown?: string }>).map((b) => b.markdown);
    const clipped = texts(items[0]!.content);
    expect(clipped.length).toBeGreaterThan(1);
    await client.blocks.insertMarkdown('A note written since.', { position: 'end', pageId: items[0]!.id });

    // Opened again: already saved; Update changes that item, no second one, and replaces its clip, not the note.
    popup = await openList(context, extensionId, tabId);
    await popup.getByLabel('Collection').selectOption({ label: 'My Reads' });
    await expect(popup.getByText('This page is already in this collection.')).toBeVisible();
    await expect(
      popup.getByText(
        '“Update it” replaces the item’s properties and the clip saved before; your own notes in it stay.',
      ),
    ).toBeVisible();
    await popup.getByLabel('Status').fill('Read');
    await popup.getByRole('button', { name: 'Update it' }).click();
    await expect(popup.getByText('Updated in My Reads.')).toBeVisible();
    items = await client.collections.getItems(reading);
    expect(items).toHaveLength(1);
    expect(items[0]!.properties).toMatchObject({ status: 'Read', tags: ['nature', 'tidepools'] });
    expect(texts(items[0]!.content)).toEqual(['A note written since.', ...clipped]);
  });
});
