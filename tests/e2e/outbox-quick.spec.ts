/**
 * Tasks, images and partial clips through the outbox in the real extension: sent while Craft
 * answers 503, they are kept and arrive exactly once after it recovers; an upload whose answer was
 * lost is not duplicated; Undo of a clip that arrived only in part removes what arrived and the
 * rest is not sent afterwards. Checked in the emulator's state.
 */
import type { Page } from '@playwright/test';
import type { Emulator } from '../../emulator/index';
import { childrenOf, tabIdFor } from './clip-helpers';
import { expect, sendToBackground, test } from './fixtures';
import { startImageServer, type ImageServer } from './site/images/image-server';

let server: ImageServer;
test.beforeAll(async () => {
  server = await startImageServer();
});
test.afterAll(async () => {
  await server.close();
});

const uploads = (emulator: Emulator) =>
  emulator.log.entries().filter((e) => e.method === 'POST' && e.path === '/upload' && e.status === 200);
const imagesToday = (emulator: Emulator) =>
  childrenOf(emulator.state.dailyNote('today')).filter((b) => b.type === 'image');

async function galleryTab(context: import('@playwright/test').BrowserContext, extensionPage: Page): Promise<number> {
  const page = await context.newPage();
  const url = server.url('/images/gallery.html');
  await page.goto(url);
  return tabIdFor(extensionPage, url);
}

/** Waits for the outbox to empty, waking it the way any message does. */
async function outboxEmpties(page: Page): Promise<void> {
  await expect.poll(() => sendToBackground(page, 'outboxList').then((l) => l.length), { intervals: [500] }).toBe(0);
}

test.describe('tasks and uploads through the outbox', () => {
  test.afterEach(({ emulator }) => emulator.faults.reset());

  test('a task added while Craft answers 503 is kept and arrives once after it recovers', async ({
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    await seedConnection();
    emulator.faults.setErrorRate(1, 503);
    const result = await sendToBackground(extensionPage, 'addTask', {
      title: 'Outbox task while down',
      place: { kind: 'inbox' },
    });
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/kept in the outbox/) });
    expect(await sendToBackground(extensionPage, 'outboxList')).toMatchObject([
      { kind: 'task', state: 'pending', content: 'Outbox task while down' },
    ]);
    emulator.faults.reset();
    await outboxEmpties(extensionPage);
    expect(emulator.state.tasks().filter((t) => String(t.markdown).includes('Outbox task while down'))).toHaveLength(1);
  });

  test('an image sent while Craft answers 503 is kept and arrives once, captioned, after it recovers', async ({
    context,
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    await seedConnection();
    const tabId = await galleryTab(context, extensionPage);
    emulator.faults.setErrorRate(1, 503);
    const result = await sendToBackground(extensionPage, 'sendImage', { srcUrl: server.url('/images/png.png'), tabId });
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/kept in the outbox/) });
    emulator.faults.reset();
    await outboxEmpties(extensionPage);
    expect(imagesToday(emulator)).toHaveLength(1);
    expect(uploads(emulator)).toHaveLength(1);
    expect(
      childrenOf(emulator.state.dailyNote('today')).filter((b) => String(b.markdown).includes('Image Gallery')),
    ).toHaveLength(1);
  });

  test('an upload whose answer is lost is looked for, not sent twice', async ({
    context,
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    await seedConnection();
    const tabId = await galleryTab(context, extensionPage);
    emulator.faults.dropAfterApply({ method: 'POST', path: '/upload' });
    const result = await sendToBackground(extensionPage, 'sendImage', { srcUrl: server.url('/images/png.png'), tabId });
    // Chrome itself may resend the POST on the reset keep-alive connection (then the first attempt
    // succeeds); either way exactly one image must stay.
    if (result.ok) expect(imagesToday(emulator).map((b) => b.id)).toEqual([result.value.blockId]);
    await outboxEmpties(extensionPage);
    expect(imagesToday(emulator)).toHaveLength(1);
  });

  test('Undo of a clip that arrived only in part removes what arrived, and the rest is not sent later', async ({
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    await seedConnection();
    // The new document is created, then its content is refused: a partial clip, parked.
    emulator.faults.force({ method: 'POST', path: '/blocks', status: 400 });
    const result = await sendToBackground(extensionPage, 'clip', {
      destination: { kind: 'new-document', title: 'Partly sent clip' },
      insertAt: 'end',
      markdown: 'First words.\n\nSecond words.',
      title: 'Partly sent clip',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const partialClipId = result.failure?.partialClipId;
    expect(partialClipId).toBeTruthy();
    const doc = emulator.state.documents().find((d) => d.title === 'Partly sent clip')!;
    expect(doc.location).not.toBe('trash');
    expect(await sendToBackground(extensionPage, 'undoClip', { clipId: partialClipId! })).toEqual({
      ok: true,
      value: null,
    });
    expect(emulator.state.documents().find((d) => d.id === doc.id)?.location).toBe('trash');
    expect(await sendToBackground(extensionPage, 'outboxList')).toEqual([]);
  });
});
