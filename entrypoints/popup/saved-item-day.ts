/**
 * When a page was saved to a collection, for "Saved to Reading list on 12 Nov": the item's date
 * property the mapping fills with the clip date, else the item's creation when the API gave it.
 * Without either the popup says only that the page is there.
 */
import type { CollectionMapping } from '../../lib/collections/mapping';
import { t, uiLanguage } from '../../lib/i18n/t';
import type { SavedItem } from '../../lib/model/reading-list';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` (a date property) or an ISO instant (the creation), or undefined. */
export function savedItemDay(item: SavedItem, mapping: CollectionMapping): string | undefined {
  const key = mapping.fields.clippedAt;
  const value = key ? item.properties[key] : undefined;
  if (typeof value === 'string' && DAY.test(value.slice(0, 10)) && !Number.isNaN(Date.parse(value.slice(0, 10))))
    return value.slice(0, 10);
  return item.createdAt && !Number.isNaN(Date.parse(item.createdAt)) ? item.createdAt : undefined;
}

/** The notice's sentence; a day without a time stays that day in every timezone. */
export function savedItemText(
  item: SavedItem,
  mapping: CollectionMapping,
  collectionName: string,
  timeZone?: string,
): string {
  const when = savedItemDay(item, mapping);
  if (!when || !collectionName) return t('list_already');
  const [iso, zone] = DAY.test(when) ? [`${when}T12:00:00Z`, 'UTC'] : [when, timeZone];
  const day = new Intl.DateTimeFormat(uiLanguage(), { month: 'short', day: 'numeric', timeZone: zone }).format(
    new Date(iso),
  );
  return t('saved_itemOn', [collectionName, day]);
}
