/**
 * A collection as a place in the popup's destination picker: found by typing part of its name
 * (no request to Craft per key), shown with the document that holds it; choosing it opens the
 * Reading list view on that collection with the page's properties prefilled and editable; Send
 * makes one item with those properties and the article as its content blocks; the collection is
 * then among the picker's recent places. The list with a collection found passes axe.
 */
import { createCraftClient } from '../../lib/craft';
import { openSite, tabIdFor } from './clip-helpers';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';
import { expectAccessible } from './support/axe';

const texts = (content: unknown) => ((content ?? []) as Array<{ markdown?: string }>).map((b) => b.markdown ?? '');

test('a collection picked by typing in the destination picker takes the page as an item', async ({
  context,
  extensionId,
  extensionPage,
  emulator,
  site,
  seedConnection,
}) => {
  await seedConnection();
  const link = emulator.link('space');
  const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
  const doc = emulator.state.documents().find((d) => d.location !== 'trash')!;
  const { collectionBlockId: shore } = await client.collections.create(
    {
      name: 'Shore Reads',
      properties: [
        { name: 'Link', type: 'url' },
        { name: 'Author', type: 'text' },
        { name: 'Status', type: 'singleSelect', options: [{ name: 'To read' }, { name: 'Read' }] },
      ],
    },
    { position: 'end', pageId: doc.id },
  );

  const page = await context.newPage();
  const url = site.url('/clip/article.html');
  await openSite(page, url);
  const tabId = await tabIdFor(extensionPage, url);
  let popup = await new PopupPage(await context.newPage(), extensionId).open(tabId);
  await popup.ready();
  emulator.log.clear();

  await popup.clipTo('A document…');
  const found = popup.page.getByRole('list', { name: 'Collections' }).getByRole('button', { name: 'Shore Reads' });
  await popup.page.getByLabel('Find a document').pressSequentially('shore r');
  await expect(found).toContainText(`Collection in ${doc.title}`);
  await expectAccessible(popup.page, 'a collection found');
  // Five keys, one list of the collections: the names are matched from it.
  expect(emulator.log.entries().filter((e) => e.method === 'GET' && e.path === '/collections')).toHaveLength(1);
  await found.click();

  const list = popup.page;
  await expect(list.getByRole('tab', { name: 'Reading list' })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByLabel('Collection')).toHaveValue(shore);
  await expect(list.getByLabel('Link')).toHaveValue(url);
  await expect(list.getByLabel('Author')).toHaveValue('Mira Holt');
  await expect(list.getByLabel('Status')).toHaveValue('To read');
  await list.getByLabel('Author').fill('M. Holt');
  await list.getByRole('button', { name: 'Save to collection' }).click();
  await expect(list.getByText('Saved to Shore Reads.')).toBeVisible();

  const items = await client.collections.getItems(shore);
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    title: 'Tide Pools of the North Coast',
    properties: { link: url, author: 'M. Holt', status: 'To read' },
  });
  const blocks = texts(items[0]!.content);
  const at = (text: string) => blocks.findIndex((b) => b.includes(text));
  // The article, in order and once: not the page's navigation or footer.
  expect(at('Tide pools are **small worlds**')).toBeGreaterThanOrEqual(0);
  expect(at('When to go')).toBeGreaterThan(at('Tide pools are'));
  expect(at('Leave the pools as you found them')).toBeGreaterThan(at('When to go'));
  expect(blocks.filter((b) => b.includes('Tide pools are')).length).toBe(1);
  expect(blocks.join('\n')).not.toContain('Coastal Field Notes');
  await popup.page.close();

  // Opened again: the collection is among the recent places.
  popup = await new PopupPage(await context.newPage(), extensionId).open(tabId);
  await popup.clipTo('A document…');
  await expect(
    popup.page.getByRole('list', { name: 'Recent' }).getByRole('button', { name: 'Shore Reads' }),
  ).toBeVisible();
});
