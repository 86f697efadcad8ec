/**
 * The longest main-thread task of a renderer, from a Chromium trace (category `toplevel`: one event
 * per task run). The Long Tasks API cannot be used with the extension's injection: neither world's
 * observer (nor Long Animation Frames) reports the task that runs a `chrome.scripting.executeScript`
 * script (checked: a 120 ms loop so injected is not reported; the same loop in page script is).
 */
import type { CDPSession } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

const TASK_EVENTS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * Traces while `fn` runs and returns its result with the longest task (ms) on any renderer's main
 * thread: the bench's browser runs nothing else meanwhile (one tab; the extension's service worker
 * runs on a worker thread), so that is the page's.
 */
export async function withLongestTask<T>(cdp: CDPSession, fn: () => Promise<T>): Promise<T & { longestMs: number }> {
  const events: TraceEvent[] = [];
  const onData = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['toplevel', '__metadata'], excludedCategories: ['*'] },
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
  const longestUs = Math.max(
    0,
    ...events
      .filter((e) => TASK_EVENTS.has(e.name) && e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`))
      .map((e) => e.dur ?? 0),
  );
  return { ...result, longestMs: longestUs / 1000 };
}
