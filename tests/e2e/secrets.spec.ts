/**
 * Secrets stay with their own origin: every request the browser makes during a representative
 * journey (save a keyed connection, clip through the popup and through the background, add a task,
 * send an image) is recorded — pages, extension pages and the service worker — and none but those
 * to the connection's origin may carry its link id or key, in the URL, a header or the body; the
 * Authorization header goes to the API origin only. Also: a hostile page title is shown as text.
 */
// Playwright reports service-worker requests on context.on('request') only with this switch, read
// at launch (the fixtures launch after this module loads). The journey checks that it took effect.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

import type { Request } from '@playwright/test';
import { openSite, select, tabIdFor } from './clip-helpers';
import { expect, sendToBackground, test } from './fixtures';
import { PopupPage } from './pages/popup';

interface Recorded {
  url: string;
  origin: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  fromServiceWorker: boolean;
}

function record(request: Request): Recorded {
  const url = request.url();
  let origin = '';
  try {
    origin = new URL(url).origin;
  } catch {
    // data:/blob: URLs have an opaque origin; keep '' so they count as "another origin".
  }
  let body = '';
  try {
    body = request.postDataBuffer()?.toString('latin1') ?? '';
  } catch {
    body = '';
  }
  return {
    url,
    origin,
    method: request.method(),
    headers: request.headers(),
    body,
    fromServiceWorker: request.serviceWorker() !== null,
  };
}

/** The places a secret could travel in one request, as one string. */
function carried(r: Recorded): string {
  return [decodeURIComponent(r.url), JSON.stringify(r.headers), r.body].join('\n');
}

test.describe('secrets and the network', () => {
  test('the link id and key go only to the connection origin; Authorization only to the API', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    const requests: Recorded[] = [];
    context.on('request', (request) => requests.push(record(request)));

    const connection = await seedConnection({ keyed: true });
    const link = emulator.link('space', { keyed: true });
    expect(link.apiKey, 'the journey needs a keyed link').toBeTruthy();
    const apiOrigin = new URL(link.apiUrl).origin;
    expect(connection).not.toHaveProperty('apiKey');

    // Clip through the popup (selection), then through the background (article).
    const url = site.url('/clip/article.html');
    const page = await context.newPage();
    await openSite(page, url);
    await select(page, '#intro');
    const tabId = await tabIdFor(extensionPage, url);
    const popup = await new PopupPage(await context.newPage(), extensionId).open(tabId);
    await popup.ready();
    await popup.sendButton.click();
    await expect(popup.undoButton).toBeVisible();
    const clipped = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'article' });
    expect(clipped.ok, JSON.stringify(clipped)).toBe(true);

    // A task and an image.
    const task = await sendToBackground(extensionPage, 'addTask', {
      title: 'Check the tide tables',
      place: { kind: 'inbox' },
    });
    expect(task.ok, JSON.stringify(task)).toBe(true);
    const image = await sendToBackground(extensionPage, 'sendImage', { srcUrl: site.url('/images/png.png'), tabId });
    expect(image.ok, JSON.stringify(image)).toBe(true);

    const api = requests.filter((r) => r.origin === apiOrigin);
    const others = requests.filter((r) => r.origin !== apiOrigin);
    // The recording saw the service worker's API calls (else the check below would prove nothing).
    expect(api.filter((r) => r.fromServiceWorker && r.method === 'POST').length).toBeGreaterThanOrEqual(4);
    expect(api.filter((r) => r.headers.authorization === `Bearer ${link.apiKey}`).length).toBeGreaterThan(0);
    expect(others.some((r) => r.origin === new URL(site.url('/')).origin)).toBe(true);

    for (const r of others) {
      const text = carried(r);
      expect(text, `${r.method} ${r.url}`).not.toContain(link.id);
      expect(text, `${r.method} ${r.url}`).not.toContain(link.apiKey!);
      expect(r.headers, `${r.method} ${r.url}`).not.toHaveProperty('authorization');
    }
    // Every request to the API origin is the connection's own link.
    for (const r of api)
      expect(
        new URL(r.url).pathname.startsWith(`/links/${link.id}/`) || new URL(r.url).pathname.startsWith('/assets/'),
      ).toBe(true);
  });

  test('a page title made of markup shows as text in the popup', async ({
    context,
    extensionId,
    extensionPage,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const url = site.url('/clip/article.html');
    const page = await context.newPage();
    await openSite(page, url);
    const hostile = '<img src=x onerror="document.title=\'pwned\'"><b>bold</b>';
    await page.evaluate((t) => (document.title = t), hostile);
    const tabId = await tabIdFor(extensionPage, url);

    const popup = await new PopupPage(await context.newPage(), extensionId).open(tabId);
    await popup.ready();
    await popup.chooseMode('Link');
    // Drawn as text in the rendered preview, and escaped in its source.
    await expect(popup.preview).toContainText('<img src=x onerror=');
    expect(await popup.page.locator('img[src="x"], b:text("bold")').count()).toBe(0);
    await popup.showSource();
    await expect(popup.source).toHaveValue(/&lt;img src=x onerror=/);

    const taskView = await context.newPage();
    await taskView.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}&view=task`);
    await expect(taskView.getByRole('textbox', { name: 'Task', exact: true })).toHaveValue(/<img src=x onerror=/);

    for (const view of [popup.page, taskView]) {
      expect(await view.locator('img[src="x"], b:text("bold")').count()).toBe(0);
      expect(await view.title()).not.toBe('pwned');
    }
  });
});
