/**
 * Keyboard commands: one map from each command of the manifest (wxt.config.ts) to what it runs —
 * each feature's part, given by the composition root — and one `commands.onCommand`, which reports
 * what happened like a menu entry (feedback.ts). `_execute_action` opens the popup (manifest only).
 * A leaf.
 */
import { browser } from 'wxt/browser';
import type { PanelTarget } from '../../lib/browser/side-panel';
import { report, type Feedback } from './feedback';
import { wake } from './outbox';

export interface CommandRuns {
  /** The selection, or the article when nothing is selected, to the default destination. */
  'quick-clip'(tabId: number | undefined): Promise<Feedback | undefined>;
  /** The tab as a task in the inbox. */
  'quick-task'(tabId: number | undefined): Promise<Feedback | undefined>;
  /** The selection as a mark on the page (issue 27), or the menu of the mark the caret is in. */
  highlight(tabId: number | undefined): Promise<Feedback | undefined>;
  /** Opens the side panel: at once, while the browser counts the key press as the user's gesture. */
  'open-panel'(target: PanelTarget): void;
}

export function setUpCommands(runs: CommandRuns): void {
  browser.commands.onCommand.addListener((command, tab) => {
    wake();
    if (!(command in runs)) return;
    if (command === 'open-panel') return runs['open-panel']({ tabId: tab?.id, windowId: tab?.windowId });
    void (async () => {
      // Fired without a tab (some platforms): the active tab of the focused window.
      const tabId = tab?.id ?? (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.id;
      const feedback = await runs[command as Exclude<keyof CommandRuns, 'open-panel'>](tabId);
      if (feedback) await report(tabId, feedback);
    })();
  });
}
