/** The destination picker's collections: found by name, recent ones first, with where they live; recents kept bounded. */
import { describe, expect, it } from 'vitest';
import {
  matchCollections,
  rememberCollection,
  type CollectionPlace,
} from '../../../../lib/collections/collection-places';

const collections = [
  { id: 'c1', name: 'Reading list', documentId: 'd1' },
  { id: 'c2', name: 'Recipes', documentId: 'd2' },
  { id: 'c3', name: 'Read later', dailyNoteDate: '2026-11-20' },
  { id: 'c4', name: 'Ｗｉｄｅ Reads' },
];
const documents = [
  { id: 'd1', title: 'Inbox' },
  { id: 'd2', title: 'Kitchen' },
];
const recent: CollectionPlace[] = [{ kind: 'collection', id: 'c3', name: 'Read later' }];
const ids = (query: string, limit?: number) =>
  matchCollections({ query, collections, documents, recent, limit }).map((c) => c.id);

describe('matchCollections', () => {
  it.each<[string, string[]]>([
    ['', ['c3', 'c1', 'c2', 'c4']],
    ['read', ['c3', 'c1', 'c4']],
    ['  RECIPES ', ['c2']],
    ['wide', ['c4']],
    ['nothing', []],
  ])('%j → %j (recent first, then in the list order)', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('is bounded', () => {
    expect(ids('', 2)).toEqual(['c3', 'c1']);
  });

  it("names each one's document, or its daily note, and marks the recent one", () => {
    expect(matchCollections({ query: 're', collections, documents, recent })).toEqual([
      { kind: 'collection', id: 'c3', name: 'Read later', dailyNoteDate: '2026-11-20', recent: true },
      { kind: 'collection', id: 'c1', name: 'Reading list', documentTitle: 'Inbox' },
      { kind: 'collection', id: 'c2', name: 'Recipes', documentTitle: 'Kitchen' },
      { kind: 'collection', id: 'c4', name: 'Ｗｉｄｅ Reads' },
    ]);
  });

  it('leaves out a recent collection that no longer exists', () => {
    const gone: CollectionPlace[] = [{ kind: 'collection', id: 'gone', name: 'Reading archive' }];
    expect(matchCollections({ query: 'reading', collections, documents, recent: gone }).map((c) => c.id)).toEqual([
      'c1',
    ]);
  });
});

describe('rememberCollection', () => {
  const place = (id: string): CollectionPlace => ({ kind: 'collection', id, name: id.toUpperCase() });

  it('puts the one used first, once, keeping only what names it', () => {
    const before = [place('a'), place('b'), { ...place('c'), documentTitle: 'Inbox', recent: true as const }];
    expect(rememberCollection(before, { id: 'c', name: 'C renamed' })).toEqual([
      { kind: 'collection', id: 'c', name: 'C renamed' },
      place('a'),
      place('b'),
    ]);
  });

  it('is bounded', () => {
    const many = ['a', 'b', 'c', 'd', 'e'].map(place);
    expect(rememberCollection(many, place('f')).map((c) => c.id)).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(rememberCollection(many, place('f'), 2).map((c) => c.id)).toEqual(['f', 'a']);
  });
});
