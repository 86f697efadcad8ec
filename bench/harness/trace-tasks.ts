/**
 * The longest main-thread task of a renderer, from a
 * Chromium trace (category `toplevel`: one event per task run). The Long Tasks API cannot be used with the extension's injection: neither world's
 * observer (nor Long Animation Frames) reports the task that runs a `chrome.scripting.executeScript`
 * script (checked: a 120 ms loop so injected is not reported; the same loop in page script is).
 */
import type { CDPSession } from 'playwright-core';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** One per task run on a thread. */
export const TASK_EVENTS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * Traces `categories` while `fn` runs: its result, and the complete events (`ph: 'X'`) of every
 * renderer's main thread. The bench's browser runs nothing else meanwhile (one tab; the extension's
 * service worker runs on a worker thread), so those are the page's.
 */
export async function traceMainThread<T>(
  cdp: CDPSession,
  fn: () => Promise<T>,
  categories: string[] = ['toplevel'],
): Promise<{ result: T; events: TraceEvent[] }> {
  const events: TraceEvent[] = [];
  const onData = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: [...categories, '__metadata'], excludedCategories: ['*'] },
  });
  let result: T;
  try {
    result = await fn();
  } finally {
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', onData);
  }
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  return { result, events: events.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`)) };
}

/** Traces while `fn` runs and returns its result with the longest main-thread task (ms). */
export async function withLongestTask<T>(cdp: CDPSession, fn: () => Promise<T>): Promise<T & { longestMs: number }> {
  const { result, events } = await traceMainThread(cdp, fn);
  const longestUs = Math.max(0, ...events.filter((e) => TASK_EVENTS.has(e.name)).map((e) => e.dur ?? 0));
  return { ...result, longestMs: longestUs / 1000 };
}
