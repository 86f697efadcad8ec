/**
 * Every main-thread task of one clip, as the extension runs it: capture.js injected the extension's way
 * into a fresh tab (inject-extension.ts), then `run(mode)`, inside a Chromium trace (category `toplevel`,
 * as trace-tasks.ts). Prints, per page and run, the tasks longer than `min` ms, longest first, with the
 * trace events inside each (script, garbage collection). Durations are wall time: measure on a quiet machine.
 * `npx tsx scripts/bench-clip-tasks.mts [mode=page] [runs=3] [min=20] [page…=synthetic-5mb.html]`
 * (pages: corpus/<name>.html or synthetic-<1|5>mb.html).
 */
import type { CDPSession } from 'playwright-core';
import { bundlePipeline } from '../bench/harness/bundle';
import { globalOf } from '../bench/harness/cold-warm';
import { fileOf, launchBenchExtension } from '../bench/harness/inject-extension';
import { servePages } from '../bench/harness/serve';
import { corpusPages, syntheticPages } from '../bench/pages/load';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

const [mode = 'page', runs = '3', min = '20', ...names] = process.argv.slice(2);
const all = new Map([...corpusPages(), ...syntheticPages([1, 5])]);
const pages = new Map((names.length ? names : ['synthetic-5mb.html']).map((n) => [n, all.get(n)!]));
const server = await servePages(pages);
const ext = await launchBenchExtension(
  new Map([['capture', await bundlePipeline('capture', globalOf('capture'))]]),
  '',
);

/** The renderer main thread's complete events while `fn` runs. */
async function traced(cdp: CDPSession, fn: () => Promise<unknown>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const onData = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', onData);
  const categories = ['toplevel', '__metadata', 'v8', 'devtools.timeline'];
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: categories, excludedCategories: ['*'] },
  });
  await fn();
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', onData);
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  return events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
}

for (const [name] of pages) {
  for (let run = 1; run <= Number(runs); run++) {
    const { cdp, tabId, close } = await ext.freshTab(server.url(name));
    const events = await traced(cdp, async () => {
      await ext.inject(tabId, fileOf('capture'), '');
      await ext.inject(tabId, undefined, globalOf('capture'), mode);
    });
    await close();
    const tasks = events
      .filter((e) => /RunTask$/.test(e.name) && (e.dur ?? 0) > Number(min) * 1000)
      .sort((a, b) => b.dur! - a.dur!);
    console.log(`${name} ${mode}, run ${run}: ${tasks.length} tasks over ${min} ms`);
    for (const task of tasks) {
      const inside = events
        .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur!)
        .filter((e) => !/RunTask$/.test(e.name) && (e.dur ?? 0) > 1000)
        .slice(0, 5)
        .map((e) => `${e.name} ${(e.dur! / 1000).toFixed(1)}`);
      console.log(`  ${(task.dur! / 1000).toFixed(1)} ms: ${inside.join(' | ')}`);
    }
  }
}
await ext.close();
await server.close();
