/**
 * Nothing waits forever (issue 17 item 11), in the real extension: a page whose HTML never finishes
 * arriving, a view-source: tab (Chromium never settles executeScript there) and an image whose server
 * stops sending mid-body each get a clear message and send nothing to Craft. The bounds are the
 * product's own (lib/browser/capture-tab.ts, lib/images/fetch-image.ts); the tests wait for the answer.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, sendToBackground, test } from './fixtures';
import { tabIdFor } from './clip-helpers';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

let server: Server;
let origin: string;
const open = new Set<ServerResponse>();

test.beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/never-finishes.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(
        `<!doctype html><title>Never finishes</title><body><article><h1>Still coming</h1><p>${'word '.repeat(300)}</p></article>`,
      );
      open.add(res); // the rest never comes
    } else if (req.url === '/stalls.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(64 * 1024) });
      res.write(PNG_HEAD); // then nothing: the server stalls mid-body
      open.add(res);
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Done</title><body><p>A finished page.</p></body>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  for (const res of open) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const writes = (emulator: { log: { entries(): Array<{ method: string }> } }) =>
  emulator.log.entries().filter((e) => e.method !== 'GET');

test.describe('nothing waits forever', () => {
  test('a page whose HTML never finishes: a clear message, nothing sent', async ({
    context,
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    await seedConnection();
    const page = await context.newPage();
    void page.goto(`${origin}/never-finishes.html`, { waitUntil: 'commit' }).catch(() => {});
    await page.waitForSelector('h1');
    const tabId = await tabIdFor(extensionPage, `${origin}/never-finishes.html`);
    const result = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'article' });
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/still loading.*Nothing was sent/) });
    expect(writes(emulator)).toEqual([]);
  });

  test('a view-source: tab: a clear message, nothing sent', async ({
    context,
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    await seedConnection();
    const page = await context.newPage();
    await page.goto(`view-source:${origin}/done.html`);
    // The background cannot see a view-source: tab's URL; it is the newest tab.
    const tabId = await extensionPage.evaluate(
      () =>
        new Promise<number>((resolve) => {
          (
            globalThis as unknown as {
              chrome: { tabs: { query(q: object, cb: (t: Array<{ id: number }>) => void): void } };
            }
          ).chrome.tabs.query({}, (tabs) => resolve(Math.max(...tabs.map((t) => t.id))));
        }),
    );
    const result = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'page' });
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/did not let the extension read it.*Nothing was sent/),
    });
    expect(writes(emulator)).toEqual([]);
  });

  test('an image whose server stalls mid-body: a clear message, nothing uploaded', async ({
    context,
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    test.setTimeout(120_000); // two stall limits of 15 s (the page's try, then the background's)
    await seedConnection();
    const page = await context.newPage();
    await page.goto(`${origin}/done.html`);
    const tabId = await tabIdFor(extensionPage, `${origin}/done.html`);
    const result = await sendToBackground(extensionPage, 'sendImage', { srcUrl: `${origin}/stalls.png`, tabId });
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/stopped sending.*Nothing was sent/) });
    expect(writes(emulator)).toEqual([]);
  });
});
