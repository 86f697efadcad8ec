/**
 * "Capture visible area" through the background function the popup button and the context menu
 * call (captureScreenshot): the visible tab arrives in Craft as a PNG with the page as caption.
 * Chrome allows captureVisibleTab only under activeTab (a click on the extension's button or menu,
 * or a shortcut) or <all_urls>. Headless Chromium gives a test no way to make that gesture (toolbar
 * and extension shortcuts are browser UI; pressing a shortcut through CDP does not reach them),
 * so the successful capture runs on a copy of the e2e build whose manifest adds <all_urls>, the
 * permission activeTab stands in for. The unchanged build shows the refusal.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, sendToBackground, test } from './fixtures';
import { childrenOf, openSite, tabIdFor } from './clip-helpers';
import { E2E_BUILD_DIR, launchWithExtension } from './support/launch-extension';

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

/** The e2e build with <all_urls> added: what activeTab grants after a click, for this one spec. */
const withCapture = test.extend({
  launched: async ({ emulator }, use) => {
    emulator.reset();
    emulator.setRateLimit(false);
    emulator.log.clear();
    const root = await mkdtemp(join(tmpdir(), 'craft-e2e-capture-'));
    const extensionDir = join(root, 'ext');
    await cp(E2E_BUILD_DIR, extensionDir, { recursive: true });
    const manifestPath = join(extensionDir, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { host_permissions?: string[] };
    manifest.host_permissions = [...(manifest.host_permissions ?? []), '<all_urls>'];
    await writeFile(manifestPath, JSON.stringify(manifest));
    const launched = await launchWithExtension({ userDataDir: join(root, 'profile'), extensionDir });
    await use(launched);
    await launched.context.close();
    await rm(root, { recursive: true, force: true });
  },
});

withCapture.describe('Capture visible area with the capture permission', () => {
  withCapture(
    "a PNG of the tab in today's daily note, captioned with the page",
    async ({ context, extensionPage, emulator, site, seedConnection }) => {
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
    },
  );
});
