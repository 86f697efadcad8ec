// @vitest-environment happy-dom
/**
 * The shell drawn from the last open's snapshot before storage answers (entrypoints/popup/shell-snapshot.ts):
 * it holds no secret, a press on it waits for the storage answer, and a press for a place that is gone
 * sends nothing and says why.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { CaptureResult } from '../../../../lib/capture/types';
import type { Connection, Result } from '../../../../lib/model/types';

const captureTab = vi.hoisted(() => vi.fn());
const sendMessage = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/browser/capture-tab', () => ({ captureTab }));
vi.mock('../../../../lib/messaging/protocol', () => ({ sendMessage }));
vi.mock('../../../../lib/messaging/trusted', () => ({ onTrustedMessage: () => () => undefined }));

const { connectionsItem, recentDestinationsItem } = await import('../../../../lib/storage/items');
const { installEnglishMessages } = await import('../../support/i18n');
type Model = typeof import('../../../../entrypoints/popup/model') &
  typeof import('../../../../entrypoints/popup/capture') &
  typeof import('../../../../entrypoints/popup/send');

const LINK_ID = 'Lk9sEcReT42';
const API_KEY = 'pdk_secret_1234567890abcdef';
const connectionOf = (id: string, kind: Connection['kind'], isDefault: boolean): Connection => ({
  id,
  name: `Space ${id}`,
  apiUrl: `https://connect.craft.do/links/${LINK_ID}${id}/api/v1`,
  apiKey: API_KEY,
  kind,
  spaceName: `Space ${id}`,
  timezone: 'Europe/Berlin',
  isDefault,
  addedAt: '2026-11-21T00:00:00.000Z',
});
const DAILY = connectionOf('c1', 'space', true);
const DOCS = connectionOf('c2', 'documents', false);

const article: Result<CaptureResult> = {
  ok: true,
  value: {
    mode: 'article',
    requestedMode: 'selection',
    markdown: 'Some **small worlds** of the coast.\n',
    metadata: { title: 'Tide Pools', url: 'https://example.com/a' },
    hasSelection: false,
    notes: [],
    images: [],
  },
};

let model: Model;

beforeEach(async () => {
  fakeBrowser.reset();
  localStorage.clear();
  installEnglishMessages();
  captureTab.mockReset();
  captureTab.mockResolvedValue(article);
  sendMessage.mockReset();
  sendMessage.mockResolvedValue({ ok: true, value: { id: 'clip-1', blockIds: ['b1'] } });
  await reopen();
});

/** A new popup: fresh modules (signals), the same localStorage and extension storage. */
async function reopen(): Promise<void> {
  vi.resetModules();
  model = {
    ...(await import('../../../../entrypoints/popup/model')),
    ...(await import('../../../../entrypoints/popup/capture')),
    ...(await import('../../../../entrypoints/popup/send')),
  };
}

/** main.tsx's order: the storage read starts, the snapshot is drawn, the capture follows the read. */
async function open(): Promise<{ loaded: Promise<void>; done: Promise<void> }> {
  const loaded = model.load();
  model.showSnapshot();
  const done = loaded.then(() => model.startCapture(Promise.resolve(7)));
  return { loaded, done };
}

async function openOnce(): Promise<void> {
  const { done } = await open();
  await done;
  await reopen();
}

describe('the popup shell snapshot', () => {
  it('holds neither the connection URL, its link id nor the key', async () => {
    await connectionsItem.setValue([DAILY, DOCS]);
    await recentDestinationsItem.setValue({ c2: [{ kind: 'document', id: 'd1', title: 'Reading' }] });
    await openOnce();
    const stored = Object.values({ ...localStorage }).join('\n');
    expect(stored).toContain('Space c1');
    expect(stored).not.toContain(LINK_ID);
    expect(stored).not.toContain(API_KEY);
    expect(stored).not.toContain('connect.craft.do');
    expect(stored).not.toMatch(/apiUrl|apiKey/);
  });

  it('without one (first open) the shell waits for storage', async () => {
    await connectionsItem.setValue([DAILY]);
    const { loaded } = await open();
    expect(model.phase.value).toBe('loading');
    expect(model.canSend.value).toBe(false);
    await loaded;
    expect(model.canSend.value).toBe(true);
  });

  it('makes Send usable before storage answers; a press then sends to the confirmed place', async () => {
    await connectionsItem.setValue([DAILY]);
    await openOnce();
    const { done } = await open();
    expect(model.connection.value?.name).toBe('Space c1');
    expect(model.canSend.value).toBe(true);
    await model.send();
    expect(model.sendQueued.value).toBe(true);
    await done;
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(sendMessage.mock.calls[0][1]).toMatchObject({
      connectionId: 'c1',
      destination: { kind: 'daily-note', date: 'today' },
    });
    expect(model.phase.value).toBe('sent');
  });

  it('a press for a connection removed since sends nothing and says so', async () => {
    await connectionsItem.setValue([DAILY]);
    await openOnce();
    await connectionsItem.setValue([]);
    const { done } = await open();
    await model.send();
    await done;
    expect(sendMessage).not.toHaveBeenCalled();
    expect(model.phase.value).toBe('no-connection');
    expect(model.message.value).toMatch(/^Nothing was sent: that Craft connection has been removed/);
    // Gone with it: the next open waits for storage again.
    await reopen();
    model.showSnapshot();
    expect(model.phase.value).toBe('loading');
  });

  it('a press for a place that changed since (another default connection) sends nothing and says so', async () => {
    await connectionsItem.setValue([DAILY, DOCS]);
    await recentDestinationsItem.setValue({ c2: [{ kind: 'document', id: 'd1', title: 'Reading' }] });
    await openOnce();
    await connectionsItem.setValue([
      { ...DAILY, isDefault: false },
      { ...DOCS, isDefault: true },
    ]);
    const { done } = await open();
    expect(model.connection.value?.id).toBe('c1');
    await model.send();
    await done;
    expect(sendMessage).not.toHaveBeenCalled();
    // The real state is shown, ready for a press that is meant for it.
    expect(model.connection.value?.id).toBe('c2');
    expect(model.destination.value).toEqual({ kind: 'document', id: 'd1', title: 'Reading' });
    expect(model.phase.value).toBe('ready');
    expect(model.message.value).toMatch(/^Nothing was sent: where this clip goes has changed/);
  });

  it('a damaged snapshot is ignored', async () => {
    await connectionsItem.setValue([DAILY]);
    await openOnce();
    for (const key of Object.keys({ ...localStorage })) localStorage.setItem(key, '{"connections":[');
    model.showSnapshot();
    expect(model.phase.value).toBe('loading');
  });
});
