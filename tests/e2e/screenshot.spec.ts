/**
 * "Capture visible area" through the background function the popup button and the context menu
 * call (captureScreenshot): the visible tab arrives in Craft as a PNG with the page as caption.
 * Chrome allows captureVisibleTab only under activeTab (a click on the extension's button or menu,
 * or a shortcut) or <all_urls>. Headless Chromium gives a test no way to make that gesture (toolbar
 * and extension shortcuts are browser UI; pressing a shortcut through CDP does not reach them),
 * so the successful capture runs on a copy of the e2e build whose manifest adds <all_urls>, the
 * permission activeTab stands in for. The unchanged build shows the refusal.
 */
import { expect, sendToBackground, test } from './fixtures';
import { childrenOf, openSite, tabIdFor } from './clip-helpers';

const PNG_MAGIC = '89504e470d0a1a0a';

test.describe('Capture visible area', () => {
  test('without a user gesture the capture is refused clearly and nothing is sent', async ({
    context,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const page = await context.newPage();
    const url = site.url('/clip/article.html');
    await openSite(page, url);
    const tabId = await tabIdFor(extensionPage, url);
    emulator.log.clear();
    const result = await sendToBackground(extensionPage, 'captureScreenshot', { tabId });
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/can't be captured/) });
    expect(emulator.log.entries().filter((e) => e.method !== 'GET')).toEqual([]);
  });
});

test.describe('Capture visible area with the capture permission', () => {
  // What activeTab grants after a click.
  test.use({ grant: { host_permissions: ['<all_urls>'] } });
  test("a PNG of the tab in today's daily note, captioned with the page", async ({
    context,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const page = await context.newPage();
    const url = site.url('/clip/article.html');
    await openSite(page, url);
    const tabId = await tabIdFor(extensionPage, url);
    await page.bringToFront();

    const result = await sendToBackground(extensionPage, 'captureScreenshot', { tabId });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    const stored = emulator.state.upload(result.value.blockId)!;
    expect(stored.contentType).toBe('image/png');
    expect(stored.bytes.subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
    const post = emulator.log.entries().find((e) => e.method === 'POST' && e.path === '/upload')!;
    expect(post.headers['content-type']).toBe('image/png');
    const blocks = childrenOf(emulator.state.dailyNote('today'));
    const at = blocks.findIndex((b) => b.id === result.value.blockId);
    expect(blocks[at]).toMatchObject({ type: 'image' });
    expect(blocks[at + 1]).toMatchObject({
      markdown: `<caption>From [Tide Pools of the North Coast](${url})</caption>`,
    });
  });
});
