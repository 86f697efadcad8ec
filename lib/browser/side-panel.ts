/**
 * Opens the side panel: Chrome's side panel (`sidePanel.open`, Chrome 116+) or Firefox's sidebar
 * (`sidebarAction.open`). Both browsers accept the call only while the user's gesture (a click, a
 * menu entry, a shortcut) is being handled: call it before any `await`.
 */
import { browser } from 'wxt/browser';

/** Firefox's sidebar API, which Chrome's types (used by wxt/browser) do not name. */
type Sidebar = { sidebarAction?: { open(): Promise<void> } };

export interface PanelTarget {
  tabId?: number;
  windowId?: number;
}

export function openSidePanel(target: PanelTarget): Promise<void> {
  const sidebar = (browser as unknown as Sidebar).sidebarAction;
  if (sidebar) return sidebar.open();
  if (!browser.sidePanel) return Promise.resolve();
  if (target.windowId !== undefined) return browser.sidePanel.open({ windowId: target.windowId });
  if (target.tabId !== undefined) return browser.sidePanel.open({ tabId: target.tabId });
  return Promise.resolve();
}
