import { describe, expect, it } from 'vitest';
import type { CaptureResult } from '../../../../lib/capture/types';
import { pageItemJob } from '../../../../lib/collections/page-item';
import type { CollectionSetup } from '../../../../lib/model/reading-list';

const capture: CaptureResult = {
  mode: 'article',
  requestedMode: 'article',
  markdown: 'Some words here.',
  hasSelection: false,
  notes: [],
  images: [],
  metadata: {
    title: 'Tide Pools',
    url: 'https://example.com/tide#top',
    canonicalUrl: 'https://example.com/tide',
    language: 'fr',
    author: 'Mira',
  },
};
const setup: CollectionSetup = {
  schema: {
    properties: [
      { key: 'link', name: 'Link', type: 'url' },
      { key: 'lang', name: 'Language', type: 'singleSelect', options: ['en', 'de'] },
      { key: 'by', name: 'Author', type: 'multiSelect', options: ['Ann'] },
      { key: 'status', name: 'Status', type: 'singleSelect', options: ['Inbox', 'Read'] },
    ],
  } as CollectionSetup['schema'],
  mapping: { fields: { url: 'link', language: 'lang', author: 'by', status: 'status' }, status: 'Read' },
};
const target = { connectionId: 'c1', collectionId: 'col', collectionName: 'To read' };

describe('pageItemJob', () => {
  it('maps the page facts; select values the schema lacks are left out (no one said yes)', () => {
    expect(pageItemJob(capture, setup, target, '2026-11-23')).toEqual({
      ...target,
      title: 'Tide Pools',
      url: 'https://example.com/tide',
      urlKey: 'link',
      markdown: 'Some words here.',
      properties: { link: 'https://example.com/tide', status: 'Read' },
    });
  });

  it('keeps the known values of a multi-select and an untitled page is named by its address', () => {
    const known = { ...capture, metadata: { ...capture.metadata, title: ' ', author: 'Ann', language: 'de' } };
    const job = pageItemJob(known, setup, target, '2026-11-23');
    expect(job).toMatchObject({ title: 'https://example.com/tide', properties: { lang: 'de', by: ['Ann'] } });
    expect(job.allowNewSelectOptions).toBeUndefined();
  });
});
