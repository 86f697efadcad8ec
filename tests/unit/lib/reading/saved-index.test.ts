import { describe, expect, it } from 'vitest';
import { historyProvider } from '../../../../lib/reading/history-provider';
import {
  addSaved,
  forgetClip,
  forgetSavedItem,
  MAX_PAGES,
  MAX_PLACES,
  type SavedIndex,
  type SavedPlace,
} from '../../../../lib/reading/saved-index';
import { isSamePlace } from '../../../../lib/reading/saved-text';
import { whereSaved, type WhereSavedProvider } from '../../../../lib/reading/where-saved';

const place = (clipId: string, at: string, extra: Partial<SavedPlace> = {}): SavedPlace => ({
  how: 'clip',
  connectionId: 'c1',
  at,
  clipId,
  destination: { kind: 'daily-note', date: '2026-11-23' },
  ...extra,
});

describe('the saved index', () => {
  it('puts the newest place first and replaces a place of the same clip', () => {
    let index: SavedIndex = {};
    index = addSaved(index, 'example.com/a', place('j1', '2026-11-23T10:00:00Z'));
    index = addSaved(index, 'example.com/a', place('j2', '2026-11-23T11:00:00Z'));
    index = addSaved(index, 'example.com/a', place('j1', '2026-11-23T12:00:00Z'));
    expect(index['example.com/a']!.map((p) => p.clipId)).toEqual(['j1', 'j2']);
  });

  it('keeps at most MAX_PLACES places a page and MAX_PAGES pages, dropping the oldest', () => {
    let index: SavedIndex = {};
    for (let i = 0; i < MAX_PLACES + 3; i++)
      index = addSaved(index, 'p', place(`j${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()));
    expect(index.p).toHaveLength(MAX_PLACES);
    for (let i = 0; i < MAX_PAGES + 10; i++)
      index = addSaved(index, `page${i}`, place(`k${i}`, new Date(Date.UTC(2026, 1, 1, 0, 0, i)).toISOString()));
    expect(Object.keys(index)).toHaveLength(MAX_PAGES);
    expect(index.p).toBeUndefined();
    expect(index.page0).toBeUndefined();
    expect(index[`page${MAX_PAGES + 9}`]).toBeDefined();
  });

  it('forgets an undone clip, and a page left with no place', () => {
    let index = addSaved({}, 'a', place('j1', '2026-11-23T10:00:00Z'));
    index = addSaved(index, 'b', place('j1', '2026-11-23T10:00:00Z'));
    index = addSaved(index, 'b', place('j2', '2026-11-23T11:00:00Z'));
    expect(forgetClip(index, 'j1')).toEqual({ b: [place('j2', '2026-11-23T11:00:00Z')] });
  });

  it('keeps one place per collection item (an update replaces it) and forgets an undone item', () => {
    const item = (itemId: string, at: string, connectionId = 'c1'): SavedPlace => ({
      how: 'item',
      connectionId,
      at,
      itemId,
      placeTitle: 'Reading list',
    });
    let index = addSaved({}, 'a', item('i1', '2026-11-23T10:00:00Z'));
    index = addSaved(index, 'a', place('j1', '2026-11-23T10:30:00Z'));
    index = addSaved(index, 'a', item('i1', '2026-11-23T11:00:00Z'));
    index = addSaved(index, 'a', item('i1', '2026-11-23T11:30:00Z', 'c2'));
    expect(index.a!.map((p) => [p.itemId ?? p.clipId, p.connectionId, p.at.slice(11, 16)])).toEqual([
      ['i1', 'c2', '11:30'],
      ['i1', 'c1', '11:00'],
      ['j1', 'c1', '10:30'],
    ]);
    expect(forgetSavedItem(index, 'c1', 'i1').a!.map((p) => p.connectionId)).toEqual(['c2', 'c1']);
    expect(forgetSavedItem(forgetSavedItem(index, 'c1', 'i1'), 'c2', 'i1').a!.map((p) => p.clipId)).toEqual(['j1']);
  });
});

describe('whereSaved', () => {
  const index = addSaved({}, 'example.com/story', place('j1', '2026-11-23T10:00:00Z'));
  const history = historyProvider(async () => index);

  it('matches the page under another spelling, through the history provider', async () => {
    expect(await whereSaved('http://www.example.com/story/?utm_source=x#top', [history])).toEqual([
      place('j1', '2026-11-23T10:00:00Z'),
    ]);
    expect(await whereSaved('https://example.com/other', [history])).toEqual([]);
    expect(await whereSaved('chrome://newtab/', [history])).toEqual([]);
  });

  it('merges providers newest first and leaves out one that fails or is slow', async () => {
    const item = place('', '2026-11-24T09:00:00Z', {
      how: 'item',
      clipId: undefined,
      destination: undefined,
      placeTitle: 'Reading list',
    });
    const collection: WhereSavedProvider = { id: 'collection', onLoad: false, find: async () => [item] };
    const broken: WhereSavedProvider = {
      id: 'broken',
      onLoad: false,
      find: async () => {
        throw new Error('offline');
      },
    };
    const hanging: WhereSavedProvider = { id: 'hanging', onLoad: false, find: () => new Promise(() => {}) };
    const found = await whereSaved('https://example.com/story', [history, broken, hanging, collection], 50);
    expect(found.map((p) => p.how)).toEqual(['item', 'clip']);
  });
});

describe('isSamePlace', () => {
  const went = place('j1', '2026-11-23T10:00:00Z');
  it.each<[string, Parameters<typeof isSamePlace>[1], string, boolean]>([
    ["today's note, chosen as 'today' the same day", { kind: 'daily-note', date: 'today' }, 'c1', true],
    ['the same date chosen', { kind: 'daily-note', date: '2026-11-23' }, 'c1', true],
    ['another day', { kind: 'daily-note', date: '2026-11-24' }, 'c1', false],
    ['another connection', { kind: 'daily-note', date: 'today' }, 'c2', false],
    ['a document', { kind: 'document', id: 'd1', title: 'D' }, 'c1', false],
  ])('%s', (_name, chosen, connectionId, expected) => {
    expect(isSamePlace(went, chosen, connectionId, '2026-11-23')).toBe(expected);
  });
  it('the same document', () => {
    const doc = place('j', 'x', { destination: { kind: 'document', id: 'd1', title: 'D' } });
    expect(isSamePlace(doc, { kind: 'document', id: 'd1', title: 'D' }, 'c1', '2026-11-23')).toBe(true);
  });
  it('a section of the day: the same title (any case) the same day, not another title or the note itself', () => {
    const reading = place('j', 'x', { destination: { kind: 'daily-section', date: 'today', title: 'Reading' } });
    const at = (chosen: Parameters<typeof isSamePlace>[1]) => isSamePlace(reading, chosen, 'c1', '2026-11-23');
    expect(at({ kind: 'daily-section', date: '2026-11-23', title: 'reading' })).toBe(true);
    expect(at({ kind: 'daily-section', date: 'today', title: 'Recipes' })).toBe(false);
    expect(at({ kind: 'daily-section', date: '2026-11-24', title: 'Reading' })).toBe(false);
    expect(at({ kind: 'daily-note', date: 'today' })).toBe(false);
  });
});
