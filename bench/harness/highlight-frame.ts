/**
 * Issue 27 ("Speed and permissions"): "A new mark is painted within one frame of the key press." The
 * highlight command fired in the service worker as Chrome fires it (commands.onCommand.dispatch, as
 * tests/e2e/support/worker-events.ts does) on a selection in a fresh article tab, timed to the frame
 * that paints the mark: a requestAnimationFrame loop in the page, the first callback in which
 * CSS.highlights holds one more range (the frame's style and paint come right after it). Both ends are
 * performance.timeOrigin + performance.now(), each corrected by its process's offset from Date.now()
 * (the smallest of many samples), so worker and page times compare. Measured: `first`, the first mark
 * on a page (highlights.js not yet there: the worker's first call paints the selection itself, in the
 * last colour it sent, as a pending mark that the file, injected after, takes: first-paint.ts), pressed
 * once the page is idle, as it is when a reader has selected a passage; `firstAfterLoad`, the same
 * pressed at once after the load event, while the page may still be busy with its own work (these two
 * alternate, run by run, each on half the pages);
 * `later`, a second mark on the same page (the script answers the first call); `inPage`, for the later
 * mark, from the page script's `run` being called (a wrapper put on it in the extension's isolated
 * world through CDP) to that frame: the part that is ours alone, beside one frame (16.7 ms at 60 Hz).
 */
import type { BrowserContext, CDPSession, Worker } from 'playwright-core';
import { median, round } from './stats';

export interface FrameTimes {
  runs: number;
  /** Each run's time, in run order (a page's first, later and in-page times share an index). */
  runsMs: number[];
  medianMs: number;
  maxMs: number;
}
export interface HighlightFrameBench {
  /** The first mark on a page once the page is idle (two idle callbacks), as after a reader's selection. */
  first: FrameTimes;
  /** The first mark pressed right after the page's load event, while it may still be busy. */
  firstAfterLoad: FrameTimes;
  later: FrameTimes;
  inPage: FrameTimes;
  /** Page clock minus worker clock (timeOrigin + now, against Date.now()), median over the runs, ms. */
  clockSkewMs: number;
  /** The largest such difference seen in a run, by size. */
  maxClockSkewMs: number;
  /** The page's frame interval in this browser: median gap between requestAnimationFrame callbacks, ms. */
  frameMs: number;
}

/** Sampled for this long in each process to find its offset from Date.now(). */
const SKEW_SAMPLE_MS = 30;
// As strings: tsx would wrap functions passed to evaluate in a `__name` call the page does not have.
const OFFSET = `(() => {
  let best = Infinity;
  const end = Date.now() + ${SKEW_SAMPLE_MS};
  while (Date.now() < end) best = Math.min(best, performance.timeOrigin + performance.now() - Date.now());
  return best;
})()`;
/** Resolves with the time of the first frame in which CSS.highlights holds more mark ranges than now. */
const WATCH_PAINT = `(() => {
  const ranges = () => [...CSS.highlights].reduce((n, [name, h]) => n + (name.startsWith('craft-mark-') ? h.size : 0), 0);
  const before = ranges();
  globalThis.__benchPainted = new Promise((resolve) => {
    const tick = () => (ranges() > before ? resolve(performance.timeOrigin + performance.now()) : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  });
})()`;
/** Selects the `nth` (0 or 1) 30-character passage in the middle of the page's longest paragraph. */
const select = (nth: number) => `(() => {
  const p = [...document.querySelectorAll('p')].sort((a, b) => b.textContent.length - a.textContent.length)[0];
  const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
  let node = walker.nextNode();
  while (node && node.length < 80) node = walker.nextNode();
  const at = Math.floor(node.length / 2) - 40 + ${nth} * 40;
  const range = document.createRange();
  range.setStart(node, at);
  range.setEnd(node, at + 30);
  getSelection().removeAllRanges();
  getSelection().addRange(range);
})()`;
/** Resolves at the page's second idle callback: nothing of its own left to run. */
const IDLE = 'new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve)))';
/** The gaps between 31 successive requestAnimationFrame callbacks, ms. */
const FRAME_GAPS = `new Promise((resolve) => {
  const at = [];
  const tick = (t) => (at.push(t) > 30 ? resolve(at.slice(1).map((x, i) => x - at[i])) : requestAnimationFrame(tick));
  requestAnimationFrame(tick);
})`;
const WRAP_RUN = `(() => {
  const page = globalThis.__craftMarks;
  const run = page.run;
  page.run = (request) => {
    globalThis.__benchRunAt = performance.timeOrigin + performance.now();
    return run(request);
  };
})()`;

export async function benchHighlightFrame(
  context: BrowserContext,
  worker: Worker,
  extensionId: string,
  url: (run: number) => string,
  runs: number,
): Promise<HighlightFrameBench> {
  const first: number[] = [];
  const firstAfterLoad: number[] = [];
  const later: number[] = [];
  const inPage: number[] = [];
  const skews: number[] = [];
  const gaps: number[] = [];
  const workerOffset = async () => Number(await worker.evaluate(OFFSET));
  // Run 0 warms up (the file's first compile in this browser) and is left out.
  for (let i = 0; i <= runs; i++) {
    const address = url(i);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const isolated: number[] = [];
    cdp.on('Runtime.executionContextCreated', ({ context: c }) => {
      if (c.origin === `chrome-extension://${extensionId}`) isolated.push(c.id);
    });
    await cdp.send('Runtime.enable');
    await page.goto(address, { waitUntil: 'load' });
    await page.bringToFront();
    const tab = await worker.evaluate(async (u) => {
      type Tabs = { query(q: object): Promise<Array<{ id: number; windowId: number }>> };
      const [t] = await (globalThis as unknown as { chrome: { tabs: Tabs } }).chrome.tabs.query({ url: u });
      return { id: t!.id, windowId: t!.windowId };
    }, address);
    const skew = Number(await page.evaluate(OFFSET)) - (await workerOffset());
    skews.push(skew);
    if (i === 0) gaps.push(...((await page.evaluate(FRAME_GAPS)) as number[]));

    const press = async (nth: number) => {
      await page.evaluate(select(nth));
      await page.evaluate(WATCH_PAINT);
      const pressed = await worker.evaluate((t) => {
        const at = performance.timeOrigin + performance.now();
        type Commands = { onCommand: { dispatch(...args: unknown[]): void } };
        (globalThis as unknown as { chrome: { commands: Commands } }).chrome.commands.onCommand.dispatch(
          'highlight',
          t,
        );
        return at;
      }, tab);
      const painted = Number(await page.evaluate('globalThis.__benchPainted'));
      return { pressed, painted };
    };
    // Odd runs: the page idle first, as it is once a reader has selected a passage; even runs: at once.
    const settled = i % 2 === 1;
    if (settled) await page.evaluate(IDLE);
    const one = await press(0);
    // The first mark is painted before highlights.js is there: the script comes once that frame is drawn.
    while (!(await inIsolated(cdp, isolated, 'Boolean(globalThis.__craftMarks)'))) await sleep(5);
    const wrapped = await inIsolated(cdp, isolated, WRAP_RUN);
    if (!wrapped) throw new Error('no isolated world of the extension in the page');
    const two = await press(1);
    const runAt = Number(await inIsolated(cdp, isolated, 'globalThis.__benchRunAt'));
    await cdp.detach();
    await page.close();
    if (i === 0) continue;
    (settled ? first : firstAfterLoad).push(one.painted - skew - one.pressed);
    later.push(two.painted - skew - two.pressed);
    inPage.push(two.painted - runAt);
  }
  const times = (ms: number[]): FrameTimes => ({
    runs: ms.length,
    runsMs: ms.map((t) => round(t, 1)),
    medianMs: round(median(ms), 1),
    maxMs: round(Math.max(...ms), 1),
  });
  return {
    first: times(first),
    firstAfterLoad: times(firstAfterLoad),
    later: times(later),
    inPage: times(inPage),
    clockSkewMs: round(median(skews), 2),
    maxClockSkewMs: round(Math.max(...skews.map(Math.abs)), 2),
    frameMs: round(median(gaps), 1),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Evaluates `expression` in the extension's isolated world of the page (the last one made); its value. */
async function inIsolated(cdp: CDPSession, contexts: number[], expression: string): Promise<unknown> {
  const contextId = contexts.at(-1);
  if (contextId === undefined) return undefined;
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    contextId,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(exceptionDetails.text);
  return result.type === 'undefined' ? true : result.value;
}
