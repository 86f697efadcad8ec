/**
 * The reading list's settings: each collection's mapping from page facts to its properties (guessed
 * the first time the collection is used, then the user's), and the default collection, if any.
 */
import { storage } from 'wxt/utils/storage';
import type { CollectionPlace } from '../collections/collection-places';
import type { CollectionMapping } from '../collections/mapping';
import type { ItemClips } from '../reading/item-clips';

export interface CollectionRef {
  connectionId: string;
  collectionId: string;
  name: string;
}

export interface ReadingListSettings {
  /** Keyed by `connectionId/collectionId`. */
  mappings: Record<string, CollectionMapping>;
  defaultCollection?: CollectionRef;
}

export const readingListItem = storage.defineItem<ReadingListSettings>('local:readingList', {
  fallback: { mappings: {} },
  version: 1,
});

export const mappingKey = (connectionId: string, collectionId: string) => `${connectionId}/${collectionId}`;

/** The collections items were last saved to, per connection id (collection-places.ts): the picker's recent ones. */
export const recentCollectionsItem = storage.defineItem<Record<string, CollectionPlace[]>>('local:recentCollections', {
  fallback: {},
  version: 1,
});

/** Each saved item's last clip (lib/reading/item-clips.ts): what an update of the item replaces. */
export const itemClipsItem = storage.defineItem<ItemClips>('local:itemClips', { fallback: {}, version: 1 });

/**
 * The collection last used per connection id (picked in the Reading list view, or saved to from
 * anywhere): the view opens on it unless a rule or the destination picker names another.
 */
export const lastCollectionItem = storage.defineItem<Record<string, string>>('local:lastCollection', {
  fallback: {},
  version: 1,
});
