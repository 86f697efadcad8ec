// @vitest-environment happy-dom
/**
 * The Reading list view's fields: the page's facts fill them once both the collection's setup and
 * the capture are there, but a field the user typed in (before the capture arrived, or before a
 * collection switch filled the fields again) keeps the user's text.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { CaptureResult } from '../../../../lib/capture/types';
import type { CollectionSetup } from '../../../../lib/model/reading-list';

vi.mock('../../../../lib/messaging/protocol', () => ({ sendMessage: vi.fn() }));
vi.mock('../../../../lib/messaging/trusted', () => ({ onTrustedMessage: () => () => undefined }));

type List = typeof import('../../../../entrypoints/popup/reading-list');
type Model = typeof import('../../../../entrypoints/popup/model');

const SETUP: CollectionSetup = {
  schema: {
    name: 'My Reads',
    properties: [
      { key: 'link', name: 'Link', type: 'url' },
      { key: 'author', name: 'Author', type: 'text' },
      { key: 'tags', name: 'Tags', type: 'multiSelect', options: ['nature'] },
      { key: 'status', name: 'Status', type: 'singleSelect', options: ['To read', 'Read'] },
    ],
  },
  mapping: { fields: { url: 'link', author: 'author', tags: 'tags', status: 'status' } },
};

const PAGE: CaptureResult = {
  mode: 'article',
  requestedMode: 'article',
  markdown: 'Tide pools.',
  metadata: { title: 'Tide Pools', url: 'https://example.com/a', author: 'Mira Holt' },
  hasSelection: false,
  notes: [],
  images: [],
};

let list: List;
let model: Model;

beforeEach(async () => {
  fakeBrowser.reset();
  vi.resetModules();
  model = await import('../../../../entrypoints/popup/model');
  list = await import('../../../../entrypoints/popup/reading-list');
});

describe('Reading list prefill', () => {
  it('fills every field from the page when the user typed nothing', () => {
    list.setup.value = SETUP;
    model.captured.value = PAGE;
    list.prefill();
    expect(list.itemTitle.value).toBe('Tide Pools');
    expect(list.values.value).toMatchObject({ link: 'https://example.com/a', author: 'Mira Holt', status: 'To read' });
  });

  it('keeps what the user typed before the capture arrived, and fills the rest', () => {
    list.setup.value = SETUP;
    list.typeTitle('My own title');
    list.typeValue('author', 'M. Holt');
    list.typeValue('status', 'Read');
    model.captured.value = PAGE;
    list.prefill();
    expect(list.itemTitle.value).toBe('My own title');
    expect(list.values.value).toEqual({ link: 'https://example.com/a', author: 'M. Holt', status: 'Read' });
  });

  it('keeps a field the user emptied, and a new value they accepted, when the fields are filled again', () => {
    list.setup.value = SETUP;
    model.captured.value = PAGE;
    list.prefill();
    list.typeValue('author', '');
    list.typeValue('tags', 'nature, tidepools');
    list.toggleAccepted('tags', 'tidepools', true);
    // A collection switch (or the view opened again) fills the fields again.
    list.prefill();
    expect(list.values.value).toMatchObject({ author: '', tags: 'nature, tidepools', link: 'https://example.com/a' });
    expect([...list.accepted.value]).toEqual(['tags\u0000tidepools']);
  });
});

describe('Reading list collections', () => {
  it('keeps the collection the user picked while the preferred one was still being read', async () => {
    const { sendMessage } = await import('../../../../lib/messaging/protocol');
    const { readingListItem } = await import('../../../../lib/storage/reading-list');
    const asked: string[] = [];
    vi.mocked(sendMessage).mockImplementation(((type: string, payload: { collectionId?: string }) => {
      if (type === 'listCollections') {
        return Promise.resolve({
          ok: true,
          value: [
            { id: 'reads', name: 'My Reads' },
            { id: 'leseliste', name: 'Leseliste' },
          ],
        });
      }
      asked.push(payload.collectionId!);
      return Promise.resolve({ ok: true, value: SETUP });
    }) as never);
    let answer!: (value: Awaited<ReturnType<typeof readingListItem.getValue>>) => void;
    const stored = readingListItem.getValue();
    vi.spyOn(readingListItem, 'getValue').mockReturnValue(new Promise((resolve) => (answer = resolve)));

    const loading = list.loadCollections();
    await vi.waitFor(() => expect(list.collections.value).toHaveLength(2));
    // The select is on screen: the user picks the second collection before the preference is read.
    await list.chooseCollection('leseliste');
    answer(await stored);
    await loading;
    expect(list.chosen.value).toBe('leseliste');
    expect(asked).toEqual(['leseliste']);
  });
});
