/**
 * Issue 17 item 4: the same clip sent twice at once — the menu and the shortcut on one tab, or the
 * shortcut pressed twice — is one press and arrives once; both senders are told it arrived. The
 * page capture is replaced (it needs a real tab); the rest is the real background and the emulator.
 */
import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setUpClip } from '../../../../entrypoints/background/clip';
import { setUpReadingList } from '../../../../entrypoints/background/reading-list';
import { startOutbox } from '../../../../entrypoints/background/outbox';
import { outboxHandlers } from '../../../../entrypoints/background/outbox-handlers';
import { createServices } from '../../../../entrypoints/background/services';
import { linkCapture } from '../../../../lib/clip/link-capture';
import type { Connection } from '../../../../lib/model/types';
import { connectionsItem } from '../../../../lib/storage/items';
import { useEmulator } from '../../lib/outbox/use-emulator';

const PAGE = 'https://example.com/garden';
let words = 'Water the tomatoes before noon.';

vi.mock('../../../../lib/browser/capture-tab', () => ({
  captureTab: vi.fn(async () => ({
    ok: true,
    value: {
      ...linkCapture({ url: PAGE, text: 'Garden' }),
      mode: 'article',
      requestedMode: 'article',
      markdown: words,
      notes: [],
    },
  })),
}));

const emulator = useEmulator();
const services = createServices();
const clip = setUpClip(services, setUpReadingList(services).saves);

beforeAll(() => {
  startOutbox({ handlers: outboxHandlers(services), onChange: () => {} });
});

beforeEach(async () => {
  fakeBrowser.reset();
  vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true); // the e2e build grants loopback
  const link = emulator.link('space');
  const connection: Connection = {
    id: 'c1',
    name: 'Garden',
    apiUrl: link.apiUrl,
    apiKey: link.apiKey,
    kind: 'space',
    spaceName: 'Garden',
    timezone: 'Europe/Berlin',
    isDefault: true,
    addedAt: '2026-01-01T00:00:00Z',
  };
  await connectionsItem.setValue([connection]);
});

const writes = () => emulator.log.entries().filter((e) => e.method === 'POST' && e.path === '/blocks');

describe('the same clip sent twice at once', () => {
  it('menu and shortcut on one tab: one clip arrives, both are told it did', async () => {
    words = `Water the tomatoes before noon. ${crypto.randomUUID()}`;
    const tab = await fakeBrowser.tabs.create({ url: PAGE, title: 'Garden' });
    const [menu, shortcut] = await Promise.all([
      clip.fromMenu({ feature: 'clip', mode: 'article', target: 'today' }, { tabId: tab.id }),
      clip.quickClip(tab.id),
    ]);
    expect(menu).toMatchObject({ ok: true });
    expect(shortcut).toMatchObject({ ok: true });
    expect(writes()).toHaveLength(1);
  });

  it('the shortcut pressed twice, the second after the first arrived: still one', async () => {
    words = `Prune the roses. ${crypto.randomUUID()}`;
    const tab = await fakeBrowser.tabs.create({ url: PAGE, title: 'Garden' });
    expect(await clip.quickClip(tab.id)).toMatchObject({ ok: true });
    expect(await clip.quickClip(tab.id)).toMatchObject({ ok: true });
    expect(writes()).toHaveLength(1);
  });

  it('different content at once is two clips', async () => {
    const tab = await fakeBrowser.tabs.create({ url: PAGE, title: 'Garden' });
    words = `One. ${crypto.randomUUID()}`;
    await clip.quickClip(tab.id);
    words = `Two. ${crypto.randomUUID()}`;
    await clip.quickClip(tab.id);
    expect(writes()).toHaveLength(2);
  });
});
