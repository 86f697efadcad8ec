import { expect, it } from 'vitest';
import { fieldRows, moveField, toggleField } from '../../../../lib/clip/header-fields';
import type { HeaderField } from '../../../../lib/model/types';

it.each<[string, HeaderField[], HeaderField, -1 | 1, HeaderField[]]>([
  ['up', ['title', 'site', 'author'], 'author', -1, ['title', 'author', 'site']],
  ['down', ['title', 'site'], 'title', 1, ['site', 'title']],
  ['the first cannot go up', ['title', 'site'], 'title', -1, ['title', 'site']],
  ['the last cannot go down', ['title', 'site'], 'site', 1, ['title', 'site']],
  ['a disabled field does not move', ['title'], 'site', 1, ['title']],
])('moveField %s', (_name, fields, field, delta, expected) => {
  expect(moveField(fields, field, delta)).toEqual(expected);
});

it.each<[HeaderField[], HeaderField, boolean, HeaderField[]]>([
  [['title'], 'author', true, ['title', 'author']],
  [['title', 'author'], 'title', false, ['author']],
  [['title'], 'title', true, ['title']],
])('toggleField(%j, %s, %s)', (fields, field, on, expected) => {
  expect(toggleField(fields, field, on)).toEqual(expected);
});

it('fieldRows lists enabled fields in their order, then the rest', () => {
  expect(fieldRows(['clippedAt', 'title', 'title'])).toEqual([
    { field: 'clippedAt', on: true },
    { field: 'title', on: true },
    { field: 'site', on: false },
    { field: 'author', on: false },
    { field: 'published', on: false },
  ]);
});
