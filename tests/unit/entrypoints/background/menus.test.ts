/**
 * The context menus as Chrome sees them: which entries exist after a rebuild, how many rebuilds a
 * storage change causes (one; two before the one table), and what a click runs and reports. The
 * browser is WXT's fake, with the few menu, badge and permission calls it lacks filled in here.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Feedback } from '../../../../entrypoints/background/feedback';
import { setUpMenus, type MenuRuns } from '../../../../entrypoints/background/menus';
import { startOutbox } from '../../../../entrypoints/background/outbox';
import { outboxHandlers } from '../../../../entrypoints/background/outbox-handlers';
import { createServices } from '../../../../entrypoints/background/services';
import type { Connection } from '../../../../lib/model/types';
import { connectionsItem, recentDestinationsItem } from '../../../../lib/storage/items';
import { readingListItem } from '../../../../lib/storage/reading-list';

const space: Connection = {
  id: 'c1',
  name: 'Garden',
  apiUrl: 'https://connect.craft.do/links/X/api/v1',
  kind: 'space',
  spaceName: 'Garden',
  timezone: 'Europe/Berlin',
  isDefault: true,
  addedAt: '2026-01-01T00:00:00Z',
};

/** What Chrome shows: the entries created since the last removeAll, and how often it was cleared. */
function fakeMenus() {
  const shown = new Map<string, { title: string; contexts: string[]; visible?: boolean }>();
  const state = {
    removeAll: 0,
    click: undefined as undefined | ((info: object, tab?: object) => void),
    /** While set, removeAll waits for it: a rebuild under way. */
    hold: undefined as undefined | Promise<void>,
  };
  const badges: Array<{ tabId?: number; text: string }> = [];
  const notifications: Array<{ title: string; message: string }> = [];
  Object.assign(fakeBrowser.contextMenus, {
    removeAll: async () => {
      state.removeAll++;
      await state.hold;
      shown.clear();
    },
    create: (item: { id: string; title: string; contexts: string[]; visible?: boolean }, done: () => void) => {
      shown.set(item.id, item);
      done();
    },
    onClicked: { addListener: (listener: typeof state.click) => (state.click = listener) },
  });
  Object.assign(fakeBrowser.action, {
    setBadgeText: async ({ text, tabId }: { text: string; tabId?: number }) => void badges.push({ tabId, text }),
    setBadgeBackgroundColor: async () => {},
    getBadgeBackgroundColor: async () => '#57606a',
  });
  Object.assign(fakeBrowser.permissions, { contains: async () => true });
  Object.assign(fakeBrowser.notifications, {
    create: async (n: { title: string; message: string }) => void notifications.push(n),
  });
  return { shown, state, badges, notifications };
}

const done: Feedback = { ok: true, title: 'Clipped to Craft', message: 'Clipped article: A page' };

function runs(): MenuRuns & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return done;
    };
  return {
    calls,
    clip: record('clip'),
    task: record('task'),
    image: record('image'),
    screenshot: record('screenshot'),
    readingList: record('readingList'),
    saveTabs: record('saveTabs'),
    highlight: record('highlight'),
    panel: record('panel'),
  };
}

/** Lets storage watchers and the queued rebuild run. */
const settled = () => new Promise((r) => setTimeout(r, 50));

describe('context menus', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
  });

  it('a rebuild shows one table: clip entries for the connection, the article beside the page, the quick entries', async () => {
    const { shown } = fakeMenus();
    await connectionsItem.setValue([space]);
    await setUpMenus(createServices(), runs()).rebuild();
    const visible = [...shown.values()]
      .filter((i) => i.visible !== false)
      .map((i) => `${i.contexts.join()}: ${i.title}`);
    expect(visible).toEqual([
      "selection: Clip selection to today's daily note",
      "page: Clip page to today's daily note",
      "page: Clip article to today's daily note",
      "link: Clip link to today's daily note",
      'page: Add as task',
      'link: Add link as task',
      'selection: Add as task (selection as note)',
      'image: Send image to Craft',
      'page: Capture visible area to Craft',
      'page,action: Save all tabs in this window',
      'selection: Highlight',
      'action: Open the side panel',
    ]);
  });

  it('setting a default collection of the default connection shows "Save to reading list"; another connection\'s does not', async () => {
    const { shown } = fakeMenus();
    setUpMenus(createServices(), runs());
    await connectionsItem.setValue([space]);
    await settled();
    expect(shown.get('reading-list-page')).toMatchObject({ visible: false });
    await readingListItem.setValue({
      mappings: {},
      defaultCollection: { connectionId: 'c1', collectionId: 'col', name: 'Reading' },
    });
    await settled();
    expect(shown.get('reading-list-page')).toMatchObject({
      title: 'Save to reading list (Reading)',
      contexts: ['page'],
      visible: true,
    });
    expect(shown.get('reading-list-link')).toMatchObject({
      title: 'Save link to reading list (Reading)',
      contexts: ['link'],
      visible: true,
    });
    await readingListItem.setValue({
      mappings: {},
      defaultCollection: { connectionId: 'other', collectionId: 'col', name: 'Reading' },
    });
    await settled();
    expect(shown.get('reading-list-page')).toMatchObject({ visible: false });
  });

  it('one storage change rebuilds the menus once; changes during a rebuild are folded into one more', async () => {
    const { state, shown } = fakeMenus();
    setUpMenus(createServices(), runs());
    await connectionsItem.setValue([space]);
    await settled();
    expect(state.removeAll).toBe(1);
    await recentDestinationsItem.setValue({ c1: [{ kind: 'document', id: 'D', title: 'Reading list' }] });
    await settled();
    expect(state.removeAll).toBe(2);
    expect(shown.get('clip-article-last')).toMatchObject({ title: 'Clip article to Reading list', visible: true });
    let release!: () => void;
    state.hold = new Promise((r) => (release = r));
    for (let i = 0; i < 4; i++) {
      await recentDestinationsItem.setValue({ c1: [{ kind: 'document', id: `D${i}`, title: `Doc ${i}` }] });
      await settled();
    }
    expect(state.removeAll).toBe(3);
    state.hold = undefined;
    release();
    await settled();
    expect(state.removeAll).toBe(4);
    expect(shown.get('clip-page-last')).toMatchObject({ title: 'Clip page to Doc 3' });
  });

  it("a click runs its row's feature with what was clicked, then shows the feedback on that tab", async () => {
    const { state, badges, notifications } = fakeMenus();
    const given = runs();
    const services = createServices();
    // A click also wakes the outbox (an empty one here).
    startOutbox({ handlers: outboxHandlers(services), onChange: () => {} });
    setUpMenus(services, given);
    state.click!({ menuItemId: 'clip-article-today', selectionText: 'x' }, { id: 7, windowId: 2 });
    state.click!({ menuItemId: 'image-send', srcUrl: 'https://example.com/a.png', frameId: 3 }, { id: 7, windowId: 2 });
    state.click!({ menuItemId: 'reading-list-link', linkUrl: 'https://example.com/b' }, { id: 7, windowId: 2 });
    state.click!({ menuItemId: 'save-tabs' }, { id: 7, windowId: 2 });
    state.click!({ menuItemId: 'not-ours' }, { id: 7 });
    await settled();
    expect(given.calls).toEqual([
      [
        'clip',
        { feature: 'clip', mode: 'article', target: 'today' },
        expect.objectContaining({ tabId: 7, windowId: 2, selectionText: 'x' }),
      ],
      [
        'image',
        { feature: 'image' },
        expect.objectContaining({ tabId: 7, srcUrl: 'https://example.com/a.png', frameId: 3 }),
      ],
      [
        'readingList',
        { feature: 'readingList', link: true },
        expect.objectContaining({ tabId: 7, linkUrl: 'https://example.com/b' }),
      ],
      ['saveTabs', { feature: 'saveTabs' }, expect.objectContaining({ windowId: 2 })],
    ]);
    expect(badges.filter((b) => b.tabId === 7).map((b) => b.text)).toEqual(['✓', '✓', '✓', '✓']);
    expect(notifications).toHaveLength(4);
    expect(notifications[0]).toEqual(expect.objectContaining({ title: done.title, message: done.message }));
  });
});
