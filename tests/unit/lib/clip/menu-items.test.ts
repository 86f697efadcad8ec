import { describe, expect, it } from 'vitest';
import { buildMenuItems, parseMenuItemId } from '../../../../lib/clip/menu-items';
import type { ConnectionKind, Destination } from '../../../../lib/model/types';

const doc: Destination = { kind: 'document', id: 'D', title: '100% Notes' };
const visibleTitles = (kind: ConnectionKind | undefined, last?: Destination) =>
  buildMenuItems(kind, last).filter((i) => i.visible).map((i) => `${i.contexts[0]}: ${i.title}`);

describe('buildMenuItems', () => {
  it('a space connection with a last document: today and last for each context', () => {
    expect(visibleTitles('space', doc)).toEqual([
      "selection: Clip selection to today's daily note",
      'selection: Clip selection to 100%% Notes',
      "page: Clip page to today's daily note",
      'page: Clip page to 100%% Notes',
      "link: Clip link to today's daily note",
      'link: Clip link to 100%% Notes',
    ]);
  });

  it.each<[string, ConnectionKind | undefined, Destination | undefined, number]>([
    ['no last destination hides the "last" entries', 'daily-notes', undefined, 3],
    ['last = today is not listed twice', 'space', { kind: 'daily-note', date: 'today' }, 3],
    ['another date is its own entry', 'space', { kind: 'daily-note', date: '2025-02-01' }, 6],
    ['no connection: nothing to show', undefined, doc, 0],
  ])('%s', (_name, kind, last, count) => {
    expect(visibleTitles(kind, last)).toHaveLength(count);
  });

  it('a selected-documents connection says where "today" goes instead', () => {
    expect(visibleTitles('documents')[0]).toBe('selection: Clip selection to the default document (this connection has no daily notes)');
  });
});

it.each([
  ['clip-link-last', { mode: 'link', target: 'last' }],
  ['clip-page-today', { mode: 'page', target: 'today' }],
  ['clip-article-today', undefined],
  [42, undefined],
])('parseMenuItemId(%j)', (id, expected) => {
  expect(parseMenuItemId(id)).toEqual(expected);
});
