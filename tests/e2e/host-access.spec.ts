/**
 * Issue 17 item 15 in the real extension: the background sends nothing to a host that is neither
 * Craft's nor granted. The e2e build grants loopback 127.0.0.1 (as the sandbox does), so the emulator
 * there delivers; a second emulator on 127.0.0.2 — a loopback address the manifest does not grant —
 * stands for a host never granted or whose grant was taken back, and its log proves nothing reached it.
 */
import type { Page } from '@playwright/test';
import { startEmulator, type Emulator } from '../../emulator/index';
import { expect, sendToBackground, test } from './fixtures';

let foreign: Emulator;
test.beforeAll(async () => {
  foreign = await startEmulator({ port: 0, host: '127.0.0.2', rateLimit: false });
});
test.afterAll(async () => {
  await foreign.close();
});
test.beforeEach(() => {
  foreign.reset();
  foreign.log.clear();
});

const NOT_ALLOWED = /not Craft's own server, and the extension has no access to it/;
const tasksNamed = (emulator: Emulator, title: string) =>
  emulator.state.tasks().filter((t) => String(t.markdown).includes(title));

/** The saved connections, rewritten in storage as a page of the extension sees them. */
async function moveConnectionsTo(page: Page, apiUrl: string, apiKey: string | undefined): Promise<void> {
  await page.evaluate(
    async ({ apiUrl, apiKey }) => {
      type Area = {
        get(key: string): Promise<Record<string, unknown>>;
        set(items: Record<string, unknown>): Promise<void>;
      };
      const local = (globalThis as unknown as { chrome: { storage: { local: Area } } }).chrome.storage.local;
      const { connections } = (await local.get('connections')) as { connections: Array<Record<string, unknown>> };
      await local.set({ connections: connections.map((c) => ({ ...c, apiUrl, apiKey })) });
    },
    { apiUrl, apiKey },
  );
}

test('a connection on the granted loopback host (the emulator, the sandbox) delivers', async ({
  extensionPage,
  emulator,
  seedConnection,
}) => {
  await seedConnection();
  const result = await sendToBackground(extensionPage, 'addTask', {
    title: 'Task to the granted host',
    place: { kind: 'inbox' },
  });
  expect(result).toMatchObject({ ok: true });
  expect(tasksNamed(emulator, 'Task to the granted host')).toHaveLength(1);
});

test('a connection URL on a host never granted is refused, unsent, with the reason', async ({ extensionPage }) => {
  const link = foreign.link('space', { keyed: true });
  const result = await sendToBackground(extensionPage, 'saveConnection', { apiUrl: link.apiUrl, apiKey: link.apiKey });
  expect(result).toMatchObject({ ok: false, error: expect.stringMatching(NOT_ALLOWED) });
  expect(JSON.stringify(result)).not.toContain(link.apiKey!);
  expect(foreign.log.entries()).toHaveLength(0);
});

test('a task for a connection whose host is no longer granted parks with the reason; nothing reaches that host', async ({
  extensionPage,
  emulator,
  seedConnection,
}) => {
  await seedConnection();
  const link = foreign.link('space', { keyed: true });
  await moveConnectionsTo(extensionPage, link.apiUrl, link.apiKey);

  const result = await sendToBackground(extensionPage, 'addTask', {
    title: 'Task to a host not granted',
    place: { kind: 'inbox' },
  });
  expect(result).toMatchObject({ ok: false, error: expect.stringMatching(NOT_ALLOWED) });
  expect(result).toMatchObject({ error: expect.stringMatching(/kept in the outbox: retry or discard it there/) });
  const [parked] = await sendToBackground(extensionPage, 'outboxList');
  expect(parked).toMatchObject({ kind: 'task', state: 'parked', lastError: expect.stringMatching(NOT_ALLOWED) });
  expect(JSON.stringify(parked)).not.toContain(link.apiKey!);

  // Retry does not get around the check either.
  expect(await sendToBackground(extensionPage, 'outboxRetry', { id: parked!.id })).toMatchObject({ ok: true });
  await expect
    .poll(async () => (await sendToBackground(extensionPage, 'outboxList'))[0]?.state, { intervals: [300] })
    .toBe('parked');
  expect(foreign.log.entries()).toHaveLength(0);
  expect(tasksNamed(emulator, 'Task to a host not granted')).toHaveLength(0);
});
