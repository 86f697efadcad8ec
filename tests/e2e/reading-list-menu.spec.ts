/**
 * "Save to reading list" in the right-click menu: a collection chosen as the default destination
 * in the options page, then the menu entry clicked on a page — the emulator receives one item of
 * that collection with the page's properties mapped and its article as content. The click is
 * Chrome's own `contextMenus.onClicked` event, dispatched in the extension's service worker (the
 * native menu is out of Playwright's reach), so the real listener, table and handler run.
 */
import { openSite, tabIdFor } from './clip-helpers';
import { expect, sendToBackground, test } from './fixtures';
import { chooseDefaultCollection, makeCollection } from './support/collections';
import { clickedTab, clickMenu } from './support/worker-events';

const TITLE = 'Tide Pools of the North Coast';

test('a default collection chosen in the options page; "Save to reading list" saves the page as one mapped item', async ({
  context,
  extensionPage,
  emulator,
  site,
  seedConnection,
}) => {
  await seedConnection();
  const { client, collectionId } = await makeCollection(emulator, 'My Reads');
  await chooseDefaultCollection(extensionPage, 'My Reads');

  const page = await context.newPage();
  const url = site.url('/clip/article.html');
  await openSite(page, url);
  await clickMenu(context, 'reading-list-page', await clickedTab(extensionPage, await tabIdFor(extensionPage, url)));

  await expect.poll(async () => (await client.collections.getItems(collectionId)).length).toBe(1);
  // The item is written first, its content after it: wait until the job has finished.
  await expect.poll(() => sendToBackground(extensionPage, 'outboxList').then((l) => l.length)).toBe(0);
  const [item] = await client.collections.getItems(collectionId, { maxDepth: -1 });
  expect(item).toMatchObject({
    title: TITLE,
    properties: { link: url, author: 'Mira Holt', published: '2024-05-02', status: 'To read' },
  });
  expect(JSON.stringify(item)).toContain('small worlds');
});
