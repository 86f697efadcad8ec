/**
 * "Save to reading list" in the right-click menu: a collection chosen as the default destination
 * in the options page, then the menu entry clicked on a page — the emulator receives one item of
 * that collection with the page's properties mapped and its article as content. The click is
 * Chrome's own `contextMenus.onClicked` event, dispatched in the extension's service worker (the
 * native menu is out of Playwright's reach), so the real listener, table and handler run.
 */
import type { BrowserContext } from '@playwright/test';
import { createCraftClient } from '../../lib/craft';
import { openSite, tabIdFor } from './clip-helpers';
import { expect, test } from './fixtures';

const TITLE = 'Tide Pools of the North Coast';

/** Fires the menu's click event in the worker, as Chrome does when the user picks an entry. */
async function clickMenu(
  context: BrowserContext,
  menuItemId: string,
  tab: { id: number; windowId: number },
): Promise<void> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(
    ({ menuItemId, tab }) => {
      const { contextMenus } = (
        globalThis as unknown as { chrome: { contextMenus: { onClicked: { dispatch(...args: unknown[]): void } } } }
      ).chrome;
      contextMenus.onClicked.dispatch({ menuItemId, editable: false, pageUrl: '' }, tab);
    },
    { menuItemId, tab },
  );
}

test('a default collection chosen in the options page; "Save to reading list" saves the page as one mapped item', async ({
  context,
  extensionPage,
  emulator,
  site,
  seedConnection,
}) => {
  await seedConnection();
  const link = emulator.link('space');
  const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
  const doc = emulator.state.documents().find((d) => d.location !== 'trash')!;
  const { collectionBlockId: collectionId } = await client.collections.create(
    {
      name: 'My Reads',
      properties: [
        { name: 'Link', type: 'url' },
        { name: 'Author', type: 'text' },
        { name: 'Published', type: 'date' },
        { name: 'Status', type: 'singleSelect', options: [{ name: 'To read' }, { name: 'Read' }] },
      ],
    },
    { position: 'end', pageId: doc.id },
  );

  await extensionPage.reload();
  const destination = extensionPage.getByLabel('Quick clip and “Save to reading list” go to');
  await destination.focus();
  await expect(destination.locator('option', { hasText: 'Collection: My Reads' })).toHaveCount(1);
  await destination.selectOption({ label: 'Collection: My Reads' });

  const page = await context.newPage();
  const url = site.url('/clip/article.html');
  await openSite(page, url);
  const tabId = await tabIdFor(extensionPage, url);
  const windowId = await extensionPage.evaluate(async (id) => {
    const { tabs } = (globalThis as unknown as { chrome: { tabs: { get(id: number): Promise<{ windowId: number }> } } })
      .chrome;
    return (await tabs.get(id)).windowId;
  }, tabId);
  await clickMenu(context, 'reading-list-page', { id: tabId, windowId });

  await expect.poll(async () => (await client.collections.getItems(collectionId)).length).toBe(1);
  const [item] = await client.collections.getItems(collectionId, { maxDepth: -1 });
  expect(item).toMatchObject({
    title: TITLE,
    properties: { link: url, author: 'Mira Holt', published: '2024-05-02', status: 'To read' },
  });
  expect(JSON.stringify(item)).toContain('small worlds');
});
