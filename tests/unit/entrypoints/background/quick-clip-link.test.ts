/**
 * Issue 17 item 13: a quick clip of a page too large to convert arrives as a link, and the badge and
 * the notification say so (before, they said "Clipped to Craft" as for the page itself, and only
 * the popup showed the note). The page capture is replaced (it needs a real tab); the rest is the
 * real background against the emulator.
 */
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setUpClip } from '../../../../entrypoints/background/clip';
import { setUpReadingList } from '../../../../entrypoints/background/reading-list';
import { report } from '../../../../entrypoints/background/feedback';
import { startOutbox } from '../../../../entrypoints/background/outbox';
import { outboxHandlers } from '../../../../entrypoints/background/outbox-handlers';
import { createServices } from '../../../../entrypoints/background/services';
import { NOTES } from '../../../../lib/capture/notes';
import { render } from '../../../../lib/i18n/ui-text';
import { linkCapture } from '../../../../lib/clip/link-capture';
import type { Connection } from '../../../../lib/model/types';
import { connectionsItem } from '../../../../lib/storage/items';
import { useEmulator } from '../../lib/outbox/use-emulator';

const PAGE = 'https://example.com/huge-report';

vi.mock('../../../../lib/browser/capture-tab', () => ({
  // What the page capture answers for a page past the size limits (lib/capture linkResult).
  captureTab: vi.fn(async () => ({
    ok: true,
    value: {
      ...linkCapture({ url: PAGE, text: 'Huge report' }),
      requestedMode: 'article',
      notes: [NOTES.pageTooLarge],
    },
  })),
}));

const emulator = useEmulator();

describe('quick clip of a page that became a link', () => {
  const services = createServices();
  beforeAll(() => {
    startOutbox({ handlers: outboxHandlers(services), onChange: () => {} });
  });

  it('arrives as a link, and the badge and notification say it was too large', async () => {
    fakeBrowser.reset();
    // Loopback (the emulator) is granted in the e2e build; notifications were allowed by the user.
    vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true);
    const notified = vi.spyOn(fakeBrowser.notifications, 'create').mockResolvedValue('n1');
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
    const tab = await fakeBrowser.tabs.create({ url: PAGE, title: 'Huge report' });

    const feedback = await setUpClip(services, setUpReadingList(services).saves).quickClip(tab.id);
    expect(emulator.log.entries().filter((e) => e.method === 'POST' && e.path === '/blocks')).toHaveLength(1);
    expect(feedback).toMatchObject({
      ok: true,
      noted: true,
      message: expect.stringContaining(render(NOTES.pageTooLarge)),
    });

    await report(tab.id, feedback!);
    expect(await fakeBrowser.action.getBadgeText({ tabId: tab.id })).toBe('✓i');
    expect(notified).toHaveBeenCalledWith(
      expect.objectContaining({
        message: expect.stringContaining('too large to convert here; clipped a link instead'),
      }),
    );
  });
});
