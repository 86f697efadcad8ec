/**
 * What the user waits for: each pipeline's CPU time on the page's main thread (CDP
 * `Performance.getMetrics` ThreadTime, which a busy machine does not inflate the way it does the
 * wall clock), cold and warm, on every page.
 * - cold: a fresh browser context and page; the pipeline's bundle is evaluated and called once,
 *   exactly as capture.js is injected and run (bundle parse and compile included);
 * - warm: `rounds` more calls in that page, median.
 * Each step runs in its own page task (setTimeout), so the Long Tasks API sees it: `longestMs` is
 * the longest main-thread task from injection to result (tasks under 50 ms are not reported: 0).
 * `stable` says the warm outputs equal the cold one byte for byte.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { median, round } from './stats';
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

const OBSERVE_LONG_TASKS = `globalThis.__longTasks = [];
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

async function threadMs(cdp: CDPSession): Promise<number> {
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

export async function benchColdWarm(
  browser: Browser,
  server: PageServer,
  pages: ReadonlyMap<string, string>,
  pipelines: readonly Pipeline[],
  bundles: ReadonlyMap<string, string>,
  rounds: number,
  log?: (line: string) => void,
): Promise<ColdWarmRow[]> {
  const rows: ColdWarmRow[] = [];
  for (const [name, html] of pages) {
    const line: string[] = [];
    for (const p of pipelines) {
      const { page, cdp, close } = await freshPage(browser, server.url(name));
      const global = `__pipe_${p.bundle.replace(/\W/g, '_')}`;
      const cold = await timed(cdp, () => step(page, global, bundles.get(p.bundle)!, p.arg));
      const warm = [];
      for (let r = 0; r < rounds; r++) warm.push(await timed(cdp, () => step(page, global, '', p.arg)));
      await close();
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
  return rows;
}
