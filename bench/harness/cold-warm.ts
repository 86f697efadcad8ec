/**
 * What the user waits for: each pipeline's CPU time on the page's main thread (CDP
 * `Performance.getMetrics` ThreadTime, which a busy machine does not inflate the way it does the
 * wall clock), cold and warm, on every page.
 * - cold: a fresh page; the pipeline's bundle is injected and called once (bundle parse and compile
 *   included). `extension` (the default): as the extension injects capture.js, a file through
 *   `chrome.scripting.executeScript` into the tab's isolated world, then `run` through a second
 *   executeScript (inject-extension.ts), a fresh tab each time; `eval` (the method before round 9):
 *   the bundle handed to `page.evaluate` inside a string literal and `eval`ed in the main world of a
 *   fresh browser context, which costs the page more for a larger bundle;
 * - warm: `rounds` more calls in that page, median.
 * `longestMs` is the longest main-thread task from injection to result: `eval`, the Long Tasks API
 * (tasks under 50 ms are not reported: 0); `extension`, a trace (trace-tasks.ts: the Long Tasks API
 * does not see executeScript's tasks), every task.
 * `stable` says the warm outputs equal the cold one byte for byte.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { fileOf, launchBenchExtension } from './inject-extension';
import { median, round } from './stats';
import { withLongestTask } from './trace-tasks';
import type { PageServer } from './serve';

export interface Pipeline {
  name: string;
  /** The file under bench/browser/cold/ and the global its bundle assigns. */
  bundle: string;
  arg?: string;
}

export interface ColdWarmRow {
  page: string;
  bytes: number;
  pipeline: string;
  coldCpuMs: number;
  coldWallMs: number;
  warmCpuMs: number;
  warmWallMs: number;
  longestMs: number;
  chars: number;
  stable: boolean;
}

interface Step {
  wallMs: number;
  longestMs: number;
  out: string;
}

export const OBSERVE_LONG_TASKS = `globalThis.__longTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) globalThis.__longTasks.push([e.startTime, e.duration]); })
  .observe({ type: 'longtask', buffered: true });`;

/**
 * In the page: evaluate `code` (if any) in one task, call the pipeline in the next, report. A string,
 * so tsx's helpers (`__name`) never end up in code that runs in the page.
 */
const STEP = `async ({ global, code, arg }) => {
  const task = (fn) => new Promise((resolve, reject) => setTimeout(() => {
    try { Promise.resolve(fn()).then(resolve, reject); } catch (error) { reject(error); }
  }, 0));
  const start = performance.now();
  if (code) await task(() => { (0, eval)(code); });
  const out = await task(() => globalThis[global].run(arg));
  const wallMs = performance.now() - start;
  // Long-task entries arrive after their task ends: give the observer two turns.
  await task(() => undefined);
  await task(() => undefined);
  const longestMs = Math.max(0, ...globalThis.__longTasks.filter(([t]) => t >= start).map(([, d]) => d));
  return { wallMs, longestMs, out };
}`;

export const step = (page: Page, global: string, code: string, arg?: string): Promise<Step> =>
  page.evaluate(`(${STEP})(${JSON.stringify({ global, code, arg })})`);

/** CPU time of the page's main thread so far, ms (CDP ThreadTime). */
export async function threadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN) * 1000;
}

async function timed(cdp: CDPSession, run: () => Promise<Step>): Promise<Step & { cpuMs: number }> {
  const before = await threadMs(cdp);
  const result = await run();
  return { ...result, cpuMs: (await threadMs(cdp)) - before };
}

/** Loopback only: a saved page's remote images, fonts and scripts are refused, not fetched. */
export async function freshPage(
  browser: Browser,
  url: string,
): Promise<{ page: Page; cdp: CDPSession; close(): Promise<void> }> {
  const context = await browser.newContext();
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
  await context.addInitScript(OBSERVE_LONG_TASKS);
  const page = await context.newPage();
  page.setDefaultTimeout(600_000);
  await page.goto(url, { waitUntil: 'load', timeout: 600_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, cdp, close: () => context.close() };
}

export type InjectMethod = 'extension' | 'eval';

/** One page under one pipeline: `call(true)` injects and calls (cold), `call(false)` calls again. */
interface Session {
  call(cold: boolean): Promise<Step & { cpuMs: number }>;
  close(): Promise<void>;
}
interface Injector {
  open(url: string, global: string, p: Pipeline): Promise<Session>;
  close(): Promise<void>;
}

export const globalOf = (bundle: string) => `__pipe_${bundle.replace(/\W/g, '_')}`;

function evalInjector(browser: Browser, bundles: ReadonlyMap<string, string>): Injector {
  return {
    async open(url, global, p) {
      const { page, cdp, close } = await freshPage(browser, url);
      return { call: (cold) => timed(cdp, () => step(page, global, cold ? bundles.get(p.bundle)! : '', p.arg)), close };
    },
    close: async () => undefined,
  };
}

async function extensionInjector(bundles: ReadonlyMap<string, string>): Promise<Injector> {
  const ext = await launchBenchExtension(bundles, '');
  return {
    async open(url, global, p) {
      const { cdp, tabId, close } = await ext.freshTab(url);
      return {
        // The trace runs around the CPU reading, so both pay for it alike (one event per task).
        call: (cold) =>
          withLongestTask(cdp, () =>
            timed(cdp, () =>
              ext
                .inject(tabId, cold ? fileOf(p.bundle) : undefined, global, p.arg)
                .then((r) => ({ ...r, longestMs: 0 })),
            ),
          ),
        close,
      };
    },
    close: () => ext.close(),
  };
}

export async function benchColdWarm(
  browser: Browser | undefined,
  server: PageServer,
  pages: ReadonlyMap<string, string>,
  pipelines: readonly Pipeline[],
  bundles: ReadonlyMap<string, string>,
  options: { rounds: number; inject: InjectMethod; log?: (line: string) => void },
): Promise<ColdWarmRow[]> {
  const { rounds, log } = options;
  const injector = options.inject === 'eval' ? evalInjector(browser!, bundles) : await extensionInjector(bundles);
  const rows: ColdWarmRow[] = [];
  try {
    for (const [name, html] of pages) {
      const line: string[] = [];
      for (const p of pipelines) {
        const session = await injector.open(server.url(name), globalOf(p.bundle), p);
        const cold = await session.call(true);
        const warm = [];
        for (let r = 0; r < rounds; r++) warm.push(await session.call(false));
        await session.close();
        rows.push({
          page: name,
          bytes: html.length,
          pipeline: p.name,
          coldCpuMs: round(cold.cpuMs, 2),
          coldWallMs: round(cold.wallMs, 2),
          warmCpuMs: round(median(warm.map((w) => w.cpuMs)), 2),
          warmWallMs: round(median(warm.map((w) => w.wallMs)), 2),
          longestMs: round(Math.max(cold.longestMs, ...warm.map((w) => w.longestMs)), 1),
          chars: cold.out.length,
          stable: warm.every((w) => w.out === cold.out),
        });
        line.push(`${p.name} ${round(cold.cpuMs, 1)}/${rows.at(-1)!.warmCpuMs}`);
      }
      log?.(`  ${name}: ${line.join(', ')} (cold/warm CPU ms)`);
    }
  } finally {
    await injector.close();
  }
  return rows;
}
