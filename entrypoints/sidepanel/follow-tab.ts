/**
 * The page the panel is about: the active tab of the panel's window, followed as the user switches
 * tabs (tabs.onActivated) and navigates (tabs.onUpdated). A new address replaces the page at once,
 * before anything is read from it, so nothing from the previous page stays on screen.
 *
 * Opened as a tab itself (the e2e tests open sidepanel.html like the popup), the panel follows the
 * active tab of any window but its own tab, so the test's page tabs drive it as a window would.
 */
import { signal } from '@preact/signals';
import { browser, type Browser } from 'wxt/browser';
import { isReadablePage } from '../../lib/browser/readable-page';

export type PanelPage =
  /** No tab yet (the first lookup is under way, or the window has none). */
  | { state: 'none' }
  /** The browser's own pages, the add-on stores: no extension may read them. */
  | { state: 'closed'; tabId: number }
  /**
   * A page whose address the extension is not shown: the browser's own pages (without the `tabs`
   * permission their address is hidden too) or a site it was not granted; it cannot tell which.
   */
  | { state: 'no-access'; tabId: number }
  | { state: 'page'; tabId: number; url: string; title: string };

export const page = signal<PanelPage>({ state: 'none' });

/** The tab the panel follows, or undefined before the first lookup. */
const followed = () => (page.value.state === 'none' ? undefined : page.value.tabId);

const ALL_SITES = { origins: ['*://*/*'] };

async function describe(tab: Browser.tabs.Tab): Promise<PanelPage> {
  const tabId = tab.id!;
  // Without host access (or activeTab) Chrome and Firefox leave out the tab's address; with access to
  // every site, a hidden address is one of the browser's own pages.
  if (tab.url === undefined) {
    const everywhere = await browser.permissions.contains(ALL_SITES).catch(() => false);
    return { state: everywhere ? 'closed' : 'no-access', tabId };
  }
  if (!isReadablePage(tab.url)) return { state: 'closed', tabId };
  return { state: 'page', tabId, url: tab.url, title: tab.title ?? tab.url };
}

let asked = 0;

/** Looks the tab up and shows it; of lookups that cross, only the latest one started counts. */
async function show(tabId: number): Promise<void> {
  const run = ++asked;
  const tab = await browser.tabs.get(tabId).catch(() => undefined);
  const next: PanelPage = tab ? await describe(tab) : { state: 'none' };
  if (run !== asked) return;
  const now = page.value;
  // The same page with a new title (it loaded further): the title only, no new page.
  if (next.state === 'page' && now.state === 'page' && now.tabId === next.tabId && now.url === next.url) {
    if (now.title !== next.title) page.value = { ...now, title: next.title };
    return;
  }
  if (JSON.stringify(next) !== JSON.stringify(now)) page.value = next;
}

/** Follows the active tab from now on; re-reads the page when the user grants host access. */
export async function followActiveTab(): Promise<void> {
  const self = await browser.tabs.getCurrent().catch(() => undefined);
  const window = self ? undefined : await browser.windows.getCurrent().catch(() => undefined);
  browser.tabs.onActivated.addListener(({ tabId, windowId }) => {
    if (tabId === self?.id || (window && windowId !== window.id)) return;
    void show(tabId);
  });
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (tabId === followed() && (change.url !== undefined || change.title !== undefined || change.status)) {
      void show(tabId);
    }
  });
  browser.tabs.onRemoved.addListener((tabId) => {
    if (tabId === followed()) page.value = { state: 'none' };
  });
  browser.permissions.onAdded.addListener(() => {
    const id = followed();
    if (id !== undefined) void show(id);
  });
  const query = window ? { active: true, windowId: window.id } : { active: true, lastFocusedWindow: true };
  const [active] = (await browser.tabs.query(query)).filter((tab) => tab.id !== self?.id);
  if (active?.id !== undefined && followed() === undefined) await show(active.id);
}
