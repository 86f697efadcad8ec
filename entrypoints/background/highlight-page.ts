/**
 * Highlighting from the browser's own UI (issue 27 §1): the highlight shortcut and the "Highlight"
 * menu entry on a selection run the page script in the tab (lib/browser/inject-marks.ts), which marks
 * the selection and tells the background itself; the all-sites lookup (marks-lookup.js) asks for the
 * page script on a page that has marks (showMarksHere). A leaf: the composition root hands these out.
 */
import { runMarks } from '../../lib/browser/inject-marks';
import type { Feedback } from './feedback';
import type { MenuClick } from './menus';
import { onTrustedMessage } from './on-message';

export function setUpHighlights() {
  onTrustedMessage('showMarksHere', async (marks, sender) => {
    if (sender.tab?.id !== undefined) await runMarks({ tabId: sender.tab.id }, { kind: 'show', marks });
  });
  return {
    async fromMenu(_action: unknown, click: MenuClick): Promise<Feedback | undefined> {
      if (click.tabId !== undefined)
        await runMarks({ tabId: click.tabId, frameId: click.frameId }, { kind: 'highlight' });
      return undefined;
    },
    async command(tabId: number | undefined): Promise<Feedback | undefined> {
      if (tabId !== undefined) await runMarks({ tabId }, { kind: 'highlight' });
      return undefined;
    },
  };
}
