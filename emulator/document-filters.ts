/** The six inclusive date filters of document listing and search (space API). */
import type { Ctx } from './context';
import type { DocumentRecord } from './types';
import { str } from './query';
import { dateInZone, resolveDate } from './dates';

const FILTERS = [
  ['createdDateGte', 'created', 'gte'],
  ['createdDateLte', 'created', 'lte'],
  ['lastModifiedDateGte', 'modified', 'gte'],
  ['lastModifiedDateLte', 'modified', 'lte'],
  ['dailyNoteDateGte', 'daily', 'gte'],
  ['dailyNoteDateLte', 'daily', 'lte'],
] as const;

export function dateFilter(ctx: Ctx): (doc: DocumentRecord) => boolean {
  const bounds = FILTERS.flatMap(([name, field, op]) => {
    const raw = str(ctx.query, name);
    return raw === undefined ? [] : [{ field, op, date: resolveDate(raw, ctx.now, ctx.timezone, name) }];
  });
  return (doc) =>
    bounds.every(({ field, op, date }) => {
      const root = ctx.store.get(doc.id)!;
      const value =
        field === 'daily'
          ? doc.dailyNoteDate
          : dateInZone(new Date(field === 'created' ? root.createdAt : root.lastModifiedAt), ctx.timezone);
      if (!value) return false;
      return op === 'gte' ? value >= date : value <= date;
    });
}
