/**
 * Popup and clip latency with the real extension (e2e build: loopback host access) in headless
 * Chromium, against the emulator. Both pages under test are served on 127.0.0.1.
 * - popup: from navigation start of chrome-extension://<id>/popup.html?tab=<id> to the popup's own
 *   `performance.mark('popup-interactive')` (Send enabled and a press sends the right clip: connection
 *   and destination known; a press before the preview is filled waits for it). The preview's filling
 *   (`popup-preview-ready`) is a phase; each open waits for it, so a capture never overlaps the next open.
 * - clip: from sending `clipTab` (what the quick-clip command calls: selection, else article) to the
 *   emulator's log entry of the clip's last POST /blocks; floor = the service worker POSTing the same
 *   requests (the same parts) one after another with fetch, timed the same way, and never less than
 *   Craft's rate limit allows for that many requests. Reported apart: time before the first POST
 *   (capture, convert, compose, outbox write) and delivery (first to last POST) against the floor's.
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
import { POLICY } from '../../lib/outbox';

const DOUBLE_PRESS_GAP_MS = POLICY.doublePressMs + 100;

export interface PopupResult {
  opens: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** Medians from navigation start: DOM interactive, storage read, first contentful paint, capture start/end, preview filled. */
  phasesMs?: Record<string, number>;
}
export interface ClipRow {
  /** mode: `ok`, or `failed: <error>` when a clip of this page did not complete. */
  page: string;
  bytes: number;
  runs: number;
  mode: string;
  requests: number;
  /** clip: clipTab sent → emulator's arrival of the last POST; barePostMs: the floor (see below); ratio = clip / floor. */
  clipMs: number;
  barePostMs: number;
  ratio: number;
  clipRoundTripMs: number;
  barePostRoundTripMs: number;
  /** In the page and the worker before anything is sent: capture, convert, compose, outbox write. */
  beforeFirstPostMs?: number;
  /** First to last POST arrival, clip vs the same requests bare (at least the rate-limit minimum). */
  deliveryMs?: number;
  floorDeliveryMs?: number;
  deliveryRatio?: number;
  /** The clip's requests sent bare one after another; one POST of all the markdown; Craft's rate-limit minimum. */
  bareSequenceMs?: number;
  singlePostMs?: number;
  rateLimitMinMs?: number;
  /** The longest wait between two of the clip's POSTs (the pacer's waits show here). */
  longestGapMs?: number;
}

/** Popup phases: result key and performance entry name (scriptStart is the navigation's domInteractive). */
const PHASES: Array<[string, string]> = [
  ['scriptStart', ''],
  ['storageRead', 'popup-storage-read'],
  ['firstPaint', 'first-contentful-paint'],
  ['captureStart', 'popup-capture-start'],
  ['captureEnd', 'popup-capture-end'],
  ['previewReady', 'popup-preview-ready'],
];

/** Requests the pacer lets through at once (48 of Craft's 50 per 10 s, lib/craft/pacer.ts). */
const BURST = 48;

/** The least time n requests take inside Craft's 50 requests / 10 s per IP: one window per extra burst. */
export function rateLimitMinimumMs(n: number): number {
  return Math.max(0, Math.ceil(n / 50) - 1) * 10_000;
}

async function tabIdFor(extensionPage: Page, url: string): Promise<number> {
  return extensionPage.evaluate(async (u) => {
    const api = (globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<Array<{ id?: number }>> } } })
      .chrome;
    const [tab] = await api.tabs.query({ url: u });
    return tab!.id!;
  }, url);
}

export async function benchExtension(
  extensionDir: string,
  pages: Map<string, string>,
  options: { popupOpens: number; clipRuns: number; log?: (s: string) => void },
) {
  const emulator = await startEmulator({ port: 0, rateLimit: false });
  const server = await servePages(pages);
  const userDataDir = await mkdtemp(join(tmpdir(), 'craft-bench-'));
  const { context, extensionId } = await launchWithExtension({ userDataDir, extensionDir, args: MEASURE_FLAGS });
  try {
    const extensionPage = await context.newPage();
    await extensionPage.goto(`chrome-extension://${extensionId}/options.html`);
    const link = emulator.link('space');
    const saved = await sendToBackground(extensionPage, 'saveConnection', {
      apiUrl: link.apiUrl,
      apiKey: link.apiKey,
      name: 'Bench',
    });
    if (!saved.ok) throw new Error(`saveConnection: ${saved.error}`);
    const [firstPage] = pages.keys();
    const target = await context.newPage();
    await target.goto(server.url(firstPage));
    const tabId = await tabIdFor(extensionPage, server.url(firstPage));

    const opens: number[] = [];
    const phases: Array<Record<string, number>> = [];
    for (let i = 0; i <= options.popupOpens; i++) {
      const popup = await context.newPage();
      await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}`);
      const handle = await popup.waitForFunction(
        () => performance.getEntriesByName('popup-interactive')[0]?.startTime,
        undefined,
        { timeout: 30_000, polling: 10 },
      );
      await popup.waitForFunction(() => performance.getEntriesByName('popup-preview-ready').length > 0, undefined, {
        timeout: 30_000,
        polling: 10,
      });
      if (i > 0) {
        // the first open warms the service worker
        opens.push(Number(await handle.jsonValue()));
        // No named helpers inside: tsx would wrap them in a `__name` call the page does not have.
        phases.push(
          await popup.evaluate(
            (names) =>
              Object.fromEntries(
                names.map(([key, entry]) => [
                  key,
                  (key === 'scriptStart'
                    ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)?.domInteractive
                    : performance.getEntriesByName(entry)[0]?.startTime) ?? NaN,
                ]),
              ),
            PHASES,
          ),
        );
      }
      await popup.close();
    }
    const phaseMedian = (k: string) => round(median(phases.map((p) => p[k]).filter((v) => Number.isFinite(v))), 1);
    const popupResult: PopupResult = {
      opens: opens.length,
      medianMs: round(median(opens), 1),
      minMs: round(Math.min(...opens), 1),
      maxMs: round(Math.max(...opens), 1),
      phasesMs: Object.fromEntries(PHASES.map(([k]) => [k, phaseMedian(k)])),
    };
    options.log?.(
      `  popup: median ${popupResult.medianMs} ms over ${opens.length} opens; phases ${JSON.stringify(popupResult.phasesMs)}`,
    );

    const worker = context.serviceWorkers()[0];
    const rows: ClipRow[] = [];
    const postTimes = () => emulator.log.entries().filter((e) => e.method === 'POST' && e.path === '/blocks');
    for (const [name, html] of pages) {
      await target.goto(server.url(name), { waitUntil: 'load' });
      const id = await tabIdFor(extensionPage, server.url(name));
      const runs: Omit<ClipRow, 'page' | 'bytes' | 'runs' | 'mode' | 'requests'>[] = [];
      let mode = '',
        requests = 0,
        wanted = options.clipRuns;
      for (let r = 0; r <= wanted; r++) {
        // The same clip sent again within POLICY.doublePressMs is one press (issue 17 #4): it would join the last run.
        await new Promise((resolve) => setTimeout(resolve, DOUBLE_PRESS_GAP_MS));
        emulator.log.clear();
        const t0 = Date.now();
        const result = await sendToBackground(extensionPage, 'clipTab', {
          tabId: id,
          mode: 'selection',
          fallback: 'article',
        });
        const rt = Date.now() - t0;
        if (!result.ok) {
          // Reported, not thrown: the other figures of the run still count.
          mode = `failed: ${result.error}`;
          options.log?.(`  clip ${name}: ${mode}`);
          break;
        }
        const posts = postTimes();
        const first = Date.parse(posts[0].time),
          last = Date.parse(posts.at(-1)!.time);
        const arrivals = posts.map((p) => Date.parse(p.time));
        const longestGap = Math.max(0, ...arrivals.slice(1).map((t, i) => t - arrivals[i]));
        // Floor: the same requests (the same ≤ 30 KB parts, craft-api-facts §3.4), sent one after another
        // with fetch from the service worker, timed the same way; then one POST of all of it, for context.
        const bodies = posts.map((p) => p.body);
        emulator.log.clear();
        const t1 = Date.now();
        await worker.evaluate(
          async ({ url, key, payloads }) => {
            for (const payload of payloads) {
              const res = await fetch(url, {
                method: 'POST',
                headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
                body: JSON.stringify(payload),
              });
              await res.text();
            }
          },
          { url: `${link.apiUrl}/blocks`, key: link.apiKey, payloads: bodies },
        );
        const bare = postTimes();
        const bareFirst = Date.parse(bare[0].time),
          bareLast = Date.parse(bare.at(-1)!.time);
        const markdown = bodies.map((b) => String((b as { markdown?: string }).markdown ?? '')).join('\n\n');
        emulator.log.clear();
        const t2 = Date.now();
        await worker.evaluate(
          async ({ url, key, payload }) => {
            const res = await fetch(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
              body: JSON.stringify(payload),
            });
            await res.text();
          },
          { url: `${link.apiUrl}/blocks`, key: link.apiKey, payload: { ...(bodies[0] as object), markdown } },
        );
        const single = Date.parse(emulator.log.entries().at(-1)!.time) - t2;
        requests = posts.length;
        const rateMin = rateLimitMinimumMs(requests);
        if (requests > BURST) {
          // A long clip spends most of the pacer's 96 / 60 s budget: the next one waits for the window
          // (as a user's would). Each measured clip starts with the budget a first clip has; fewer runs.
          wanted = Math.min(wanted, 2);
          if (r < wanted) await new Promise((done) => setTimeout(done, 61_000));
        }
        if (r === 0 && requests <= BURST) continue; // warm-up (a long clip's first run counts: the wait above is the cost)
        const floor = Math.max(bareLast - t1, rateMin);
        runs.push({
          clipMs: last - t0,
          barePostMs: floor,
          ratio: (last - t0) / Math.max(floor, 1),
          clipRoundTripMs: rt,
          barePostRoundTripMs: bareLast - t1,
          beforeFirstPostMs: first - t0,
          deliveryMs: last - first,
          floorDeliveryMs: Math.max(bareLast - bareFirst, rateMin),
          bareSequenceMs: bareLast - t1,
          singlePostMs: single,
          rateLimitMinMs: rateMin,
          longestGapMs: longestGap,
        });
        options.log?.(`    run ${r}: ${last - t0} ms, longest gap between POSTs ${longestGap} ms`);
        mode = 'ok';
      }
      if (runs.length === 0) {
        rows.push({
          page: name,
          bytes: html.length,
          runs: 0,
          mode,
          requests,
          clipMs: NaN,
          barePostMs: NaN,
          ratio: NaN,
          clipRoundTripMs: NaN,
          barePostRoundTripMs: NaN,
        });
        continue;
      }
      const m = (k: keyof (typeof runs)[number]) => median(runs.map((x) => x[k] as number));
      const row: ClipRow = {
        page: name,
        bytes: html.length,
        runs: runs.length,
        mode,
        requests,
        clipMs: m('clipMs'),
        barePostMs: m('barePostMs'),
        ratio: round(m('ratio'), 2),
        clipRoundTripMs: m('clipRoundTripMs'),
        barePostRoundTripMs: m('barePostRoundTripMs'),
        beforeFirstPostMs: m('beforeFirstPostMs'),
        deliveryMs: m('deliveryMs'),
        floorDeliveryMs: m('floorDeliveryMs'),
        deliveryRatio: round((m('deliveryMs') + 1) / (m('floorDeliveryMs') + 1), 2),
        bareSequenceMs: m('bareSequenceMs'),
        singlePostMs: m('singlePostMs'),
        longestGapMs: m('longestGapMs'),
        rateLimitMinMs: rateLimitMinimumMs(requests),
      };
      rows.push(row);
      options.log?.(
        `  clip ${name}: ${row.clipMs} ms (${requests} POST /blocks; ${row.beforeFirstPostMs} ms before the first, delivery ${row.deliveryMs} ms) vs floor ${row.barePostMs} ms (same requests bare ${row.bareSequenceMs} ms, delivery ${row.floorDeliveryMs} ms; one POST of all ${row.singlePostMs} ms)`,
      );
    }
    return { popup: popupResult, clip: rows };
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
    await server.close();
    await emulator.close();
  }
}
