/**
 * Quick clip with a collection as the default destination: the shortcut pressed on a page saves it
 * as one item of that collection — properties mapped from the page, the article as the item's
 * content blocks — and a double press (the key pressed twice at once) still makes one item. The
 * press is Chrome's own `commands.onCommand` event, dispatched in the extension's service worker
 * (browser shortcuts are out of Playwright's reach), so the real listener and quick-clip path run.
 */
import type { Emulator } from '../../emulator/index';
import { openSite, tabIdFor } from './clip-helpers';
import { expect, sendToBackground, test } from './fixtures';
import { chooseDefaultCollection, makeCollection } from './support/collections';
import { clickedTab, pressCommand } from './support/worker-events';

const TITLE = 'Tide Pools of the North Coast';

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
      const { client, collectionId } = await makeCollection(emulator, 'My Reads');
      await chooseDefaultCollection(extensionPage, 'My Reads');

      const page = await context.newPage();
      const url = site.url('/clip/article.html');
      await openSite(page, url);
      const tab = await clickedTab(extensionPage, await tabIdFor(extensionPage, url));
      emulator.log.clear();
      await pressCommand(context, 'quick-clip', tab, presses);

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
