/**
 * Saving many tabs beyond the popup's own button: the right-click menu's "Save all tabs in this
 * window" with five pages open saves each of the five exactly once; and the browser's multi-tab
 * selection — three of five tabs highlighted — makes the popup offer and save just those three.
 * The menu click is Chrome's own `contextMenus.onClicked` event, dispatched in the service worker
 * (the native menu is out of Playwright's reach); the highlighting is Chrome's `tabs.highlight`.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { Emulator } from '../../emulator/index';
import { flatten, tabIdFor } from './clip-helpers';
import { expect, sendToBackground, test } from './fixtures';
import { clickedTab, clickMenu } from './support/worker-events';

const TABS = 5;

/** How many blocks of today's note link to the page (each clip's header links its page once). */
function copiesOf(emulator: Emulator, url: string): number {
  return flatten(emulator.state.dailyNote('today') as Record<string, unknown>).filter((b) =>
    String(b.markdown).includes(`(${url})`),
  ).length;
}

/** Five test pages, each in its own tab of the window; blank tabs closed (their address is hidden). */
async function openTabs(context: BrowserContext, url: (n: number) => string): Promise<string[]> {
  const urls = Array.from({ length: TABS }, (_, i) => url(i + 1));
  for (const u of urls) await (await context.newPage()).goto(u);
  for (const page of context.pages()) if (page.url() === 'about:blank') await page.close();
  return urls;
}

type ChromeTabs = {
  tabs: {
    get(id: number): Promise<{ windowId: number; index: number }>;
    highlight(info: { windowId: number; tabs: number[] }): Promise<unknown>;
  };
  windows: { create(info: { url: string; focused: boolean }): Promise<unknown> };
};

async function outboxEmpties(page: Page): Promise<void> {
  await expect.poll(() => sendToBackground(page, 'outboxList').then((l) => l.length), { intervals: [500] }).toBe(0);
}

/** The toolbar badge on that tab: where a menu entry reports what it did. */
async function badgeOf(extensionPage: Page, tabId: number): Promise<string> {
  return extensionPage.evaluate(
    (id) =>
      (
        globalThis as unknown as { chrome: { action: { getBadgeText(d: { tabId: number }): Promise<string> } } }
      ).chrome.action.getBadgeText({ tabId: id }),
    tabId,
  );
}

test.describe('with the tabs permission granted', () => {
  // As after the user granted it once: a dispatched click carries no user gesture to ask with.
  test.use({ grant: { permissions: ['tabs'] } });
  test('"Save all tabs in this window" from the right-click menu saves each of five tabs exactly once', async ({
    context,
    extensionPage,
    emulator,
    seedConnection,
    site,
  }) => {
    await seedConnection({ kind: 'daily-notes' });
    const urls = await openTabs(context, (n) => site.url(`/clip/article.html?n=${n}`));
    const tabId = await tabIdFor(extensionPage, urls[0]!);
    await clickMenu(context, 'save-tabs', await clickedTab(extensionPage, tabId));

    await expect.poll(() => urls.filter((u) => copiesOf(emulator, u) > 0).length).toBe(TABS);
    await outboxEmpties(extensionPage);
    expect(urls.map((u) => copiesOf(emulator, u))).toEqual(urls.map(() => 1));
    expect(await badgeOf(extensionPage, tabId)).toBe('✓');
  });
});

test('without access to the tabs, the menu entry says so on the badge and saves nothing', async ({
  context,
  extensionPage,
  emulator,
  seedConnection,
  site,
}) => {
  await seedConnection({ kind: 'daily-notes' });
  const urls = await openTabs(context, (n) => site.url(`/clip/article.html?n=${n}`));
  const tabId = await tabIdFor(extensionPage, urls[0]!);
  emulator.log.clear();
  await clickMenu(context, 'save-tabs', await clickedTab(extensionPage, tabId));

  await expect.poll(() => badgeOf(extensionPage, tabId)).toBe('!');
  expect(await sendToBackground(extensionPage, 'outboxList')).toEqual([]);
  expect(emulator.log.entries().filter((e) => e.method !== 'GET')).toEqual([]);
});

test('with three of five tabs highlighted, the popup saves those three, each once, and not the others', async ({
  context,
  extensionId,
  extensionPage,
  emulator,
  seedConnection,
  site,
}) => {
  await seedConnection({ kind: 'daily-notes' });
  const urls = await openTabs(context, (n) => site.url(`/clip/article.html?n=${n}`));
  const tabIds = await Promise.all(urls.map((u) => tabIdFor(extensionPage, u)));
  const { windowId } = await clickedTab(extensionPage, tabIds[0]!);
  const chosen = [0, 2, 4];
  await extensionPage.evaluate(
    async ({ windowId, ids }) => {
      const { tabs } = (globalThis as unknown as { chrome: ChromeTabs }).chrome;
      const indices = await Promise.all(ids.map(async (id) => (await tabs.get(id)).index));
      await tabs.highlight({ windowId, tabs: indices });
    },
    { windowId, ids: chosen.map((i) => tabIds[i]!) },
  );

  // The popup in a window of its own: a new tab in this window would end the multi-selection.
  const opened = context.waitForEvent('page');
  await extensionPage.evaluate(
    (url) => (globalThis as unknown as { chrome: ChromeTabs }).chrome.windows.create({ url, focused: true }),
    `chrome-extension://${extensionId}/popup.html?tab=${tabIds[0]}`,
  );
  const popup = await opened;
  await popup.getByRole('button', { name: 'Save the 3 selected tabs' }).click();
  await expect(popup.getByText('All 3 tabs are in Craft.')).toBeVisible();

  await outboxEmpties(extensionPage);
  expect(urls.map((u) => copiesOf(emulator, u))).toEqual([1, 0, 1, 0, 1]);
});
