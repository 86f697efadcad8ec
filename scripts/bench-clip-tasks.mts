/**
 * Every main-thread task of one clip, as the extension runs it: capture.js injected the extension's way
 * into a fresh tab (inject-extension.ts), then `run(mode)`, inside a Chromium trace (category `toplevel`,
 * trace-tasks.ts). Prints, per page and run, the tasks longer than `min` ms, longest first, with the
 * trace events inside each (script, garbage collection). Durations are wall time: measure on a quiet machine.
 * `npx tsx scripts/bench-clip-tasks.mts [mode=page] [runs=3] [min=20] [page…=synthetic-5mb.html]`
 * (pages: corpus/<name>.html or synthetic-<1|5>mb.html).
 */
import { bundlePipeline } from '../bench/harness/bundle';
import { globalOf } from '../bench/harness/cold-warm';
import { fileOf, launchBenchExtension } from '../bench/harness/inject-extension';
import { servePages } from '../bench/harness/serve';
import { TASK_EVENTS, traceMainThread } from '../bench/harness/trace-tasks';
import { corpusPages, syntheticPages } from '../bench/pages/load';

const [mode = 'page', runs = '3', min = '20', ...names] = process.argv.slice(2);
const all = new Map([...corpusPages(), ...syntheticPages([1, 5])]);
const pages = new Map((names.length ? names : ['synthetic-5mb.html']).map((n) => [n, all.get(n)!]));
const server = await servePages(pages);
const ext = await launchBenchExtension(
  new Map([['capture', await bundlePipeline('capture', globalOf('capture'))]]),
  '',
);

for (const [name] of pages) {
  for (let run = 1; run <= Number(runs); run++) {
    const { cdp, tabId, close } = await ext.freshTab(server.url(name));
    const { events } = await traceMainThread(cdp, async () => {
      await ext.inject(tabId, fileOf('capture'), '');
      await ext.inject(tabId, undefined, globalOf('capture'), mode);
    }, ['toplevel', 'v8', 'devtools.timeline']);
    await close();
    const tasks = events
      .filter((e) => TASK_EVENTS.has(e.name) && (e.dur ?? 0) > Number(min) * 1000)
      .sort((a, b) => b.dur! - a.dur!);
    console.log(`${name} ${mode}, run ${run}: ${tasks.length} tasks over ${min} ms`);
    for (const task of tasks) {
      const inside = events
        .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur!)
        .filter((e) => !TASK_EVENTS.has(e.name) && (e.dur ?? 0) > 1000)
        .slice(0, 5)
        .map((e) => `${e.name} ${(e.dur! / 1000).toFixed(1)}`);
      console.log(`  ${(task.dur! / 1000).toFixed(1)} ms: ${inside.join(' | ')}`);
    }
  }
}
await ext.close();
await server.close();
