/**
 * Chromium's own silent resend: Craft applies a POST, then the connection closes before any
 * answer byte. On a reused keep-alive socket Chromium resends the request by itself and the resend
 * is answered, so the extension sees one success while Craft holds two copies. A clip part, a task
 * and an uploaded image each go through that with the emulator's drop-after-apply armed for their
 * POST: the request log shows the browser's two POSTs, and exactly one copy must stay.
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

const posts = (emulator: Emulator, path: string) =>
  emulator.log.entries().filter((e) => e.method === 'POST' && e.path === path);
const today = (emulator: Emulator) => childrenOf(emulator.state.dailyNote('today'));

async function outboxEmpties(page: Page): Promise<void> {
  await expect.poll(() => sendToBackground(page, 'outboxList').then((l) => l.length), { intervals: [500] }).toBe(0);
}

/** The drop was applied, then the browser sent the same POST again (not the outbox: it had no answer yet). */
function expectResent(emulator: Emulator, path: string): void {
  expect(posts(emulator, path).map((e) => e.status)).toEqual([0, 200]);
}

test.describe('a POST the browser resends by itself', () => {
  test.afterEach(({ emulator }) => emulator.faults.reset());

  test('a clip part lands once', async ({ extensionPage, emulator, seedConnection }) => {
    await seedConnection();
    emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' });
    const result = await sendToBackground(extensionPage, 'clip', {
      destination: { kind: 'daily-note', date: 'today' },
      insertAt: 'end',
      title: 'Resent clip',
      markdown: 'Resent clip first line.\n\n- a list item\n\nResent clip last line.',
    });
    expect(result.ok).toBe(true);
    expectResent(emulator, '/blocks');
    await outboxEmpties(extensionPage);
    const texts = today(emulator).map((b) => String(b.markdown));
    expect(texts.filter((t) => t.includes('Resent clip first line'))).toHaveLength(1);
    expect(texts.filter((t) => t.includes('a list item'))).toHaveLength(1);
    expect(texts.filter((t) => t.includes('Resent clip last line'))).toHaveLength(1);
    if (result.ok) expect(result.value.blockIds.every((id) => emulator.state.block(id))).toBe(true);
  });

  test('a task lands once', async ({ extensionPage, emulator, seedConnection }) => {
    await seedConnection();
    emulator.faults.dropAfterApply({ method: 'POST', path: '/tasks' });
    const result = await sendToBackground(extensionPage, 'addTask', { title: 'Resent task', place: { kind: 'inbox' } });
    expect(result.ok).toBe(true);
    expectResent(emulator, '/tasks');
    await outboxEmpties(extensionPage);
    const tasks = emulator.state.tasks().filter((t) => String(t.markdown).includes('Resent task'));
    expect(tasks).toHaveLength(1);
    if (result.ok) expect(tasks[0].id).toBe(result.value.id);
  });

  test('an uploaded image lands once', async ({ context, extensionPage, emulator, seedConnection }) => {
    await seedConnection();
    const page = await context.newPage();
    const url = server.url('/images/gallery.html');
    await page.goto(url);
    const tabId = await tabIdFor(extensionPage, url);
    emulator.faults.dropAfterApply({ method: 'POST', path: '/upload' });
    const result = await sendToBackground(extensionPage, 'sendImage', { srcUrl: server.url('/images/png.png'), tabId });
    expect(result.ok).toBe(true);
    expectResent(emulator, '/upload');
    await outboxEmpties(extensionPage);
    const images = today(emulator).filter((b) => b.type === 'image');
    if (result.ok) expect(images.map((b) => b.id)).toEqual([result.value.blockId]);
  });
});
