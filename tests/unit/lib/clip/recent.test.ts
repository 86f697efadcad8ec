import { describe, expect, it } from 'vitest';
import { rememberDestination, rememberForConnection } from '../../../../lib/clip/recent';
import type { Destination } from '../../../../lib/model/types';

const doc = (id: string, title = id): Destination => ({ kind: 'document', id, title });
const day = (date: string): Destination => ({ kind: 'daily-note', date });

describe('rememberDestination', () => {
  it.each<[string, Destination[], Destination, number, Destination[]]>([
    ['puts the new one first', [doc('a')], doc('b'), 8, [doc('b'), doc('a')]],
    [
      'moves a repeat to the front without duplicating it',
      [doc('a'), doc('b'), doc('c')],
      doc('b'),
      8,
      [doc('b'), doc('a'), doc('c')],
    ],
    ['a renamed document replaces its old entry', [doc('a', 'Old')], doc('a', 'New'), 8, [doc('a', 'New')]],
    [
      'daily notes dedupe by date',
      [day('today'), day('2025-01-01')],
      day('today'),
      8,
      [day('today'), day('2025-01-01')],
    ],
    [
      'sections dedupe by day and title, whatever its case',
      [{ kind: 'daily-section', date: 'today', title: 'reading' }, day('today')],
      { kind: 'daily-section', date: 'today', title: 'Reading' },
      8,
      [{ kind: 'daily-section', date: 'today', title: 'Reading' }, day('today')],
    ],
    [
      'two sections of today are two places',
      [{ kind: 'daily-section', date: 'today', title: 'Recipes' }],
      { kind: 'daily-section', date: 'today', title: 'Reading' },
      8,
      [
        { kind: 'daily-section', date: 'today', title: 'Reading' },
        { kind: 'daily-section', date: 'today', title: 'Recipes' },
      ],
    ],
    ['keeps at most the limit', [doc('a'), doc('b'), doc('c')], doc('d'), 3, [doc('d'), doc('a'), doc('b')]],
  ])('%s', (_name, recent, destination, limit, expected) => {
    expect(rememberDestination(recent, destination, limit)).toEqual(expected);
  });
});

it('rememberForConnection touches only that connection', () => {
  const all = { c1: [doc('a')], c2: [doc('z')] };
  expect(rememberForConnection(all, 'c1', doc('b'), 8)).toEqual({ c1: [doc('b'), doc('a')], c2: [doc('z')] });
  expect(rememberForConnection({}, 'c3', day('today'), 8)).toEqual({ c3: [day('today')] });
});
