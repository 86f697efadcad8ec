/**
 * Send is usable before the page has been read: a press while the capture is still under way waits
 * for it and sends exactly what the preview then shows; a capture that fails after the press is shown
 * and sends nothing. The capture is held deterministically: the page's main thread (where capture.js
 * runs) is parked in a synchronous request that the test answers when it chooses.
 */
import type { RequestLogEntry } from '../../emulator/index';
import { expect, test } from './fixtures';
import { childrenOf, flatten, openSite, tabIdFor } from './clip-helpers';
import { PopupPage } from './pages/popup';
import { holdPage } from './support/hold-page';
import { sendToBackground } from './support/send-to-background';

const posts = (entries: RequestLogEntry[]) => entries.filter((e) => e.method === 'POST' && e.path === '/blocks');

test.describe('Send before the preview is filled', () => {
  test('waits for the page and sends the clip the preview shows', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const url = site.url('/clip/article.html');
    const page = await context.newPage();
    await openSite(page, url);
    const tabId = await tabIdFor(extensionPage, url);
    const hold = await holdPage(page);

    const popup = await new PopupPage(await context.newPage(), extensionId).open(tabId);
    await expect(popup.sendButton).toBeEnabled();
    await popup.showSource();
    await expect(popup.source).toHaveValue('');
    await popup.sendButton.click();
    await expect(popup.readingNotice).toBeVisible();
    await expect(popup.sendButton).toBeDisabled();
    expect(posts(emulator.log.entries())).toHaveLength(0);

    await hold.release();
    await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible();
    // What went out is what the preview shows, and it arrived as the article's blocks.
    const sent = posts(emulator.log.entries());
    expect(sent).toHaveLength(1);
    expect((sent[0].body as { markdown: string }).markdown).toBe(await popup.source.inputValue());
    const clip = childrenOf(emulator.state.dailyNote('today')).at(-1);
    expect(clip).toMatchObject({ type: 'page', markdown: 'Tide Pools of the North Coast' });
    const texts = flatten(clip)
      .map((b) => String(b.markdown))
      .join('\n');
    expect(texts).toContain('small worlds');
    expect(texts).toContain('When to go');
  });

  test('a capture that fails after the press is shown, sends nothing and leaves the popup usable', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const url = site.url('/clip/article.html');
    const page = await context.newPage();
    await openSite(page, url);
    const tabId = await tabIdFor(extensionPage, url);
    await holdPage(page);

    const popup = await new PopupPage(await context.newPage(), extensionId).open(tabId);
    await popup.sendButton.click();
    await expect(popup.readingNotice).toBeVisible();
    // The tab goes away while it is being read.
    await page.close();
    await expect(popup.alert).toContainText(/tab was closed|could not be read/);
    await expect(popup.readingNotice).toHaveCount(0);
    expect(posts(emulator.log.entries())).toHaveLength(0);
    const before = JSON.stringify(emulator.state.dailyNote('today') ?? null);

    // Nothing is stuck: what the user writes in the preview can still be sent, once.
    await popup.showSource();
    await popup.source.fill('Notes written by hand');
    await popup.send();
    await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible();
    expect(posts(emulator.log.entries())).toHaveLength(1);
    expect(JSON.stringify(emulator.state.dailyNote('today') ?? null)).not.toBe(before);
    expect(flatten(emulator.state.dailyNote('today')).map((b) => String(b.markdown))).toContain(
      'Notes written by hand',
    );
  });

  test('a press on the snapshot of the last open, for a connection removed since, sends nothing and says why', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    const { id } = await seedConnection();
    const url = site.url('/clip/article.html');
    const page = await context.newPage();
    await openSite(page, url);
    const tabId = await tabIdFor(extensionPage, url);
    // One open leaves the snapshot the next one draws from.
    const first = await new PopupPage(await context.newPage(), extensionId).open(tabId);
    await first.ready();
    await first.page.close();
    const removed = await sendToBackground(extensionPage, 'removeConnection', { id });
    expect(removed.ok).toBe(true);
    const before = JSON.stringify(emulator.state.dailyNote('today') ?? null);

    // The popup's storage read is held until the press has been made on the snapshot's shell.
    const popupPage = await context.newPage();
    await popupPage.addInitScript(() => {
      type Get = (...args: unknown[]) => unknown;
      const local = (globalThis as unknown as { chrome: { storage: { local: { get: Get } } } }).chrome.storage.local;
      const get = local.get.bind(local);
      const held: Array<() => void> = [];
      Object.assign(globalThis, { releaseStorage: () => held.splice(0).forEach((run) => run()) });
      local.get = (...args) => new Promise((resolve) => held.push(() => resolve(get(...args))));
    });
    const popup = await new PopupPage(popupPage, extensionId).open(tabId);
    await expect(popup.sendButton).toBeEnabled();
    await popup.sendButton.click();
    await expect(popup.readingNotice).toBeVisible();
    await popupPage.evaluate(() => (globalThis as unknown as { releaseStorage(): void }).releaseStorage());

    await expect(popup.alert).toHaveText('Nothing was sent: that Craft connection has been removed.');
    await expect(popup.page.getByRole('button', { name: 'Open settings' })).toBeVisible();
    expect(posts(emulator.log.entries())).toHaveLength(0);
    expect(JSON.stringify(emulator.state.dailyNote('today') ?? null)).toBe(before);
  });
});
