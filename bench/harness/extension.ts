/**
 * Popup and clip latency with the real extension (e2e build: loopback host access) in headless
 * Chromium, against the emulator. Both pages under test are served on 127.0.0.1.
 * - popup: from navigation start of chrome-extension://<id>/popup.html?tab=<id> to the popup's own
 *   `performance.mark('popup-interactive')` (Send enabled: connection, destination, preview filled).
 * - clip: from sending `clipTab` (what the quick-clip command calls: selection, else article) to the
 *   emulator's log entry of the clip's last POST /blocks; floor = the service worker POSTing the same
 *   markdown once to the same endpoint, timed the same way.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startEmulator } from '../../emulator/index';
import { launchWithExtension } from '../../tests/e2e/support/launch-extension';
import { sendToBackground } from '../../tests/e2e/support/send-to-background';
import { MEASURE_FLAGS } from './chromium';
import { servePages } from './serve';
import { median, round } from './stats';

export interface PopupResult { opens: number; medianMs: number; minMs: number; maxMs: number }
export interface ClipRow {
  /** mode: `ok`, or `failed: <error>` when a clip of this page did not complete. */
  page: string; bytes: number; runs: number; mode: string; requests: number;
  clipMs: number; barePostMs: number; ratio: number; clipRoundTripMs: number; barePostRoundTripMs: number;
}

async function tabIdFor(extensionPage: Page, url: string): Promise<number> {
  return extensionPage.evaluate(async (u) => {
    const api = (globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<Array<{ id?: number }>> } } }).chrome;
    const [tab] = await api.tabs.query({ url: u });
    return tab!.id!;
  }, url);
}

export async function benchExtension(extensionDir: string, pages: Map<string, string>, options: { popupOpens: number; clipRuns: number; log?: (s: string) => void }) {
  const emulator = await startEmulator({ port: 0, rateLimit: false });
  const server = await servePages(pages);
  const userDataDir = await mkdtemp(join(tmpdir(), 'craft-bench-'));
  const { context, extensionId } = await launchWithExtension({ userDataDir, extensionDir, args: MEASURE_FLAGS });
  try {
    const extensionPage = await context.newPage();
    await extensionPage.goto(`chrome-extension://${extensionId}/options.html`);
    const link = emulator.link('space');
    const saved = await sendToBackground(extensionPage, 'saveConnection', { apiUrl: link.apiUrl, apiKey: link.apiKey, name: 'Bench' });
    if (!saved.ok) throw new Error(`saveConnection: ${saved.error}`);
    const [firstPage] = pages.keys();
    const target = await context.newPage();
    await target.goto(server.url(firstPage));
    const tabId = await tabIdFor(extensionPage, server.url(firstPage));

    const opens: number[] = [];
    for (let i = 0; i <= options.popupOpens; i++) {
      const popup = await context.newPage();
      await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}`);
      const handle = await popup.waitForFunction(() => performance.getEntriesByName('popup-interactive')[0]?.startTime, undefined, { timeout: 30_000, polling: 10 });
      if (i > 0) opens.push(Number(await handle.jsonValue())); // the first open warms the service worker
      await popup.close();
    }
    const popupResult: PopupResult = { opens: opens.length, medianMs: round(median(opens), 1), minMs: round(Math.min(...opens), 1), maxMs: round(Math.max(...opens), 1) };
    options.log?.(`  popup: median ${popupResult.medianMs} ms over ${opens.length} opens`);

    const worker = context.serviceWorkers()[0];
    const rows: ClipRow[] = [];
    for (const [name, html] of pages) {
      await target.goto(server.url(name), { waitUntil: 'load' });
      const id = await tabIdFor(extensionPage, server.url(name));
      const clip: number[] = [], bare: number[] = [], clipRt: number[] = [], bareRt: number[] = [];
      let mode = '', requests = 0;
      for (let r = 0; r <= options.clipRuns; r++) {
        emulator.log.clear();
        const t0 = Date.now();
        const result = await sendToBackground(extensionPage, 'clipTab', { tabId: id, mode: 'selection', fallback: 'article' });
        const rt = Date.now() - t0;
        if (!result.ok) {
          // Reported, not thrown: the other figures of the run still count.
          mode = `failed: ${result.error}`;
          options.log?.(`  clip ${name}: ${mode}`);
          break;
        }
        const posts = emulator.log.entries().filter((e) => e.method === 'POST' && e.path === '/blocks');
        const last = Date.parse(posts.at(-1)!.time);
        // The floor sends the clip's full markdown (all parts joined) in one request.
        const markdown = posts.map((p) => String((p.body as { markdown?: string }).markdown ?? '')).join('\n\n');
        const body = { ...(posts[0].body as object), markdown };
        emulator.log.clear();
        const t1 = Date.now();
        await worker.evaluate(async ({ url, key, payload }) => {
          const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) }, body: JSON.stringify(payload) });
          await res.text();
        }, { url: `${link.apiUrl}/blocks`, key: link.apiKey, payload: body });
        const bareRtMs = Date.now() - t1;
        const bareEnd = Date.parse(emulator.log.entries().at(-1)!.time);
        if (r === 0) continue; // warm-up
        clip.push(last - t0); bare.push(bareEnd - t1); clipRt.push(rt); bareRt.push(bareRtMs);
        requests = posts.length;
        mode = 'ok';
      }
      if (clip.length === 0) {
        rows.push({ page: name, bytes: html.length, runs: 0, mode, requests, clipMs: NaN, barePostMs: NaN, ratio: NaN, clipRoundTripMs: NaN, barePostRoundTripMs: NaN });
        continue;
      }
      const c = median(clip), b = median(bare);
      rows.push({ page: name, bytes: html.length, runs: clip.length, mode, requests, clipMs: c, barePostMs: b, ratio: round(c / Math.max(b, 1), 2), clipRoundTripMs: median(clipRt), barePostRoundTripMs: median(bareRt) });
      options.log?.(`  clip ${name}: ${c} ms (${requests} POST /blocks) vs bare POST ${b} ms`);
    }
    return { popup: popupResult, clip: rows };
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
    await server.close();
    await emulator.close();
  }
}
