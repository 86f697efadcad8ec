// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { CaptureResult } from '../../../../lib/capture/types';
import type { Result } from '../../../../lib/model/types';

const captureTab = vi.hoisted(() => vi.fn());
const sendMessage = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/browser/capture-tab', () => ({ captureTab }));
vi.mock('../../../../lib/messaging/protocol', () => ({ sendMessage }));
vi.mock('../../../../lib/messaging/trusted', () => ({ onTrustedMessage: () => () => undefined }));

const { connectionsItem } = await import('../../../../lib/storage/items');
const { installEnglishMessages } = await import('../../support/i18n');
type Model = typeof import('../../../../entrypoints/popup/model') & typeof import('../../../../entrypoints/popup/capture')
  & typeof import('../../../../entrypoints/popup/send');

const CONNECTION = {
  id: 'c1', name: 'Space', apiUrl: 'http://127.0.0.1/links/x/api/v1', kind: 'space' as const, spaceName: 'Space',
  timezone: 'Europe/Berlin', isDefault: true, addedAt: '2026-11-21T00:00:00.000Z',
};

function capture(markdown: string): Result<CaptureResult> {
  return {
    ok: true,
    value: { mode: 'article', requestedMode: 'selection', markdown, metadata: { title: 'Tide Pools', url: 'https://example.com/a' }, hasSelection: false, notes: [], images: [] },
  };
}

/** A capture the test answers when it chooses, as a slow page would. */
function heldCapture() {
  let answer!: (result: Result<CaptureResult>) => void;
  captureTab.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  return (result: Result<CaptureResult>) => answer(result);
}

let model: Model;

beforeEach(async () => {
  fakeBrowser.reset();
  installEnglishMessages();
  captureTab.mockReset();
  sendMessage.mockReset();
  sendMessage.mockResolvedValue({ ok: true, value: { id: 'clip-1', blockIds: ['b1'] } });
  vi.resetModules();
  model = {
    ...(await import('../../../../entrypoints/popup/model')),
    ...(await import('../../../../entrypoints/popup/capture')),
    ...(await import('../../../../entrypoints/popup/send')),
  };
});

async function openPopup(connections = [CONNECTION]): Promise<Promise<void>> {
  await connectionsItem.setValue(connections);
  await model.load();
  return model.startCapture(Promise.resolve(7));
}

describe('Send before the preview is filled', () => {
  it('is enabled once a connection and a destination are known, before the page is read', async () => {
    heldCapture();
    void openPopup();
    await vi.waitFor(() => expect(captureTab).toHaveBeenCalled());
    expect(model.markdown.value).toBe('');
    expect(model.canSend.value).toBe(true);
  });

  it('is not offered without a connection', async () => {
    await openPopup([]);
    expect(model.phase.value).toBe('no-connection');
    expect(model.canSend.value).toBe(false);
    expect(captureTab).not.toHaveBeenCalled();
  });

  it('a press waits for the capture, then sends exactly the preview', async () => {
    const answer = heldCapture();
    const reading = openPopup();
    await vi.waitFor(() => expect(captureTab).toHaveBeenCalled());
    await model.send();
    expect(model.sendQueued.value).toBe(true);
    expect(model.canSend.value).toBe(false);
    expect(sendMessage).not.toHaveBeenCalled();

    answer(capture('Some **small worlds** of the coast.\n'));
    await reading;
    expect(sendMessage).toHaveBeenCalledTimes(1);
    const [type, request] = sendMessage.mock.calls[0];
    expect(type).toBe('clip');
    expect(request.markdown).toBe(model.markdown.value);
    expect(request.markdown).toContain('Some **small worlds** of the coast.');
    expect(request.destination).toEqual({ kind: 'daily-note', date: 'today' });
    expect(model.sendQueued.value).toBe(false);
    expect(model.phase.value).toBe('sent');
  });

  it.each([
    ['a capture failure', { ok: false, error: 'The tab was closed before it could be clipped.' } as const, 'failed', 'The tab was closed before it could be clipped.'],
    ['an empty clip', capture(''), 'ready', undefined],
  ])('%s after a press sends nothing and clears the wait', async (_name, result, phase, shown) => {
    const answer = heldCapture();
    const reading = openPopup();
    await vi.waitFor(() => expect(captureTab).toHaveBeenCalled());
    await model.send();
    answer(result as Result<CaptureResult>);
    await reading;
    expect(sendMessage).not.toHaveBeenCalled();
    expect(model.sendQueued.value).toBe(false);
    expect(model.phase.value).toBe(phase);
    expect(model.message.value).toBe(shown);
  });

  it('only the latest capture fills the preview (a mode switch while reading)', async () => {
    const first = heldCapture();
    const reading = openPopup();
    await vi.waitFor(() => expect(captureTab).toHaveBeenCalledTimes(1));
    const second = heldCapture();
    const switched = model.runCapture('page');
    second(capture('The whole page.\n'));
    await switched;
    first(capture('The article only.\n'));
    await reading;
    expect(model.markdown.value).toContain('The whole page.');
    expect(model.markdown.value).not.toContain('The article only.');
  });
});
