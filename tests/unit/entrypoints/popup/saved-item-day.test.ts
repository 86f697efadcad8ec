import { describe, expect, it } from 'vitest';
import { savedItemDay, savedItemText } from '../../../../entrypoints/popup/saved-item-day';
import type { SavedItem } from '../../../../lib/model/reading-list';

const item = (properties: Record<string, unknown>, createdAt?: string): SavedItem => ({
  itemId: 'i1',
  title: 'Tide Pools',
  properties,
  ...(createdAt ? { createdAt } : {}),
});
const mapping = { fields: { clippedAt: 'added', url: 'link' } };

describe('savedItemDay', () => {
  it.each([
    ['the clip-date property', item({ added: '2026-11-12' }, '2026-10-01T08:00:00Z'), mapping, '2026-11-12'],
    ['a date-time in it, cut to the day', item({ added: '2026-11-12T22:10:00Z' }), mapping, '2026-11-12'],
    [
      'the creation without a clip-date property',
      item({ link: 'https://a.example' }, '2026-10-01T08:00:00Z'),
      { fields: {} },
      '2026-10-01T08:00:00Z',
    ],
    [
      'the creation when the property is empty',
      item({ added: '' }, '2026-10-01T08:00:00Z'),
      mapping,
      '2026-10-01T08:00:00Z',
    ],
    ['nothing from garbage', item({ added: 'soon' }, 'not a date'), mapping, undefined],
    ['nothing at all', item({}), mapping, undefined],
  ])('%s', (_name, saved, map, expected) => {
    expect(savedItemDay(saved, map)).toBe(expected);
  });
});

describe('savedItemText', () => {
  it('names the collection and the day', () => {
    expect(savedItemText(item({ added: '2026-11-12' }), mapping, 'Reading list')).toMatch(
      /^Saved to Reading list on (Nov 12|12 Nov)/,
    );
  });

  it('a creation instant is shown on the day of the space timezone', () => {
    const late = item({}, '2026-11-12T23:30:00Z');
    expect(savedItemText(late, { fields: {} }, 'Reading list', 'Asia/Tokyo')).toMatch(/(Nov 13|13 Nov)/);
    expect(savedItemText(late, { fields: {} }, 'Reading list', 'America/New_York')).toMatch(/(Nov 12|12 Nov)/);
  });

  it('without a date, the notice without one', () => {
    expect(savedItemText(item({}), mapping, 'Reading list')).toBe('This page is already in this collection.');
  });
});
