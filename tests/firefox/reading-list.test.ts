/**
 * Firefox: the reading list from the popup — a collection in Craft, the page saved from the
 * popup's Reading list view, and the emulator holding one item of that collection with the page's
 * properties mapped and its article as the item's content.
 */
import { makeCollection } from '../e2e/support/collections';
import { expect, test } from './fixtures';
import { button, label } from './support/firefox-driver';

const TITLE = 'Tide Pools of the North Coast';

test("saves the page from the popup's Reading list view as one mapped item", async ({
  extension,
  firefox,
  emulator,
  site,
}) => {
  const { client, collectionId } = await makeCollection(emulator, 'My Reads');

  await extension.connect(emulator.link('space').apiUrl);
  const url = site.url('/clip/article.html');
  const tabId = await extension.openSite(url);
  await extension.openPopup(tabId, 'list');
  await firefox.choose(label('Collection'), 'My Reads');
  // The fields are filled from the page once the collection's schema and the page are both read.
  await firefox.until('the Link field filled', async () => (await firefox.value(label('Link'))) === url);
  expect(await firefox.value(label('Author'))).toBe('Mira Holt');
  await firefox.click(button('Save to collection'));
  await firefox.untilText('Saved to My Reads.');

  const items = await client.collections.getItems(collectionId, { maxDepth: -1 });
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    title: TITLE,
    properties: { link: url, author: 'Mira Holt', published: '2024-05-02', status: 'To read' },
  });
  expect(JSON.stringify(items[0]!.content)).toContain('small worlds');
});
