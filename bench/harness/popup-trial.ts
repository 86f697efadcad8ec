/**
 * What a user waits for in the popup (issue 30 §1), on corpus pages served from 127.0.0.1, with the real
 * extension (e2e build) against the emulator. For each page: the page opened in a tab, then
 * - click → preview painted: navigation start of chrome-extension://<id>/popup.html?tab=<id> (what a
 *   toolbar click opens) → the first frame painted after the preview holds the clip (`.preview
 *   [data-filled]`, as `popup-preview-ready` marks; painted = a requestAnimationFrame callback, then the
 *   task after that frame);
 * - Send → Clipped: performance.now() as the page's Send button is clicked → "Clipped to Craft." in the
 *   DOM (MutationObserver), and → the frame after it painted;
 * - floor, interleaved (just before each popup, in a fresh tab of the same browser): a blank page of the
 *   extension's own origin (added to the bench's copy of the build), navigation start → first frame
 *   painted. A busy machine slows both; preview − floor is taken per page, in pairs.
 * One warm-up page first (it starts the service worker), not counted. Before each page the trial waits until
 * the pacer's windows (Craft's rate limit) have room: a user does not clip 30 pages a minute.
 */
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../../emulator/index';
import { launchWithExtension } from '../../tests/e2e/support/launch-extension';
import { sendToBackground } from '../../tests/e2e/support/send-to-background';
import { MEASURE_FLAGS } from './chromium';
import { servePages } from './serve';
import { median, percentile, round } from './stats';

const BLANK = 'bench-blank.html';

/**
 * Installed in every page before its own scripts (a string: tsx would wrap named functions in a `__name`
 * call the page does not have). Marks `bench-painted` on the blank page's first frame and
 * `bench-preview-painted` on the popup's first frame with the preview filled.
 */
const PAINT_MARKS = `(() => {
  if (location.protocol !== 'chrome-extension:') return;
  const painted = (name) => requestAnimationFrame(() => setTimeout(() => performance.mark(name)));
  if (location.pathname === '/${BLANK}') return painted('bench-painted');
  if (location.pathname !== '/popup.html') return;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.preview [data-filled]')) return;
    observer.disconnect();
    painted('bench-preview-painted');
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

export interface Spread {
  medianMs: number;
  p90Ms: number;
}
export interface PopupTrialResult {
  pages: number;
  /** Pages whose clip did not end in "Clipped to Craft." (reported, not counted). */
  failed: string[];
  previewPainted: Spread;
  /** The DOM filled (`popup-preview-ready`), for context. */
  previewReady: Spread;
  floor: Spread;
  /** Per page: preview painted − the blank page's paint just before it. */
  previewMinusFloor: Spread;
  sendToClipped: Spread;
  sendToClippedPainted: Spread;
  /** Per page: requests the emulator received from the popup's opening to "Clipped" (POST /blocks among them). */
  rows: Array<{ page: string; previewMs: number; floorMs: number; sendMs: number; requests: number; posts: number }>;
  /** os.loadavg() (1, 5, 15 min) before and after. */
  loadBefore: number[];
  loadAfter: number[];
}

/** Craft's limits as the pacer keeps them (lib/craft/pacer.ts), less room for the next page's requests. */
const WINDOWS = [
  { limit: 48 - 24, windowMs: 10_000 },
  { limit: 96 - 24, windowMs: 60_000 },
];

const spread = (xs: number[]): Spread => ({ medianMs: round(median(xs), 1), p90Ms: round(percentile(xs, 90), 1) });

export async function popupTrial(
  extensionDir: string,
  pages: Map<string, string>,
  warmUp: [string, string],
  log: (s: string) => void,
): Promise<PopupTrialResult> {
  writeFileSync(join(extensionDir, BLANK), '<!doctype html><title>blank</title>\n');
  const loadBefore = loadavg().map((x) => round(x, 2));
  const emulator = await startEmulator({ port: 0, rateLimit: false });
  const server = await servePages(new Map([warmUp, ...pages]));
  const userDataDir = await mkdtemp(join(tmpdir(), 'craft-bench-trial-'));
  // Loopback only: a saved page's remote images and scripts fail at once instead of holding its load event.
  // Not context.route: it would intercept every request, the popup's own files too, and add to the figures.
  const args = [...MEASURE_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];
  const { context, extensionId } = await launchWithExtension({ userDataDir, extensionDir, args });
  await context.addInitScript(PAINT_MARKS);
  const origin = `chrome-extension://${extensionId}`;
  const preview: number[] = [],
    ready: number[] = [],
    floor: number[] = [],
    minus: number[] = [],
    send: number[] = [],
    sendPainted: number[] = [],
    failed: string[] = [];
  const rows: PopupTrialResult['rows'] = [];
  // Arrival times of every request the emulator logged. A user does not clip 30 pages a minute: before each
  // page the trial waits until the pacer's windows have room, so its waits (right for Craft) stay out of the figures.
  const arrivals: number[] = [];
  const roomForNextPage = async () => {
    const busy = () =>
      WINDOWS.some(({ limit, windowMs }) => arrivals.filter((t) => t > Date.now() - windowMs).length > limit);
    while (busy()) await new Promise((resolve) => setTimeout(resolve, 250));
  };
  try {
    const extensionPage = await context.newPage();
    await extensionPage.goto(`${origin}/options.html`);
    const link = emulator.link('space');
    const saved = await sendToBackground(extensionPage, 'saveConnection', {
      apiUrl: link.apiUrl,
      apiKey: link.apiKey,
      name: 'Bench',
    });
    if (!saved.ok) throw new Error(`saveConnection: ${saved.error}`);
    const mark = (page: import('@playwright/test').Page, name: string) =>
      page
        .waitForFunction((n) => performance.getEntriesByName(n)[0]?.startTime, name, { timeout: 60_000, polling: 10 })
        .then(async (h) => Number(await h.jsonValue()));

    for (const [i, name] of [warmUp[0], ...pages.keys()].entries()) {
      const target = await context.newPage();
      await target.goto(server.url(name), { waitUntil: 'load', timeout: 600_000 });
      const tabId = await extensionPage.evaluate(async (u) => {
        const api = (
          globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<Array<{ id?: number }>> } } }
        ).chrome;
        const [tab] = await api.tabs.query({ url: u });
        return tab!.id!;
      }, server.url(name));

      await roomForNextPage();
      emulator.log.clear();
      const blank = await context.newPage();
      await blank.goto(`${origin}/${BLANK}`);
      const floorMs = await mark(blank, 'bench-painted');
      await blank.close();

      const popup = await context.newPage();
      await popup.goto(`${origin}/popup.html?tab=${tabId}`);
      const previewMs = await mark(popup, 'bench-preview-painted');
      const readyMs = await mark(popup, 'popup-preview-ready');
      await mark(popup, 'popup-interactive');
      // The press and the wait happen in the page: no round trip to this process inside the figure.
      const sent = await popup.evaluate(
        () =>
          new Promise<{ shownMs: number; paintedMs: number } | string>((resolve) => {
            const button = document.querySelector<HTMLButtonElement>('.send-bar .send');
            if (!button) return resolve('no Send button');
            const t0 = performance.now();
            const observer = new MutationObserver(() => {
              const alert = document.querySelector('[role="alert"]');
              if (alert?.textContent) {
                observer.disconnect();
                return resolve(`alert: ${alert.textContent}`);
              }
              const status = document.querySelector('.sent');
              if (!status?.textContent?.includes('Clipped to Craft')) return;
              observer.disconnect();
              const shownMs = performance.now() - t0;
              requestAnimationFrame(() => setTimeout(() => resolve({ shownMs, paintedMs: performance.now() - t0 })));
            });
            observer.observe(document, { subtree: true, childList: true, characterData: true });
            button.click();
          }),
      );
      const entries = emulator.log.entries();
      arrivals.push(...entries.map((e) => Date.parse(e.time)));
      const posts = entries.filter((e) => e.method === 'POST' && e.path === '/blocks').length;
      await popup.close();
      await target.close();
      if (typeof sent === 'string' || posts === 0) {
        failed.push(`${name}: ${typeof sent === 'string' ? sent : 'no POST /blocks reached the emulator'}`);
        log(`    ${name}: failed (${failed.at(-1)})`);
        continue;
      }
      if (i === 0) continue; // warm-up
      preview.push(previewMs);
      ready.push(readyMs);
      floor.push(floorMs);
      minus.push(previewMs - floorMs);
      send.push(sent.shownMs);
      sendPainted.push(sent.paintedMs);
      rows.push({
        page: name,
        previewMs: round(previewMs, 1),
        floorMs: round(floorMs, 1),
        sendMs: round(sent.paintedMs, 1),
        requests: entries.length,
        posts,
      });
      log(
        `    ${name}: preview ${round(previewMs, 1)} ms (floor ${round(floorMs, 1)}), Send → Clipped ${round(sent.paintedMs, 1)} ms (${entries.length} requests, ${posts} POST /blocks)`,
      );
    }
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
    await server.close();
    await emulator.close();
  }
  return {
    pages: preview.length,
    failed,
    previewPainted: spread(preview),
    previewReady: spread(ready),
    floor: spread(floor),
    previewMinusFloor: spread(minus),
    sendToClipped: spread(send),
    sendToClippedPainted: spread(sendPainted),
    rows,
    loadBefore,
    loadAfter: loadavg().map((x) => round(x, 2)),
  };
}
