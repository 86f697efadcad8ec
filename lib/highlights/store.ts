/**
 * The page's marks in extension storage (`pageMarksItem`): survives the worker's restarts, bounded
 * (page-marks.ts MAX_PAGES). Every change is one read-change-write, one after another in this
 * context, so two messages at once cannot lose each other's change. Where the page's marks live in
 * Craft (the connection, the page block, its destination) is kept with them (`PageRecord.craft`).
 */
import { pageMarksItem } from '../storage/items';
import { pageKey } from './page-block';
import { withRecord, type PageRecord } from './page-marks';

export * from './page-marks';

let queue: Promise<unknown> = Promise.resolve();

/** The page's record, if it has one. */
export async function pageRecord(url: string): Promise<PageRecord | undefined> {
  return (await pageMarksItem.getValue())[pageKey(url)];
}

/**
 * Changes one page's record: `change` gets the stored one and returns the new one (undefined: drop
 * the page), or `null` to leave everything as it is. Resolves to the record as stored afterwards.
 */
export function updatePage(
  url: string,
  change: (record: PageRecord | undefined) => PageRecord | undefined | null,
): Promise<PageRecord | undefined> {
  const run = queue.then(async () => {
    const index = await pageMarksItem.getValue();
    const key = pageKey(url);
    const next = change(index[key]);
    if (next === null) return index[key];
    await pageMarksItem.setValue(withRecord(index, key, next));
    return next;
  });
  queue = run.catch(() => undefined);
  return run;
}
