/**
 * CPU profile of one pipeline's cold call (bundle evaluated and called once in a fresh page, as in
 * `npm run bench -- --only=capture`), unminified so names show:
 * `npx tsx scripts/bench-profile-cold.mts <bundle> [arg] [corpus page | synthetic MB]` prints the top
 * self-time functions and the top functions by total time.
 */
import { bundlePipeline } from '../bench/harness/bundle';
import { launchChromium } from '../bench/harness/chromium';
import { freshPage, step } from '../bench/harness/cold-warm';
import { servePages } from '../bench/harness/serve';
import { corpusPages, syntheticPages } from '../bench/pages/load';

const [bundleName = 'capture', arg = 'article', which = '001'] = process.argv.slice(2);
const global = `__pipe_${bundleName.replace(/\W/g, '_')}`;
const code = await bundlePipeline(bundleName, global, false);
const pages =
  /^\d+$/.test(which) && Number(which) < 50 && !corpusPages().has(`corpus/${which}.html`)
    ? syntheticPages([Number(which)])
    : new Map([[`corpus/${which}.html`, corpusPages().get(`corpus/${which}.html`)!]]);
const server = await servePages(pages);
const browser = await launchChromium();
const { page, cdp, close } = await freshPage(browser, server.url([...pages.keys()][0]));
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
const result = await step(page, global, code, arg);
const { profile } = await cdp.send('Profiler.stop');
console.log(`wall ${result.wallMs.toFixed(1)} ms, longest task ${result.longestMs} ms, ${result.out.length} chars`);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map<string, number>();
const total = new Map<string, number>();
const key = (id: number) => {
  const f = byId.get(id)!.callFrame;
  return `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
};
const dt = profile.timeDeltas ?? [];
(profile.samples ?? []).forEach((id, i) => {
  const ms = (dt[i] ?? 0) / 1000;
  self.set(key(id), (self.get(key(id)) ?? 0) + ms);
  const seen = new Set<string>();
  for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
    const k = key(n);
    if (!seen.has(k)) total.set(k, (total.get(k) ?? 0) + ms);
    seen.add(k);
  }
});
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`)
    .join('\n');
console.log(`self:\n${top(self, 25)}\n\ntotal:\n${top(total, 40)}`);
await close();
await browser.close();
await server.close();
