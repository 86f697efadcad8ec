import { describe, expect, it } from 'vitest';
import type { CollectionMapping } from '../../../../lib/collections/mapping';
import type { ReadSchema } from '../../../../lib/collections/schema';
import { propertyChoices, statusChoices, withField, withStatus } from '../../../../entrypoints/options/mapping-choices';

const schema: ReadSchema = {
  name: 'My Reads',
  properties: [
    { key: 'link', name: 'Link', type: 'url' },
    { key: 'notes', name: 'Notes', type: 'text' },
    { key: 'added', name: 'Added', type: 'date' },
    { key: 'minutes', name: 'Minutes', type: 'number' },
    { key: 'tags', name: 'Tags', type: 'multiSelect', options: ['nature'] },
    { key: 'status', name: 'Status', type: 'singleSelect', options: ['Inbox', 'To read', 'Read'] },
    { key: 'done', name: 'Done', type: 'checkbox' },
  ],
};

describe('propertyChoices: only properties of a fitting type', () => {
  it.each([
    ['url', ['link', 'notes']],
    ['published', ['added']],
    ['clippedAt', ['added']],
    ['readingTime', ['notes', 'minutes']],
    ['tags', ['tags']],
    ['status', ['status']],
    ['description', ['notes']],
    ['site', ['link', 'notes', 'status']],
  ] as const)('%s → %j', (fact, keys) => {
    expect(propertyChoices(fact, schema).map((p) => p.key)).toEqual(keys);
  });
});

describe('withField', () => {
  const guessed: CollectionMapping = {
    fields: { url: 'link', description: 'notes', clippedAt: 'added', status: 'status' },
    status: 'To read',
  };

  it('moves a fact to another property', () => {
    expect(withField(guessed, 'url', 'notes').fields).toEqual({ url: 'notes', clippedAt: 'added', status: 'status' });
  });

  it('"not saved" removes the fact and keeps the rest', () => {
    expect(withField(guessed, 'clippedAt', '')).toEqual({
      fields: { url: 'link', description: 'notes', status: 'status' },
      status: 'To read',
    });
  });

  it('gives one property one fact: the fact that had it loses it', () => {
    expect(withField(guessed, 'published', 'added').fields).toEqual({
      url: 'link',
      description: 'notes',
      published: 'added',
      status: 'status',
    });
  });

  it('drops the chosen status when the status property goes', () => {
    expect(withField(guessed, 'status', '')).toEqual({
      fields: { url: 'link', description: 'notes', clippedAt: 'added' },
    });
  });

  it('keeps the mapping it was given unchanged', () => {
    const copy = structuredClone(guessed);
    withField(guessed, 'url', '');
    expect(guessed).toEqual(copy);
  });
});

describe('status to start with', () => {
  it('offers the mapped status property values, none without one', () => {
    expect(statusChoices(schema, { fields: { status: 'status' } })).toEqual(['Inbox', 'To read', 'Read']);
    expect(statusChoices(schema, { fields: {} })).toEqual([]);
  });

  it('sets or clears the chosen value', () => {
    expect(withStatus({ fields: { status: 'status' } }, 'Read')).toEqual({
      fields: { status: 'status' },
      status: 'Read',
    });
    expect(withStatus({ fields: { status: 'status' }, status: 'Read' }, '')).toEqual({ fields: { status: 'status' } });
  });
});
