/**
 * Running the page script highlights.js in a tab (lib/browser/inject-marks.ts), from the browser's own
 * UI and on page load (issue 27 §1, §5): the highlight shortcut and the "Highlight" menu entry on a
 * selection mark it there (the page script tells the background itself; the last colour goes along,
 * so the first mark on a page is painted before the script is there: first-paint.ts); and, with the all-sites switch
 * on (lib/browser/marks-on-load.ts), a tab that finished loading a page with marks gets the script,
 * which asks for the page's marks (`pageMarks`, Craft read again when due), places and paints them. A
 * page without marks gets nothing: the lookup is the background's own, in its marks store (the small
 * count of marks per page, lib/highlights/store.ts), so it costs the page's main thread nothing. Each
 * lookup is a User Timing measure (`MARKS_LOOKUP_MEASURE`, the latest ones kept) that the bench and the
 * e2e test read in the worker.
 * A leaf: the composition root hands these out.
 */
import { runMarks } from '../../lib/browser/inject-marks';
import { watchMarkColor } from '../../lib/browser/mark-color';
import { marksOnLoad } from '../../lib/browser/marks-on-load';
import { firstPaint } from '../../lib/highlights/page/first-paint';
import { markCount } from '../../lib/highlights/store';
import type { Feedback } from './feedback';
import type { MenuClick } from './menus';

export const MARKS_LOOKUP_MEASURE = 'craft-marks-lookup';
/** Measures kept in the worker; older ones are cleared (a worker may live through many page loads). */
const MEASURES_KEPT = 50;

export function setUpHighlights() {
  const color = watchMarkColor();
  /** Marks the selection in the tab (or frame); the colour goes along, so a first mark paints at once. */
  const highlight = async (target: { tabId: number; frameId?: number }) =>
    void (await runMarks(target, { kind: 'highlight' }, firstPaint(await color())));
  return {
    async fromMenu(_action: unknown, click: MenuClick): Promise<Feedback | undefined> {
      if (click.tabId !== undefined) await highlight({ tabId: click.tabId, frameId: click.frameId });
      return undefined;
    },
    async command(tabId: number | undefined): Promise<Feedback | undefined> {
      if (tabId !== undefined) await highlight({ tabId });
      return undefined;
    },
    /** A tab finished loading `url` (the outbox's one tabs.onUpdated listener; undefined: its address is hidden). */
    tabLoaded(tabId: number, url: string | undefined): void {
      void showMarksOnLoad(tabId, url);
    },
  };
}

async function showMarksOnLoad(tabId: number, url: string | undefined): Promise<void> {
  if (!url || !/^https?:/i.test(url)) return;
  const start = performance.now();
  const marked = (await marksOnLoad()) && (await markCount(url)) > 0;
  measured(start, marked);
  if (marked) await runMarks({ tabId }, { kind: 'show' });
}

function measured(start: number, marked: boolean): void {
  if (performance.getEntriesByName(MARKS_LOOKUP_MEASURE).length >= MEASURES_KEPT)
    performance.clearMeasures(MARKS_LOOKUP_MEASURE);
  performance.measure(MARKS_LOOKUP_MEASURE, { start, detail: { marked } });
}
