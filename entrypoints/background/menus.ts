/**
 * The context menus: one table (lib/clip/menu-items.ts: id, title, contexts, what each entry
 * does) turned into rows `{ id, title, contexts, run }`, one rebuild — serialised, and coalesced,
 * so a storage change rebuilds once — and one `contextMenus.onClicked`, which runs the entry's
 * feature and reports what it did (feedback.ts). Each feature gives its part (`MenuRuns`) through
 * the composition root; this file imports none of them. A leaf.
 */
import { browser, type Browser } from 'wxt/browser';
import { buildMenuItems, MENU, type MenuAction, type MenuEntry } from '../../lib/clip/menu-items';
import { connectionsItem, recentDestinationsItem } from '../../lib/storage/items';
import { readingListItem } from '../../lib/storage/reading-list';
import { report, type Feedback } from './feedback';
import { wake } from './outbox';
import type { Services } from './services';

/** What the click was on (Chrome's OnClickData and tab, as much as the features read). */
export interface MenuClick {
  tabId?: number;
  windowId?: number;
  frameId?: number;
  linkUrl?: string;
  linkText?: string;
  selectionText?: string;
  srcUrl?: string;
}

/** Each feature's part: runs its action for a click and says what happened (undefined: nothing to say). */
export type MenuRuns = {
  [F in MenuAction['feature']]: (
    action: Extract<MenuAction, { feature: F }>,
    click: MenuClick,
  ) => Promise<Feedback | undefined>;
};

/** One entry: its title comes at each rebuild (it names the last destination); what it runs is fixed. */
interface MenuRow extends Pick<MenuEntry, 'id' | 'contexts'> {
  run(click: MenuClick): Promise<Feedback | undefined>;
}

export function setUpMenus(services: Services, runs: MenuRuns): { rebuild(): Promise<void> } {
  // The map is exhaustive by type; TypeScript cannot pair an action with its own run through the index.
  const runOf = (action: MenuAction) => (click: MenuClick) =>
    (runs[action.feature] as (a: MenuAction, c: MenuClick) => Promise<Feedback | undefined>)(action, click);

  // Fixed, so a click in a worker that just woke (Chrome keeps the menus) finds its row without a rebuild.
  const table: MenuRow[] = MENU.map(({ id, contexts, action }) => ({ id, contexts, run: runOf(action) }));

  let queued: Promise<void> | undefined;
  let last: Promise<void> = Promise.resolve();
  /** One rebuild after the one under way, however many changes ask for it meanwhile. */
  function rebuild(): Promise<void> {
    queued ??= last
      .then(async () => {
        queued = undefined;
        const connection = await services.connection();
        const recent = connection ? (await services.recent(connection.id))[0] : undefined;
        const collection = (await readingListItem.getValue()).defaultCollection;
        const items = buildMenuItems(
          connection?.kind,
          recent,
          collection?.connectionId === connection?.id ? collection?.name : undefined,
        );
        await browser.contextMenus.removeAll();
        for (const { id, title, contexts, visible } of items) {
          await new Promise<void>((resolve) => {
            browser.contextMenus.create({ id, title, contexts, visible }, () => {
              void browser.runtime.lastError; // read it so Chrome does not log a duplicate-id race
              resolve();
            });
          });
        }
      })
      .catch(() => {});
    last = queued;
    return queued;
  }

  async function clicked(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab): Promise<void> {
    wake();
    const row = table.find((r) => r.id === String(info.menuItemId));
    if (!row) return;
    const click: MenuClick = {
      tabId: tab?.id,
      windowId: tab?.windowId,
      frameId: info.frameId,
      linkUrl: info.linkUrl,
      linkText: (info as { linkText?: string }).linkText,
      selectionText: info.selectionText,
      srcUrl: info.srcUrl,
    };
    const feedback = await row.run(click);
    if (feedback) await report(tab?.id, feedback);
  }

  browser.contextMenus.onClicked.addListener((info, tab) => void clicked(info, tab));
  connectionsItem.watch(() => void rebuild());
  recentDestinationsItem.watch(() => void rebuild());
  readingListItem.watch(() => void rebuild());
  return { rebuild };
}
