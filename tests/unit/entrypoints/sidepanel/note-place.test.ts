/** Where the panel's note goes: the page's own block first, then where it was clipped, then the chosen place. */
import { expect, it } from 'vitest';
import { notePlace } from '../../../../entrypoints/sidepanel/note-place';
import type { Destination } from '../../../../lib/model/types';
import type { SavedPlace } from '../../../../lib/reading/saved-index';

const doc: Destination = { kind: 'document', id: 'd1', title: 'Garden' };
const today: Destination = { kind: 'daily-note', date: 'today' };
const chosen: Destination = { kind: 'document', id: 'd9', title: 'Inbox doc' };
const clip = (extra: Partial<SavedPlace> = {}): SavedPlace => ({
  how: 'clip',
  connectionId: 'c1',
  at: '2026-11-20T10:00:00Z',
  destination: doc,
  ...extra,
});

it.each<[string, SavedPlace[], Parameters<typeof notePlace>[2], ReturnType<typeof notePlace>]>([
  ['nothing known: the chosen place', [], undefined, { destination: chosen }],
  ['clipped inline: where it was clipped', [clip()], undefined, { destination: doc }],
  [
    'clipped as a page: into that page block',
    [clip({ destination: today }), clip({ pageBlockId: 'pg' })],
    undefined,
    { destination: doc, into: { pageId: 'pg' } },
  ],
  [
    'a page block of another connection does not count',
    [clip({ connectionId: 'c2', pageBlockId: 'pg' })],
    undefined,
    { destination: chosen },
  ],
  [
    'only highlighted: into the highlights’ page block, in its place',
    [],
    { connectionId: 'c1', pageBlockId: 'mk', destination: today },
    { destination: today, into: { pageId: 'mk' } },
  ],
  [
    'highlights found by search (no destination kept): their block, the chosen place as fallback',
    [],
    { connectionId: 'c1', pageBlockId: 'mk' },
    { destination: chosen, into: { pageId: 'mk' } },
  ],
  [
    'the clip’s page block before the highlights’ one',
    [clip({ pageBlockId: 'pg' })],
    { connectionId: 'c1', pageBlockId: 'mk', destination: today },
    { destination: doc, into: { pageId: 'pg' } },
  ],
  [
    'highlights of another connection do not count',
    [],
    { connectionId: 'c2', pageBlockId: 'mk', destination: today },
    { destination: chosen },
  ],
  [
    'a collection item is no place for a note',
    [{ ...clip(), how: 'item', destination: undefined }],
    undefined,
    { destination: chosen },
  ],
])('%s', (_name, places, marksPage, expected) => {
  expect(notePlace(places, 'c1', marksPage, chosen)).toEqual(expected);
});
