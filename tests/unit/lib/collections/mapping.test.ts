import { describe, expect, it } from 'vitest';
import { guessMapping, stillValid } from '../../../../lib/collections/mapping';
import { itemProperties, newOptions, readingMinutes, type PageFacts } from '../../../../lib/collections/page-facts';
import { readSchema } from '../../../../lib/collections/schema';

// Three differently shaped collections, as GET /collections/{id}/schema?format=schema answers them.
const READING_LIST = readSchema({
  name: 'Reading list',
  properties: [
    { key: 'link', name: 'Link', type: 'url' },
    { key: 'author', name: 'Author', type: 'text' },
    { key: 'site', name: 'Site', type: 'text' },
    { key: 'published', name: 'Published', type: 'date' },
    { key: 'added', name: 'Added', type: 'date' },
    { key: 'tags', name: 'Tags', type: 'multiSelect', options: [{ name: 'ai', color: 'red' }, { name: 'web' }] },
    { key: 'status', name: 'Status', type: 'singleSelect', options: [{ name: 'To read' }, { name: 'Read' }] },
    { key: 'minutes', name: 'Reading time', type: 'number' },
  ],
});
// Docs shape: `select`, options as strings, a text "Source" for the address, German names.
const GERMAN = readSchema({
  name: 'Leseliste',
  propertyDetails: [
    { key: 'quelle', name: 'Quelle', type: 'text' },
    { key: 'autor', name: 'Autor', type: 'text' },
    { key: 'zustand', name: 'Zustand', type: 'select', options: ['Neu', 'Gelesen'] },
    { key: 'sprache', name: 'Sprache', type: 'text' },
    { key: 'beschreibung', name: 'Beschreibung', type: 'text' },
  ],
});
// Names that say nothing: found by type alone (one URL, one multi-select), the dates left out.
const BARE = readSchema({
  name: 'Bookmarks',
  properties: [
    { key: '_2', name: 'Where', type: 'url' },
    { key: '_3', name: 'Labels', type: 'multiSelect', options: [] },
    { key: '_4', name: 'When', type: 'date' },
    { key: '_5', name: 'Done', type: 'checkbox' },
  ],
});

const FACTS: PageFacts = {
  title: 'A page',
  url: 'https://example.com/a',
  author: 'Ada',
  site: 'Example',
  published: '2026-11-01',
  description: 'About a page.',
  language: 'en',
  readingTime: 7,
  clippedAt: '2026-11-23',
  tags: ['ai', 'new-one'],
};

describe('guessMapping', () => {
  it.each([
    [
      'an English reading list',
      READING_LIST,
      {
        url: 'link',
        author: 'author',
        site: 'site',
        published: 'published',
        clippedAt: 'added',
        tags: 'tags',
        status: 'status',
        readingTime: 'minutes',
      },
    ],
    [
      'a German one in the docs shape',
      GERMAN,
      { url: 'quelle', author: 'autor', status: 'zustand', language: 'sprache', description: 'beschreibung' },
    ],
    ['one whose names say nothing', BARE, { url: '_2', tags: '_3' }],
  ])('maps %s', (_name, schema, fields) => {
    expect(guessMapping(schema).fields).toEqual(fields);
  });

  it('prefers a URL property to a text one of a fitting name', () => {
    const schema = readSchema({
      name: 'x',
      properties: [
        { key: 's', name: 'Source', type: 'text' },
        { key: 'u', name: 'URL', type: 'url' },
      ],
    });
    expect(guessMapping(schema).fields).toMatchObject({ url: 'u', site: 's' });
  });
});

describe('itemProperties', () => {
  it('shapes each value for its property type; status starts at its first option', () => {
    const props = itemProperties(FACTS, READING_LIST, guessMapping(READING_LIST));
    expect(props).toEqual({
      link: 'https://example.com/a',
      author: 'Ada',
      site: 'Example',
      published: '2026-11-01',
      added: '2026-11-23',
      tags: ['ai', 'new-one'],
      status: 'To read',
      minutes: 7,
    });
  });

  it('takes the chosen status when the schema has it, and drops a mapping the schema lost', () => {
    const mapping = { ...guessMapping(GERMAN), status: 'Gelesen' };
    expect(itemProperties(FACTS, GERMAN, mapping)).toMatchObject({
      zustand: 'Gelesen',
      quelle: 'https://example.com/a',
    });
    const shrunk = readSchema({ name: 'Leseliste', properties: [{ key: 'autor', name: 'Autor', type: 'date' }] });
    expect(stillValid(mapping, shrunk)).toEqual({ fields: {}, status: 'Gelesen' });
  });

  it('names the select values the schema does not know', () => {
    const props = itemProperties(FACTS, READING_LIST, guessMapping(READING_LIST));
    expect(newOptions(props, READING_LIST)).toEqual([{ key: 'tags', value: 'new-one' }]);
  });
});

describe('readingMinutes', () => {
  it.each([
    ['one word', 1],
    ['word '.repeat(2300), 10],
  ])('%#', (text, minutes) => expect(readingMinutes(text)).toBe(minutes));
});
