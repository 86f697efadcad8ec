// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { CaptureResult } from '../../../../lib/capture/types';
import type { Connection, Result } from '../../../../lib/model/types';

const captureTab = vi.hoisted(() => vi.fn());
const sendMessage = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/browser/capture-tab', () => ({ captureTab }));
vi.mock('../../../../lib/messaging/protocol', () => ({ sendMessage }));
vi.mock('../../../../lib/messaging/trusted', () => ({ onTrustedMessage: () => () => undefined }));

const { connectionsItem } = await import('../../../../lib/storage/items');
const { installEnglishMessages } = await import('../../support/i18n');
type Model = typeof import('../../../../entrypoints/popup/model') &
  typeof import('../../../../entrypoints/popup/capture') &
  typeof import('../../../../entrypoints/popup/send');

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

function capture(markdown: string): Result<CaptureResult> {
  return {
    ok: true,
    value: {
      mode: 'article',
      requestedMode: 'selection',
      markdown,
      metadata: { title: 'Tide Pools', url: 'https://example.com/a' },
      hasSelection: false,
      notes: [],
      images: [],
    },
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

async function openPopup(connections: Connection[] = [CONNECTION]): Promise<Promise<void>> {
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
    [
      'a capture failure',
      { ok: false, error: 'The tab was closed before it could be clipped.' } as const,
      'failed',
      'The tab was closed before it could be clipped.',
    ],
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

describe('the preview follows the destination', () => {
  it('a new document holds the clip itself; back to a daily note, the clip is nested in a page again', async () => {
    captureTab.mockResolvedValueOnce(capture('Some **small worlds** of the coast.\n'));
    await openPopup();
    expect(model.format.value).toBe('page');
    expect(model.markdown.value).toMatch(/^<page><pageTitle>Tide Pools<\/pageTitle><content>/);

    model.chooseDestination({ kind: 'new-document', title: 'Tide Pools' });
    expect(model.markdown.value).not.toContain('<page>');
    expect(model.markdown.value).toContain('Some **small worlds** of the coast.');

    model.chooseDestination({ kind: 'daily-note', date: 'today' });
    expect(model.markdown.value).toMatch(/^<page><pageTitle>Tide Pools<\/pageTitle><content>/);
  });
});

describe('edits to the preview', () => {
  async function filled(): Promise<void> {
    captureTab.mockResolvedValue(capture('Some **small worlds** of the coast.\n'));
    await openPopup();
  }

  it('survive switching between the drawn preview and the source (one markdown for both)', async () => {
    await filled();
    model.setSource(`${model.markdown.value}\n\nMy note.`);
    model.previewView.value = 'rendered';
    model.previewView.value = 'source';
    expect(model.markdown.value).toMatch(/My note\.$/);
    expect(model.edited.value).toBe(true);
  });

  it('a mode switch over edits asks first; keeping them changes nothing, replacing recaptures', async () => {
    await filled();
    const edited = `${model.markdown.value}\n\nMy note.`;
    model.setSource(edited);
    captureTab.mockClear();
    model.requestMode('page');
    expect(model.pendingChange.value).toEqual({ mode: 'page' });
    expect(captureTab).not.toHaveBeenCalled();
    model.keepEdits();
    expect(model.pendingChange.value).toBeUndefined();
    expect(model.markdown.value).toBe(edited);

    captureTab.mockResolvedValue(capture('The whole page.\n'));
    model.requestMode('page');
    model.confirmChange();
    await vi.waitFor(() => expect(model.markdown.value).toContain('The whole page.'));
    expect(model.edited.value).toBe(false);
  });

  it('without edits a mode switch recaptures at once, and so does the format switch', async () => {
    await filled();
    captureTab.mockClear();
    captureTab.mockResolvedValue(capture('The whole page.\n'));
    model.requestMode('page');
    expect(model.pendingChange.value).toBeUndefined();
    await vi.waitFor(() => expect(model.markdown.value).toContain('The whole page.'));
    model.requestFormat('inline');
    expect(model.markdown.value).not.toContain('<page>');
  });

  it('the title renames the nested page, is kept across a recompose, and is sent', async () => {
    await filled();
    model.setTitle('Rock *pools*');
    expect(model.markdown.value).toMatch(/^<page><pageTitle>Rock \\\*pools\\\*<\/pageTitle>/);
    expect(model.edited.value).toBe(false);
    model.requestFormat('inline');
    model.requestFormat('page');
    expect(model.title.value).toBe('Rock *pools*');
    expect(model.markdown.value).toContain('<pageTitle>Rock \\*pools\\*</pageTitle>');
    await model.send();
    expect(sendMessage.mock.calls.at(-1)?.[1]).toMatchObject({ title: 'Rock *pools*' });
  });

  it('a page renamed in the source renames the title field', async () => {
    await filled();
    model.setSource(
      model.markdown.value.replace(/<pageTitle>.*?<\/pageTitle>/, '<pageTitle>Sea \\&amp; sky</pageTitle>'),
    );
    expect(model.title.value).toBe('Sea & sky');
  });
});

describe('the connection switcher', () => {
  it("moves to the other connection's default place and clips there", async () => {
    const second = { ...CONNECTION, id: 'c2', name: 'Journal', kind: 'documents' as const, isDefault: false };
    captureTab.mockResolvedValue(capture('Some text.\n'));
    await openPopup([CONNECTION, second]);
    expect(model.connections.value.map((c) => c.name)).toEqual(['Space', 'Journal']);
    expect(model.destination.value).toEqual({ kind: 'daily-note', date: 'today' });
    model.chooseConnection('c2');
    expect(model.connection.value?.name).toBe('Journal');
    // A Selected Documents link has no daily note: nothing is chosen until the user picks a document.
    expect(model.destination.value).toBeUndefined();
    expect(model.canSend.value).toBe(false);
    model.chooseDestination({ kind: 'document', id: 'd1', title: 'Notes' });
    await model.send();
    expect(sendMessage.mock.calls.at(-1)?.[1]).toMatchObject({
      connectionId: 'c2',
      destination: { kind: 'document', id: 'd1' },
    });
  });
});
