/**
 * Collections as places in the popup's destination picker, beside today's note and documents:
 * found by title in the connection's collection list (which the background keeps a while, so
 * typing asks Craft nothing), the recently used ones first, each with where it lives (its
 * document's title, or its daily note's date). Recent collections are kept per connection apart
 * from the recent destinations, which mean "the last place a clip went" to menus and commands.
 * Plain data.
 */
import type { CollectionSummary } from '../craft/types';
import { normalizedTitle } from '../clip/search-merge';

export interface CollectionPlace {
  kind: 'collection';
  id: string;
  name: string;
  /** The title of the document holding it, when known. */
  documentTitle?: string;
  /** The daily note holding it (daily-notes links). */
  dailyNoteDate?: string;
  /** Used recently on this connection. */
  recent?: true;
}

export const COLLECTION_RESULT_LIMIT = 8;
export const RECENT_COLLECTIONS_LIMIT = 5;

/** The collections whose name matches `query` (all for an empty one), recent ones first, bounded. */
export function matchCollections(input: {
  query: string;
  collections: readonly CollectionSummary[];
  documents: ReadonlyArray<{ id: string; title: string }>;
  recent: readonly CollectionPlace[];
  limit?: number;
}): CollectionPlace[] {
  const q = normalizedTitle(input.query.trim());
  const titles = new Map(input.documents.map((d) => [d.id, d.title]));
  const recentIds = new Set(input.recent.map((r) => r.id));
  const order = (c: CollectionSummary) => {
    const at = input.recent.findIndex((r) => r.id === c.id);
    return at < 0 ? input.recent.length : at;
  };
  return input.collections
    .filter((c) => q === '' || normalizedTitle(c.name).includes(q))
    .map((c, i) => ({ c, i }))
    .sort((a, b) => order(a.c) - order(b.c) || a.i - b.i)
    .slice(0, input.limit ?? COLLECTION_RESULT_LIMIT)
    .map(({ c }) => {
      const documentTitle = c.documentId ? titles.get(c.documentId) : undefined;
      return {
        kind: 'collection' as const,
        id: c.id,
        name: c.name,
        ...(documentTitle ? { documentTitle } : {}),
        ...(c.dailyNoteDate ? { dailyNoteDate: c.dailyNoteDate } : {}),
        ...(recentIds.has(c.id) ? { recent: true as const } : {}),
      };
    });
}

/** `recent` with `place` first: no duplicates, bounded; only what names it is kept. */
export function rememberCollection(
  recent: readonly CollectionPlace[],
  place: Pick<CollectionPlace, 'id' | 'name'>,
  limit = RECENT_COLLECTIONS_LIMIT,
): CollectionPlace[] {
  const kept: CollectionPlace = { kind: 'collection', id: place.id, name: place.name };
  return [kept, ...recent.filter((r) => r.id !== place.id)].slice(0, Math.max(0, limit));
}
