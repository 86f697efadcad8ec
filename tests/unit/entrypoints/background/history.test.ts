/** The "already saved?" index keeps the page block a clip nested as a page made (the side panel's note goes into it). */
import { beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { recordClip } from '../../../../entrypoints/background/history';
import { savedIndexItem } from '../../../../lib/storage/items';

beforeEach(() => fakeBrowser.reset());

const where = { id: 'c1', appUrlTemplate: undefined, spaceId: 's1' };
const request = {
  title: 'Tomatoes',
  destination: { kind: 'document' as const, id: 'doc-1', title: 'Garden' },
  sourceUrl: 'https://example.com/tomatoes',
};

it.each([
  ['a page-format clip keeps its page block', { blockIds: ['page-1'], pageId: 'page-1' }, 'page-1'],
  ['an inline clip has none', { blockIds: ['b1', 'b2'] }, undefined],
])('%s', async (_name, outcome, pageBlockId) => {
  await recordClip('job-1', where, request, outcome);
  const [place] = (await savedIndexItem.getValue())['example.com/tomatoes'] ?? [];
  expect(place).toMatchObject({ how: 'clip', clipId: 'job-1', destination: request.destination });
  expect(place?.pageBlockId).toBe(pageBlockId);
});

it('a place kept before the field existed still reads (no page block: the note goes to its place)', async () => {
  await savedIndexItem.setValue({
    'example.com/old': [{ how: 'clip', connectionId: 'c1', at: '2026-01-01T00:00:00Z', clipId: 'old' }],
  });
  await recordClip(
    'job-2',
    where,
    { ...request, sourceUrl: 'https://example.com/old' },
    { blockIds: ['p'], pageId: 'p' },
  );
  const places = (await savedIndexItem.getValue())['example.com/old']!;
  expect(places.map((p) => [p.clipId, p.pageBlockId])).toEqual([
    ['job-2', 'p'],
    ['old', undefined],
  ]);
});
