/**
 * The outbox in the real extension: a clip survives the service worker being stopped in the
 * middle of its delivery, and the browser being closed with the clip still pending. What counts
 * is what the emulator holds afterwards: every paragraph once, in order.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Emulator } from '../../emulator/index';
import { expect, sendToBackground, test } from './fixtures';
import { flatten } from './clip-helpers';
import { launchWithExtension } from './support/launch-extension';

const paragraphs = (tag: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) => `${tag} ${String(i + 1).padStart(2, '0')} with a few more words to fill the part.`,
  );

/** Every block's text in the space, depth first, in document order. */
function allTexts(emulator: Emulator): string[] {
  return emulator.state
    .documents()
    .filter((d) => d.location !== 'trash')
    .flatMap((d) => flatten(emulator.state.block(d.id) as Record<string, unknown>))
    .map((b) => String(b.markdown));
}

function expectOnceInOrder(emulator: Emulator, wanted: string[]) {
  const texts = allTexts(emulator);
  expect(wanted.map((w) => texts.filter((t) => t === w).length)).toEqual(wanted.map(() => 1));
  const at = wanted.map((w) => texts.indexOf(w));
  expect(at).toEqual([...at].sort((a, b) => a - b));
}

const posts = (emulator: Emulator) => emulator.log.entries().filter((e) => e.method === 'POST' && e.path === '/blocks');

async function badgeText(page: Page): Promise<string> {
  return page.evaluate(() =>
    (
      globalThis as unknown as { chrome: { action: { getBadgeText(d: object): Promise<string> } } }
    ).chrome.action.getBadgeText({}),
  );
}

test.describe('the outbox', () => {
  test('a clip whose service worker is stopped mid-delivery resumes on the next wake-up and arrives once, in order', async ({
    context,
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    await seedConnection();
    const body = paragraphs('Stopped', 12);
    emulator.faults.setLatency(700);
    const sending = sendToBackground(extensionPage, 'clip', {
      destination: { kind: 'daily-note', date: 'today' },
      insertAt: 'end',
      markdown: body.join('\n\n'),
      title: 'Stopped worker',
      maxBytes: 200,
    }).catch((error: Error) => error);
    // Part 1 has arrived and part 2 is on its way: stop the worker now.
    await expect.poll(() => posts(emulator).length).toBeGreaterThanOrEqual(1);
    const cdp = await context.newCDPSession(extensionPage);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await sending;
    emulator.faults.setLatency(0);
    expect(allTexts(emulator).filter((t) => t.startsWith('Stopped')).length).toBeLessThan(body.length);

    // Any message wakes the worker; the outbox picks the clip up where it stopped, once the part that
    // was on its way has had time to settle (it is still being applied by the slow server).
    const page = await context.newPage();
    await page.goto(extensionPage.url());
    await sendToBackground(page, 'outboxList');
    await expect.poll(() => allTexts(emulator).filter((t) => t.startsWith('Stopped')).length).toBe(body.length);
    expectOnceInOrder(emulator, body);
    await expect.poll(() => sendToBackground(page, 'outboxList').then((l) => l.length)).toBe(0);
  });

  test('a pending clip survives closing the browser and is delivered once after it reopens', async ({ emulator }) => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'craft-e2e-outbox-'));
    const link = emulator.link('space');
    const body = paragraphs('Reopened', 4);
    try {
      let launched = await launchWithExtension({ userDataDir });
      let page = await launched.context.newPage();
      await page.goto(`chrome-extension://${launched.extensionId}/options.html`);
      const saved = await sendToBackground(page, 'saveConnection', { apiUrl: link.apiUrl, apiKey: link.apiKey });
      expect(saved.ok).toBe(true);

      // Craft is down: the clip is kept, and the popup list and the badge say so.
      emulator.faults.setErrorRate(1, 503);
      const result = await sendToBackground(page, 'clip', {
        destination: { kind: 'daily-note', date: 'today' },
        insertAt: 'end',
        markdown: body.join('\n\n'),
        title: 'Kept while closed',
      });
      expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/kept in the outbox/) });
      const listed = await sendToBackground(page, 'outboxList');
      expect(listed).toMatchObject([{ title: 'Kept while closed', state: 'pending', content: body.join('\n\n') }]);
      await expect.poll(() => badgeText(page)).toBe('1');
      await launched.context.close();

      // Craft is back; the browser starts again with the same profile and nobody opens anything.
      emulator.faults.reset();
      launched = await launchWithExtension({ userDataDir });
      await expect.poll(() => allTexts(emulator).filter((t) => t.startsWith('Reopened')).length).toBe(body.length);
      expectOnceInOrder(emulator, body);
      page = await launched.context.newPage();
      await page.goto(`chrome-extension://${launched.extensionId}/options.html`);
      await expect.poll(() => sendToBackground(page, 'outboxList').then((l) => l.length)).toBe(0);
      await expect.poll(() => badgeText(page)).toBe('');
      await launched.context.close();
    } finally {
      emulator.faults.reset();
      await rm(userDataDir, { recursive: true, force: true });
    }
  });
});
