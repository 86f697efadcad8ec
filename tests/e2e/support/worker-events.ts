/**
 * What the browser's own UI does, done in the extension's service worker: a right-click menu pick
 * (`contextMenus.onClicked`) and a keyboard shortcut (`commands.onCommand`) fired as Chrome fires
 * them, so the real listeners run (the native menu and browser shortcuts are out of Playwright's
 * reach); and the window a tab is in, as those events name it.
 */
import type { BrowserContext, Page } from '@playwright/test';

export interface ClickedTab {
  id: number;
  windowId: number;
}

type Dispatchable = { dispatch(...args: unknown[]): void };
type ChromeEvents = { contextMenus: { onClicked: Dispatchable }; commands: { onCommand: Dispatchable } };

async function workerOf(context: BrowserContext) {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** Picks a menu entry on the tab's page. */
export async function clickMenu(context: BrowserContext, menuItemId: string, tab: ClickedTab): Promise<void> {
  await (
    await workerOf(context)
  ).evaluate(
    ({ menuItemId, tab }) =>
      (globalThis as unknown as { chrome: ChromeEvents }).chrome.contextMenus.onClicked.dispatch(
        { menuItemId, editable: false, pageUrl: '' },
        tab,
      ),
    { menuItemId, tab },
  );
}

/** Presses a command's shortcut on the tab, `times` times at once (a double press: 2). */
export async function pressCommand(context: BrowserContext, command: string, tab: ClickedTab, times = 1) {
  await (
    await workerOf(context)
  ).evaluate(
    ({ command, tab, times }) => {
      const { commands } = (globalThis as unknown as { chrome: ChromeEvents }).chrome;
      for (let i = 0; i < times; i++) commands.onCommand.dispatch(command, tab);
    },
    { command, tab, times },
  );
}

/** The tab with its window, asked from an extension page. */
export async function clickedTab(extensionPage: Page, tabId: number): Promise<ClickedTab> {
  const windowId = await extensionPage.evaluate(
    async (id) =>
      (
        await (
          globalThis as unknown as { chrome: { tabs: { get(id: number): Promise<{ windowId: number }> } } }
        ).chrome.tabs.get(id)
      ).windowId,
    tabId,
  );
  return { id: tabId, windowId };
}
