/**
 * Context-menu entries of the quick-capture features (tasks, images, screenshots). context-menus.ts
 * rebuilds its own entries with `contextMenus.removeAll()`, so these are created again right after
 * each of its rebuilds (its `rebuildMenus` serialises them), on the same triggers.
 * The item list is filled synchronously while the worker starts; nothing here must outlive it.
 */
import { browser, type Browser } from 'wxt/browser';
import { connectionsItem, recentDestinationsItem } from '../../lib/storage/items';
import { rebuildMenus } from './context-menus';

export interface QuickMenuItem {
  id: string;
  title: string;
  contexts: [MenuContext, ...MenuContext[]];
  onClick(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab): Promise<void>;
}

type MenuContext = 'page' | 'link' | 'selection' | 'image';

const items: QuickMenuItem[] = [];

async function createAll(): Promise<void> {
  for (const item of items) {
    await new Promise<void>((resolve) => {
      browser.contextMenus.create({ id: item.id, title: item.title, contexts: item.contexts }, () => {
        void browser.runtime.lastError; // an id that already exists: fine
        resolve();
      });
    });
  }
}

function recreate(): void {
  void rebuildMenus().then(createAll).catch(() => {});
}

export function addQuickMenuItems(added: QuickMenuItem[]): void {
  if (items.length === 0) {
    browser.contextMenus.onClicked.addListener((info, tab) => {
      const item = items.find((i) => i.id === info.menuItemId);
      if (item) void item.onClick(info, tab);
    });
    browser.runtime.onInstalled.addListener(recreate);
    browser.runtime.onStartup.addListener(recreate);
    connectionsItem.watch(recreate);
    recentDestinationsItem.watch(recreate);
  }
  items.push(...added);
}
