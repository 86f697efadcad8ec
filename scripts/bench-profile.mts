/**
 * CPU profile of one converter on one benchmark page in Chromium (CDP Profiler), unminified build:
 * `npx tsx scripts/bench-profile.mts [converter] [synthetic MB]` prints the top self-time functions.
 */
import { bundleBrowserHarness } from '../bench/harness/bundle';
import { launchChromium } from '../bench/harness/chromium';
import { servePages } from '../bench/harness/serve';
import { syntheticPages } from '../bench/pages/load';

const converter = process.argv[2] ?? 'ours';
const mb = Number(process.argv[3] ?? 1);
const bundle = await bundleBrowserHarness(false);
const pages = syntheticPages([mb]);
const server = await servePages(pages);
const browser = await launchChromium();
const page = await browser.newPage();
await page.goto(server.url([...pages.keys()][0]));
await page.evaluate(bundle);
const run = () =>
  page.evaluate(
    (n) => (globalThis as unknown as { __bench: { run(n: typeof converter): unknown } }).__bench.run(n),
    converter,
  );
await run();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
for (let i = 0; i < 3; i++) console.log(await run());
const { profile } = await cdp.send('Profiler.stop');
const self = new Map<string, number>();
const dt = profile.timeDeltas ?? [];
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
(profile.samples ?? []).forEach((id, i) => {
  const f = byId.get(id)!.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${((v / total) * 100).toFixed(1).padStart(5)}%  ${v.toFixed(0).padStart(6)} ms  ${k}`);
await browser.close();
await server.close();
