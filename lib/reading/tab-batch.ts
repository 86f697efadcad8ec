/**
 * "Save all tabs": which tabs of a window become outbox items, and each item's job id. The id is
 * made from the batch (chosen by the sender) and the page, so asking again for the same batch — the
 * popup resends after the worker stopped half-way through — finds the items already stored instead
 * of adding them twice. Pages that are not http(s) are left out; the same page open twice is saved once.
 */
import type { Destination } from '../model/types';
import { normalizeUrl } from './normalize-url';

/** popup/menu → background: save these tabs, each as one clip in the outbox. */
export interface SaveTabsRequest {
  /** Chosen by the sender; the same batch sent again adds nothing twice. */
  batchId: string;
  windowId: number;
  /** Only the highlighted (multi-selected) tabs of the window. */
  selected?: boolean;
  connectionId?: string;
  /** Omitted: the default destination. */
  destination?: Destination;
}

export interface TabInfo {
  id?: number;
  url?: string;
  title?: string;
}

export interface BatchItem {
  tabId: number;
  url: string;
  title: string;
  jobId: string;
}

export const MAX_TABS = 100;

export function planTabs(batchId: string, tabs: TabInfo[]): BatchItem[] {
  const seen = new Set<string>();
  const items: BatchItem[] = [];
  for (const tab of tabs) {
    const key = tab.url ? normalizeUrl(tab.url) : undefined;
    if (tab.id === undefined || !tab.url || !key || seen.has(key)) continue;
    seen.add(key);
    items.push({ tabId: tab.id, url: tab.url, title: tab.title?.trim() || tab.url, jobId: `tabs-${batchId}-${key}` });
  }
  return items.slice(0, MAX_TABS);
}
