/**
 * Keyboard commands. `_execute_action` opens the popup (manifest only). `quick-clip` clips the
 * selection, or the article when nothing is selected, to the default destination, no popup.
 * (`quick-task` belongs to the tasks work.)
 */
import { browser } from 'wxt/browser';
import { activeTabId, clipTab } from './clip';
import { reportClip } from './notify';

export function setUpCommands(): void {
  browser.commands.onCommand.addListener((command, tab) => {
    if (command !== 'quick-clip') return;
    void (async () => {
      const tabId = tab?.id ?? (await activeTabId());
      if (tabId === undefined) return;
      const result = await clipTab({ tabId, mode: 'selection', fallback: 'article' });
      await reportClip(tabId, result, 'Quick clip');
    })();
  });
}
