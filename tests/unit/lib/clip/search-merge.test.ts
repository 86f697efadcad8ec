import { expect, it } from 'vitest';
import { mergeDestinationResults } from '../../../../lib/clip/search-merge';

const documents = [
  { id: 'A', title: 'Reading list' },
  { id: 'B', title: 'Project plan' },
  { id: 'C', title: 'Recipes' },
  { id: 'D', title: '[Deleted Document]', isDeleted: true },
  { id: 'E', title: 'Monday', dailyNoteDate: '2025-01-13' },
];
const doc = (id: string, title: string) => ({ kind: 'document' as const, id, title });

it.each([
  [
    'an empty query lists recent first, then every live document',
    '',
    [doc('C', 'Old name')],
    [],
    [doc('C', 'Recipes'), doc('A', 'Reading list'), doc('B', 'Project plan')],
  ],
  ['title matches are case-insensitive', 'REC', [], [], [doc('C', 'Recipes')]],
  [
    'recent matches come before other title matches',
    're',
    [doc('C', 'Recipes')],
    [],
    [doc('C', 'Recipes'), doc('A', 'Reading list')],
  ],
  [
    'full-text hits follow title hits, each document once',
    'plan',
    [],
    ['A', 'B', 'A'],
    [doc('B', 'Project plan'), doc('A', 'Reading list')],
  ],
  ['deleted documents and unknown ids never appear', 'x', [doc('D', 'gone')], ['D', 'Z'], []],
  [
    'a recent document no longer listed is dropped',
    '',
    [doc('Q', 'Gone')],
    [],
    [doc('A', 'Reading list'), doc('B', 'Project plan'), doc('C', 'Recipes')],
  ],
])('%s', (_name, query, recent, fullTextIds, expected) => {
  expect(mergeDestinationResults({ query, recent, documents, fullTextIds })).toEqual(expected);
});

it('is bounded by the limit', () => {
  const many = Array.from({ length: 50 }, (_, i) => ({ id: `d${i}`, title: `Doc ${i}` }));
  expect(mergeDestinationResults({ query: '', recent: [], documents: many, fullTextIds: [], limit: 5 })).toHaveLength(
    5,
  );
});
