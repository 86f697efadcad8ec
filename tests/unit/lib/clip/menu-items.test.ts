import { afterEach, describe, expect, it } from 'vitest';
import { buildMenuItems, MENU } from '../../../../lib/clip/menu-items';
import type { ConnectionKind, Destination } from '../../../../lib/model/types';
import { installEnglishMessages, installMessages } from '../../support/i18n';

const doc: Destination = { kind: 'document', id: 'D', title: '100% Notes' };
const visibleTitles = (kind: ConnectionKind | undefined, last?: Destination, collection?: string) =>
  buildMenuItems(kind, last, collection)
    .filter((i) => i.visible)
    .map((i) => `${i.contexts[0]}: ${i.title}`);
const clipTitles = (kind: ConnectionKind | undefined, last?: Destination) =>
  visibleTitles(kind, last).filter((t) => t.includes(': Clip '));

describe('buildMenuItems', () => {
  it('a space connection with a last document: today and last for each context, the article beside the page', () => {
    expect(visibleTitles('space', doc)).toEqual([
      "selection: Clip selection to today's daily note",
      'selection: Clip selection to 100%% Notes',
      "page: Clip page to today's daily note",
      'page: Clip page to 100%% Notes',
      "page: Clip article to today's daily note",
      'page: Clip article to 100%% Notes',
      "link: Clip link to today's daily note",
      'link: Clip link to 100%% Notes',
      'page: Add as task',
      'link: Add link as task',
      'selection: Add as task (selection as note)',
      'image: Send image to Craft',
      'page: Capture visible area to Craft',
      'page: Save all tabs in this window',
      'selection: Highlight',
      'action: Open the side panel',
    ]);
  });

  it('a default collection adds "Save to reading list" on the page and the link, named after it', () => {
    expect(visibleTitles('space', undefined, '100% Read').filter((t) => t.includes('reading list'))).toEqual([
      'page: Save to reading list (100%% Read)',
      'link: Save link to reading list (100%% Read)',
    ]);
    expect(visibleTitles('space').some((t) => t.includes('reading list'))).toBe(false);
    expect(visibleTitles(undefined, undefined, 'Read').some((t) => t.includes('reading list'))).toBe(false);
  });

  it('"Save all tabs" is on the page and on the toolbar icon\'s menu', () => {
    expect(buildMenuItems('space', undefined).find((i) => i.id === 'save-tabs')).toMatchObject({
      contexts: ['page', 'action'],
      visible: true,
    });
  });

  it.each<[string, ConnectionKind | undefined, Destination | undefined, number]>([
    ['no last destination hides the "last" entries', 'daily-notes', undefined, 4],
    ['last = today is not listed twice', 'space', { kind: 'daily-note', date: 'today' }, 4],
    ['another date is its own entry', 'space', { kind: 'daily-note', date: '2025-02-01' }, 8],
    ['no connection: no clip entries', undefined, doc, 0],
  ])('%s', (_name, kind, last, count) => {
    expect(clipTitles(kind, last)).toHaveLength(count);
  });

  it('a selected-documents connection says where "today" goes instead', () => {
    expect(visibleTitles('documents')[0]).toBe(
      'selection: Clip selection to the default document (this connection has no daily notes)',
    );
  });

  it('every entry has a title and a unique id', () => {
    const items = buildMenuItems('space', doc);
    expect(items.every((i) => i.title.length > 0)).toBe(true);
    expect(new Set(items.map((i) => i.id)).size).toBe(MENU.length);
  });
});

it.each([
  ['clip-link-last', { feature: 'clip', mode: 'link', target: 'last' }],
  ['clip-page-today', { feature: 'clip', mode: 'page', target: 'today' }],
  ['clip-article-today', { feature: 'clip', mode: 'article', target: 'today' }],
  ['image-send', { feature: 'image' }],
  ['reading-list-page', { feature: 'readingList', link: false }],
  ['reading-list-link', { feature: 'readingList', link: true }],
  ['save-tabs', { feature: 'saveTabs' }],
  ['highlight', { feature: 'highlight' }],
  ['open-panel', { feature: 'panel' }],
  ['clip-everything-today', undefined],
])('the entry %j does %j', (id, expected) => {
  expect(MENU.find((entry) => entry.id === id)?.action).toEqual(expected);
});

describe("menu titles in the browser's language", () => {
  afterEach(() => installEnglishMessages());

  it.each([
    ['de', 'Auswahl in die heutige Tagesnotiz clippen', 'Seite in Reiseplan clippen', 'Als Aufgabe hinzufügen'],
    ['ja', '選択範囲を今日のデイリーノートにクリップ', 'ページを旅行計画にクリップ', 'タスクとして追加'],
  ])('%s', (locale, selectionToday, pageToLast, task) => {
    installMessages(locale);
    const last: Destination = { kind: 'document', id: 'd1', title: locale === 'de' ? 'Reiseplan' : '旅行計画' };
    const byId = new Map(buildMenuItems('space', last).map((m) => [m.id, m.title]));
    expect(byId.get('clip-selection-today')).toBe(selectionToday);
    expect(byId.get('clip-page-last')).toBe(pageToLast);
    expect(byId.get('task-page')).toBe(task);
    expect(byId.get('save-tabs')).toBe(
      locale === 'de' ? 'Alle Tabs dieses Fensters speichern' : 'このウィンドウのすべてのタブを保存',
    );
  });
});
