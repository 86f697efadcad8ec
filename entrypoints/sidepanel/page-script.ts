/**
 * What the side panel asks the page script of issue 27 (highlights.js, which paints a page's marks),
 * by protocol messages sent to its tab:
 * - `scrollToMark`: scroll the page to a mark and flash it; false: the mark is not placed on the page;
 * - `placedMarks`: which marks it placed and which it could not.
 * A page without that script answers nothing: the list then shows every mark as placed.
 */
import { sendMessage } from '../../lib/messaging/protocol';

/** Scrolls the page to the mark; false when the page could not show it. */
export async function scrollToMark(tabId: number, id: string): Promise<boolean> {
  return (await sendMessage('scrollToMark', { id }, tabId).catch(() => false)) === true;
}

/** The ids the page could not place (none when it does not say). */
export async function unplacedMarks(tabId: number): Promise<Set<string>> {
  const report = await sendMessage('placedMarks', undefined, tabId).catch(() => undefined);
  return new Set(Array.isArray(report?.unplaced) ? report.unplaced : []);
}
