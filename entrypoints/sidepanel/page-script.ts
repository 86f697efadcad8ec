/**
 * What the side panel asks the page script of issue 27 (the one that paints a page's marks), by a
 * tab message. Two requests, both answered by that script:
 * - `{ type: 'scrollToMark', id }`: scroll the page to mark `id` and flash it; answers `{ ok: boolean }`
 *   (false: the mark is not placed on the page);
 * - `{ type: 'placedMarks' }`: which marks it placed and which it could not; answers a PlacedReport.
 * A page without that script answers nothing: the list then shows every mark as placed.
 */
import { browser } from 'wxt/browser';
import type { PlacedReport } from '../../lib/model/highlights';

export type PageScriptRequest = { type: 'scrollToMark'; id: string } | { type: 'placedMarks' };

function ask<T>(tabId: number, request: PageScriptRequest): Promise<T | undefined> {
  return (browser.tabs.sendMessage(tabId, request) as Promise<T | undefined>).catch(() => undefined);
}

/** Scrolls the page to the mark; false when the page could not show it. */
export async function scrollToMark(tabId: number, id: string): Promise<boolean> {
  return (await ask<{ ok?: boolean }>(tabId, { type: 'scrollToMark', id }))?.ok === true;
}

/** The ids the page could not place (none when it does not say). */
export async function unplacedMarks(tabId: number): Promise<Set<string>> {
  const report = await ask<PlacedReport>(tabId, { type: 'placedMarks' });
  return new Set(Array.isArray(report?.unplaced) ? report.unplaced : []);
}
