/**
 * Does Chromium keep anything of an extension script it compiled in one tab for the next tab? Per
 * browser launch, the same bundle is injected the extension's way (inject-extension.ts) into several
 * fresh tabs one after another, and the main thread's CPU (CDP ThreadTime) is read for the file's
 * injection alone (`inject`), the first call (`run1`), the second (`run2`), a third inside the bench's
 * trace (`run3`: against run2 and run4, what tracing adds) and a fourth. Tab 1 of each launch is the
 * first injection in that browser; if later tabs are cheaper, something was cached across tabs.
 * Also checks whether the main world's Long Tasks observer sees a task of the isolated world (it does
 * not), and that the trace (trace-tasks.ts) does.
 * `npx tsx scripts/bench-inject-cache.mts [bundle=capture] [launches=3] [tabs=4] [page=corpus/001.html]`
 */
import type { CDPSession } from 'playwright-core';
import { bundlePipeline } from '../bench/harness/bundle';
import { globalOf, OBSERVE_LONG_TASKS } from '../bench/harness/cold-warm';
import { fileOf, launchBenchExtension } from '../bench/harness/inject-extension';
import { withLongestTask } from '../bench/harness/trace-tasks';
import { servePages } from '../bench/harness/serve';
import { formatTable, median, round } from '../bench/harness/stats';
import { corpusPages } from '../bench/pages/load';

const [name = 'capture', launches = '3', tabs = '4', pageName = 'corpus/001.html'] = process.argv.slice(2);
const arg = name === 'capture' ? 'page' : undefined;
const server = await servePages(new Map([[pageName, corpusPages().get(pageName)!]]));
// A task of 120 ms in the isolated world, for the Long Tasks check.
const BUSY =
  'var __busy = { run: () => { const end = performance.now() + 120; while (performance.now() < end); return "busy"; } };';
const bundles = new Map([
  [name, await bundlePipeline(name, globalOf(name))],
  ['busy', BUSY],
]);
const cpu = async (cdp: CDPSession) =>
  ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN) * 1000;
const rows: Array<Array<string | number>> = [
  ['launch', 'tab', 'inject ms', 'run1 ms', 'run2 ms', 'run3 ms (traced)', 'run4 ms'],
];
const byTab = new Map<number, number[]>();
let seen = '';
let traced = 0;
for (let l = 1; l <= Number(launches); l++) {
  const ext = await launchBenchExtension(bundles, OBSERVE_LONG_TASKS);
  for (let t = 1; t <= Number(tabs); t++) {
    const { cdp, tabId, close, page } = await ext.freshTab(server.url(pageName));
    const spans: number[] = [];
    for (const [file, global] of [
      [fileOf(name), ''],
      [undefined, globalOf(name)],
      [undefined, globalOf(name)],
    ] as const) {
      const before = await cpu(cdp);
      await ext.inject(tabId, file, global, arg);
      spans.push((await cpu(cdp)) - before);
    }
    // A warm call again, inside the bench's trace (trace-tasks.ts): what the trace adds to a call.
    for (const traced of [true, false]) {
      const before = await cpu(cdp);
      const call = () => ext.inject(tabId, undefined, globalOf(name), arg);
      await (traced ? withLongestTask(cdp, call) : call());
      spans.push((await cpu(cdp)) - before);
    }
    rows.push([l, t, ...spans.map((s) => round(s, 2))]);
    byTab.set(t, [...(byTab.get(t) ?? []), spans[0]]);
    if (l === 1 && t === 1) {
      const start = (await page.evaluate('performance.now()')) as number;
      traced = (await withLongestTask(cdp, () => ext.inject(tabId, fileOf('busy'), '__busy'))).longestMs;
      await page.evaluate('new Promise((r) => setTimeout(() => setTimeout(r, 0), 0))');
      const tasks = (await page.evaluate('globalThis.__longTasks')) as Array<[number, number]>;
      seen = tasks
        .filter(([s]) => s >= start)
        .map(([, d]) => round(d, 1))
        .join(', ');
    }
    await close();
  }
  await ext.close();
}
await server.close();
console.log(formatTable(rows));
console.log(`median inject ms by tab: ${[...byTab].map(([t, xs]) => `tab ${t} ${round(median(xs), 2)}`).join(', ')}`);
console.log(
  `a 120 ms task in the isolated world: Long Tasks (main world) saw [${seen}]; the trace's longest task ${round(traced, 1)} ms`,
);
