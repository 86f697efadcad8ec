// @vitest-environment happy-dom
/**
 * Issue 13: the popup shows a clip's notes in the UI language it is open in, whatever language they
 * were made in (texts, not words), and a record stored before keys with its words as they are.
 */
import { render } from 'preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { NOTES } from '../../../../lib/capture/notes';
import { imageLeftOut } from '../../../../lib/outbox/kinds/clip/clip-job';
import { installMessages } from '../../support/i18n';

const sendMessage = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/browser/capture-tab', () => ({ captureTab: vi.fn(() => new Promise(() => undefined)) }));
vi.mock('../../../../lib/messaging/protocol', () => ({ sendMessage }));
vi.mock('../../../../lib/messaging/trusted', () => ({ onTrustedMessage: () => () => undefined }));

const CONNECTION = {
  id: 'c1',
  name: 'Space',
  apiUrl: 'http://127.0.0.1/links/x/api/v1',
  kind: 'space' as const,
  spaceName: 'Space',
  timezone: 'Europe/Berlin',
  isDefault: true,
  addedAt: '2026-11-21T00:00:00.000Z',
};
const OLD_NOTE = 'An image of this clip was left out: The image is empty (0 bytes).';

beforeEach(() => {
  vi.resetModules();
  fakeBrowser.reset();
  sendMessage.mockReset();
  sendMessage.mockResolvedValue([]);
});

describe("the popup's notes", () => {
  it('are shown in the language the popup is open in; older words as they are', async () => {
    installMessages('de');
    const { connectionsItem } = await import('../../../../lib/storage/items');
    await connectionsItem.setValue([CONNECTION]);
    const model = await import('../../../../entrypoints/popup/model');
    const { App } = await import('../../../../entrypoints/popup/app');
    await model.load();
    const root = document.createElement('div');
    render(<App />, root);
    // Made while the UI was English: a capture's note and the outbox's note of a delivered clip.
    model.notes.value = [NOTES.pageTooLarge, imageLeftOut('missing'), OLD_NOTE];
    await vi.waitFor(() => expect(root.querySelectorAll('.note')).toHaveLength(3));
    const shown = [...root.querySelectorAll('.note')].map((p) => p.textContent);
    expect(shown).toEqual([
      'Diese Seite ist zu groß, um sie hier umzuwandeln; stattdessen wurde ein Link geclippt.',
      expect.stringMatching(/^Ein Bild dieses Clips wurde weggelassen: seine Daten/),
      OLD_NOTE,
    ]);
  });
});
