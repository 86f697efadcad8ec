/**
 * The page's marks in extension storage (`pageMarksItem`): survives the worker's restarts, bounded
 * (page-marks.ts MAX_PAGES). Every change is one read-change-write, one after another in this
 * context, so two messages at once cannot lose each other's change. Where the page's marks live in
 * Craft (the connection, the page block, its destination) is kept with them (`PageRecord.craft`).
 * Each write also keeps how many marks each page has (`markCountsItem`, in the same storage write),
 * which is all a loaded tab needs to know (`markCount`): a small read where the index can be a megabyte.
 */
import { storage } from 'wxt/utils/storage';
import { markCountsItem, pageMarksItem } from '../storage/items';
import type { LearnedPages } from './learn-marks';
import { withLearned } from './learned-pages';
import { pageKey } from './page-block';
import { markCounts, withRecord, type MarksIndex, type PageRecord } from './page-marks';

export * from './page-marks';

let queue: Promise<unknown> = Promise.resolve();

/** The page's record, if it has one. */
export async function pageRecord(url: string): Promise<PageRecord | undefined> {
  return (await pageMarksItem.getValue())[pageKey(url)];
}

/** How many marks the page has (0: none); rebuilt from the index once if the counts were never written. */
export async function markCount(url: string): Promise<number> {
  const counts = (await markCountsItem.getValue()) ?? (await inTurn(rebuildCounts));
  return counts[pageKey(url)] ?? 0;
}

async function rebuildCounts(): Promise<Record<string, number>> {
  const counts = markCounts(await pageMarksItem.getValue());
  await markCountsItem.setValue(counts);
  return counts;
}

/** The index and its counts, in one storage write. */
function save(index: MarksIndex): Promise<void> {
  return storage.setItems([
    { item: pageMarksItem, value: index },
    { item: markCountsItem, value: markCounts(index) },
  ]);
}

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Changes one page's record: `change` gets the stored one and returns the new one (undefined: drop
 * the page), or `null` to leave everything as it is. Resolves to the record as stored afterwards.
 */
export function updatePage(
  url: string,
  change: (record: PageRecord | undefined) => PageRecord | undefined | null,
): Promise<PageRecord | undefined> {
  return inTurn(async () => {
    const index = await pageMarksItem.getValue();
    const key = pageKey(url);
    const next = change(index[key]);
    if (next === null) return index[key];
    await save(withRecord(index, key, next));
    return next;
  });
}

/** Adds the pages a search of connection `connectionId` found marks for that the index did not know (learned-pages.ts). */
export function learnPages(learned: LearnedPages, connectionId: string): Promise<void> {
  return inTurn(async () => {
    const index = await pageMarksItem.getValue();
    const next = withLearned(index, learned, connectionId);
    if (next !== index) await save(next);
  });
}
