/**
 * Context menus: clip the selection, the page or a link to today's daily note (or the default
 * destination where a connection has none) or to the last used destination. Titles follow the
 * stored connections and recent destinations, rebuilt whenever those change.
 */
import { browser, type Browser } from 'wxt/browser';
import { buildMenuItems, parseMenuItemId } from '../../lib/clip/menu-items';
import { hasDailyNotes } from '../../lib/clip/position';
import { connectionsItem, recentDestinationsItem } from '../../lib/storage/items';
import { clipTab } from './clip';
import { findConnection } from './deliver';
import { reportClip } from './notify';

/** Serialises rebuilds so two quick storage changes cannot interleave removeAll and create. */
let rebuilding: Promise<void> = Promise.resolve();

export function rebuildMenus(): Promise<void> {
  rebuilding = rebuilding.then(async () => {
    const connection = await findConnection();
    const last = connection ? (await recentDestinationsItem.getValue())[connection.id]?.[0] : undefined;
    await browser.contextMenus.removeAll();
    for (const item of buildMenuItems(connection?.kind, last)) {
      await new Promise<void>((resolve) => {
        browser.contextMenus.create(item, () => {
          void browser.runtime.lastError; // read it so Chrome does not log a duplicate-id race
          resolve();
        });
      });
    }
  }).catch(() => {});
  return rebuilding;
}

async function onClicked(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab): Promise<void> {
  const parsed = parseMenuItemId(info.menuItemId);
  if (!parsed || tab?.id === undefined) return;
  const connection = await findConnection();
  const toToday = parsed.target === 'today' && connection && hasDailyNotes(connection.kind);
  const result = await clipTab({
    tabId: tab.id,
    mode: parsed.mode,
    destination: parsed.target === 'last' ? 'last' : toToday ? { kind: 'daily-note', date: 'today' } : undefined,
    link: parsed.mode === 'link' && info.linkUrl
      ? { url: info.linkUrl, text: (info as { linkText?: string }).linkText ?? info.selectionText }
      : undefined,
  });
  await reportClip(tab.id, result, `Clipped ${parsed.mode}`);
}

export function setUpContextMenus(): void {
  browser.contextMenus.onClicked.addListener((info, tab) => void onClicked(info, tab));
  browser.runtime.onInstalled.addListener(() => void rebuildMenus());
  browser.runtime.onStartup.addListener(() => void rebuildMenus());
  connectionsItem.watch(() => void rebuildMenus());
  recentDestinationsItem.watch(() => void rebuildMenus());
}
