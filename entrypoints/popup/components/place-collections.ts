/**
 * The destination picker's collections (lib/collections/collection-places.ts): the ones whose name
 * matches what is typed, recent ones first, asked of the background per key — it answers from its
 * collection list, so typing makes no request to Craft — and only the latest query's answer shown.
 * Choosing one opens the Reading list view on it (`wantedCollection`, read by ../reading-list.ts):
 * the page becomes an item there, its properties shown and editable before Send.
 */
import { signal } from '@preact/signals';
import type { CollectionPlace } from '../../../lib/collections/collection-places';
import { sendMessage } from '../../../lib/messaging/protocol';
import { connection, view } from '../model';

export const collectionPlaces = signal<CollectionPlace[]>([]);
/** The recently used collections, from the answer to the empty query (the list as it opens). */
export const recentCollections = signal<CollectionPlace[]>([]);
/** The collection the picker chose: the Reading list view opens on it instead of the default one. */
export const wantedCollection = signal<string | undefined>(undefined);

let seq = 0;

/** Shows the collections matching `text`; a failure shows none (the documents' search says what went wrong). */
export async function findCollections(text: string): Promise<void> {
  const mine = ++seq;
  const answer = await sendMessage('searchCollections', { connectionId: connection.value?.id, query: text }).catch(
    () => undefined,
  );
  if (mine !== seq) return;
  collectionPlaces.value = answer?.ok ? answer.value : [];
  if (text === '' && answer?.ok) recentCollections.value = answer.value.filter((c) => c.recent);
}

/** The page goes to `place` as an item: the Reading list view, on that collection; the clip's mode stays. */
export function openCollection(place: CollectionPlace): void {
  wantedCollection.value = place.id;
  view.value = 'list';
}
