/**
 * Finding a page among a collection's items: by its URL property after normalisation, or, when the
 * collection has no URL property, by its title. Used to reconcile a lost answer and to tell the
 * user a page is already saved.
 */
import type { CollectionItem } from '../craft/types';
import { normalizeUrl } from './normalize-url';

export interface ItemKey {
  /** The property holding the page's URL, when the mapping has one. */
  urlKey?: string;
  url?: string;
  title: string;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether `item` is the page `key` names. */
export function isItemOf(item: CollectionItem, key: ItemKey): boolean {
  if (key.urlKey && key.url) {
    const value = item.properties?.[key.urlKey];
    return typeof value === 'string' && value !== '' && normalizeUrl(value) === normalizeUrl(key.url);
  }
  return typeof item.title === 'string' && squash(item.title) === squash(key.title);
}

/** The items of `items` that are the page `key` names, in the collection's order. */
export function itemsOf(items: CollectionItem[], key: ItemKey): CollectionItem[] {
  return items.filter((item) => isItemOf(item, key));
}
