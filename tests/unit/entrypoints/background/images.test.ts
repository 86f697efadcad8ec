/**
 * "Send image to Craft" from the menu, through the real background pieces (services, the outbox
 * leaf and its handlers, history) against the emulator: the image arrives once with its caption,
 * and on its way the connection is read once and the image checked once (issue 15 counted 4 and 3).
 */
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setUpImages } from '../../../../entrypoints/background/images';
import { startOutbox } from '../../../../entrypoints/background/outbox';
import { outboxHandlers } from '../../../../entrypoints/background/outbox-handlers';
import { createServices } from '../../../../entrypoints/background/services';
import * as checks from '../../../../lib/images/checks';
import type { Connection } from '../../../../lib/model/types';
import { clipHistoryItem, connectionsItem } from '../../../../lib/storage/items';
import { useEmulator } from '../../lib/outbox/use-emulator';

vi.mock('../../../../lib/images/checks', async (original) => {
  const real = await original<typeof import('../../../../lib/images/checks')>();
  return { ...real, checkImage: vi.fn(real.checkImage) };
});

const emulator = useEmulator();

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('Send image to Craft (menu)', () => {
  const services = createServices();
  const lookups = vi.spyOn(services, 'connection');

  beforeAll(() => {
    startOutbox({ handlers: outboxHandlers(services), onChange: () => {} });
  });

  it('arrives once with its caption; the connection is read once and the image checked once', async () => {
    fakeBrowser.reset();
    // The e2e build's manifest grants the emulator's loopback host; the fake browser has no permissions API.
    vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true);
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
    const tab = await fakeBrowser.tabs.create({ url: 'https://example.com/garden', title: 'Garden notes' });
    const images = setUpImages(services);
    lookups.mockClear();
    vi.mocked(checks.checkImage).mockClear();

    const feedback = await images.fromMenu(undefined, { tabId: tab.id, srcUrl: `data:image/png;base64,${PNG}` });

    expect(feedback).toMatchObject({ ok: true, title: 'Image sent to Craft' });
    const posts = emulator.log.entries().filter((e) => e.method === 'POST');
    expect(posts.filter((e) => e.path === '/upload')).toHaveLength(1);
    expect((await clipHistoryItem.getValue())[0]?.blockIds).toHaveLength(2); // the image and its caption
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(checks.checkImage).toHaveBeenCalledTimes(1);
  });
});
