/**
 * Chrome's side-panel API, as far as Playwright can drive it (issue 28 "Done means"). What is checked:
 * - the manifest's panel is registered: `sidePanel.getOptions` gives sidepanel.html, enabled, for the
 *   window and for a tab; the toolbar button keeps the popup (`getPanelBehavior`);
 * - the toolbar icon's menu holds the "Open the side panel" entry (`contextMenus.update` of its id
 *   succeeds; of an unknown id it fails);
 * - the popup's "Open the side panel" button, pressed with a real (trusted) click, opens the real side
 *   panel (`runtime.getContexts` lists a SIDE_PANEL context), which shows the tab's page and follows a
 *   switch to another tab (read from the panel's own document through `extension.getViews`).
 * What cannot be driven: the toolbar icon's context menu and the `open-panel` command are browser UI,
 * which Playwright's input does not reach, and `sidePanel.open` refuses a call without a user gesture
 * (checked below): their handlers' call of `sidePanel.open` is covered by the unit test
 * tests/unit/entrypoints/background/side-panel.test.ts.
 */
import type { Page, Worker } from '@playwright/test';
import { openSite, openTab } from './clip-helpers';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';

/** The parts of `chrome` used here; @types/chrome is not installed. */
interface Chrome {
  sidePanel: {
    getOptions(options: { tabId?: number }): Promise<{ enabled?: boolean; path?: string }>;
    getPanelBehavior(): Promise<{ openPanelOnActionClick?: boolean }>;
    open(options: { windowId: number }): Promise<void>;
  };
  contextMenus: { update(id: string, change: object): Promise<void> };
  windows: { getAll(): Promise<Array<{ id: number }>> };
  runtime: { getContexts(filter: { contextTypes?: string[] }): Promise<Array<{ documentUrl?: string }>> };
  extension: { getViews(filter: object): Window[] };
}
/** Inside `evaluate` (a function sent to the browser: it can use no helper of this file). */
type WithChrome = { chrome: Chrome };

async function workerOf(page: Page): Promise<Worker> {
  const context = page.context();
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** Whether the toolbar menu has an entry of that id: an update of an unknown id is refused. */
const hasMenuEntry = (worker: Worker, id: string) =>
  worker.evaluate(
    (id) =>
      (globalThis as unknown as WithChrome).chrome.contextMenus.update(id, {}).then(
        () => true,
        () => false,
      ),
    id,
  );

/** The title of the page the real side panel shows (from its own document), or null while it has none. */
const panelPage = (extensionPage: Page) =>
  extensionPage.evaluate(() => {
    const views = (globalThis as unknown as WithChrome).chrome.extension.getViews({});
    const panel = views.find((view) => view.location.pathname === '/sidepanel.html');
    return panel?.document.querySelector('.panel-page')?.textContent ?? null;
  });

test('the side panel is registered for every tab, the toolbar button keeps the popup, its menu has the entry', async ({
  extensionPage,
  seedConnection,
  context,
  site,
}) => {
  await seedConnection({ kind: 'daily-notes' });
  const worker = await workerOf(extensionPage);
  const { tabId } = await openTab(context, extensionPage, site.url('/article.html'));
  const registered = { enabled: true, path: 'sidepanel.html' };
  expect(
    await worker.evaluate(() => (globalThis as unknown as WithChrome).chrome.sidePanel.getOptions({})),
  ).toMatchObject(registered);
  expect(
    await worker.evaluate(
      (tabId) => (globalThis as unknown as WithChrome).chrome.sidePanel.getOptions({ tabId }),
      tabId,
    ),
  ).toMatchObject(registered);
  expect(
    await worker.evaluate(() => (globalThis as unknown as WithChrome).chrome.sidePanel.getPanelBehavior()),
  ).toEqual({
    openPanelOnActionClick: false,
  });
  // The menus are rebuilt after the connection was saved: the entry is there once that is done.
  await expect.poll(() => hasMenuEntry(worker, 'open-panel')).toBe(true);
  expect(await hasMenuEntry(worker, 'no-such-entry')).toBe(false);
  // Why the menu entry and the command cannot be driven from here: without a gesture Chrome refuses.
  const refused = await worker.evaluate(async () => {
    const [window] = await (globalThis as unknown as WithChrome).chrome.windows.getAll();
    return (globalThis as unknown as WithChrome).chrome.sidePanel.open({ windowId: window!.id }).then(
      () => 'opened',
      (error: Error) => error.message,
    );
  });
  expect(refused).toMatch(/user gesture/);
});

test("the popup's button opens the real side panel, which shows the tab's page and follows a switch", async ({
  context,
  extensionId,
  extensionPage,
  seedConnection,
  site,
}) => {
  await seedConnection({ kind: 'daily-notes' });
  const worker = await workerOf(extensionPage);
  const { tabId } = await openTab(context, extensionPage, site.url('/article.html'));
  const popup = await new PopupPage(await context.newPage(), extensionId).open(tabId);
  const closed = popup.page.waitForEvent('close');
  // A trusted click: Chrome takes it as the user's gesture, and the popup makes way for the panel.
  await popup.page.getByRole('button', { name: 'Open the side panel' }).click();
  await closed;
  await expect
    .poll(() =>
      worker.evaluate(async () =>
        (await (globalThis as unknown as WithChrome).chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL'] })).map(
          (c) => c.documentUrl,
        ),
      ),
    )
    .toEqual([`chrome-extension://${extensionId}/sidepanel.html`]);
  await expect.poll(() => panelPage(extensionPage)).toBe('Growing Tomatoes on a Balcony | The Small Garden');

  const index = await context.newPage();
  await openSite(index, site.url('/index.html'));
  await index.bringToFront();
  await expect.poll(() => panelPage(extensionPage)).toBe('Clip to Craft test pages');
});
