/**
 * The popup opened on a page with marks shows them there (issue 27 §5, without the all-sites
 * switch): it asks the background for the page's marks and, only when there are some, runs the page
 * script with them (the popup holds activeTab for the tab). A page without marks gets no script.
 */
import { browser } from 'wxt/browser';
import { runMarks } from '../../lib/browser/inject-marks';
import { pageKey } from '../../lib/highlights/page-key';
import { sendMessage } from '../../lib/messaging/protocol';

export async function showMarks(tabId: number): Promise<void> {
  try {
    const { url } = await browser.tabs.get(tabId);
    if (!url || !/^https?:/.test(url)) return;
    const result = await sendMessage('pageMarks', { url: pageKey(url) });
    if (result.ok && result.value.marks.length) await runMarks({ tabId }, { kind: 'show', marks: result.value });
  } catch {
    // No answer about marks: the popup's own work goes on.
  }
}
