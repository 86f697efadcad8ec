/**
 * Quick clip with a collection as the default destination: the shortcut pressed on a page saves it
 * as one item of that collection — properties mapped from the page, the article as the item's
 * content blocks — and a double press (the key pressed twice at once) still makes one item. The
 * press is Chrome's own `commands.onCommand` event, dispatched in the extension's service worker
 * (browser shortcuts are out of Playwright's reach), so the real listener and quick-clip path run.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { createCraftClient } from '../../lib/craft';
import type { Emulator } from '../../emulator/index';
import { openSite, tabIdFor } from './clip-helpers';
import { expect, sendToBackground, test } from './fixtures';

const TITLE = 'Tide Pools of the North Coast';

/** Presses a shortcut: fires the command event in the worker, as Chrome does for the key. */
async function pressCommand(
  context: BrowserContext,
  command: string,
  tab: { id: number; windowId: number },
  times = 1,
): Promise<void> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(
    ({ command, tab, times }) => {
      const { commands } = (
        globalThis as unknown as { chrome: { commands: { onCommand: { dispatch(...args: unknown[]): void } } } }
      ).chrome;
      for (let i = 0; i < times; i++) commands.onCommand.dispatch(command, tab);
    },
    { command, tab, times },
  );
}

async function windowOf(extensionPage: Page, tabId: number): Promise<number> {
  return extensionPage.evaluate(async (id) => {
    const { tabs } = (globalThis as unknown as { chrome: { tabs: { get(id: number): Promise<{ windowId: number }> } } })
      .chrome;
    return (await tabs.get(id)).windowId;
  }, tabId);
}

const itemPosts = (emulator: Emulator, collectionId: string) =>
  emulator.log
    .entries()
    .filter((e) => e.method === 'POST' && e.path === `/collections/${collectionId}/items` && e.status === 200);

test.describe('Quick clip to the default collection', () => {
  for (const presses of [1, 2]) {
    test(`${presses === 1 ? 'one press' : 'a double press'} saves the page as one mapped item with its article`, async ({
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
            { name: 'Site', type: 'text' },
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
      emulator.log.clear();
      await pressCommand(context, 'quick-clip', { id: tabId, windowId: await windowOf(extensionPage, tabId) }, presses);

      await expect.poll(async () => (await client.collections.getItems(collectionId)).length).toBe(1);
      // Everything the presses started has finished: nothing left in the outbox to arrive later.
      await expect.poll(() => sendToBackground(extensionPage, 'outboxList').then((l) => l.length)).toBe(0);
      const items = await client.collections.getItems(collectionId, { maxDepth: -1 });
      expect(items).toHaveLength(1);
      expect(itemPosts(emulator, collectionId)).toHaveLength(1);
      expect(items[0]).toMatchObject({
        title: TITLE,
        properties: {
          link: url,
          author: 'Mira Holt',
          site: 'Coastal Field Notes',
          published: '2024-05-02',
          status: 'To read',
        },
      });
      const texts = JSON.stringify(items[0]!.content);
      expect(items[0]!.content!.length).toBeGreaterThan(1);
      expect(texts).toContain('small worlds');
      expect(texts).toContain('Step only on bare rock');
      // Nothing went to today's note instead (the clip path quick clip takes without a collection).
      expect(JSON.stringify(emulator.state.dailyNote('today') ?? {})).not.toContain('small worlds');
    });
  }
});
