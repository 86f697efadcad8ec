/**
 * CPU profile of one pipeline's cold call (bundle evaluated and called once in a fresh page, as in
 * `npm run bench -- --only=capture`), unminified so names show:
 * `npx tsx scripts/bench-profile-cold.mts <bundle> [arg] [pages] [--warm] [--repeat=N]` prints the top
 * self-time functions and the top functions by total time. `pages` is a corpus page, a synthetic size
 * in MB, or several of either joined by commas: one profile on a busy machine is noise (the sampler
 * charges a descheduled thread's wait to the function it stopped in), so the figures are summed over
 * every page and `--repeat` fresh pages of each. `--warm` profiles the third call in the page instead.
 */
import { bundlePipeline } from '../bench/harness/bundle';
import { launchChromium } from '../bench/harness/chromium';
import { freshPage, step } from '../bench/harness/cold-warm';
import { servePages } from '../bench/harness/serve';
import { corpusPages, syntheticPages } from '../bench/pages/load';

const flags = process.argv.slice(2).filter((a) => a.startsWith('--'));
const [bundleName = 'capture', arg = 'article', which = '001'] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'));
const warm = flags.includes('--warm');
const repeat = Number(flags.find((f) => f.startsWith('--repeat='))?.slice(9) ?? 1);
const global = `__pipe_${bundleName.replace(/\W/g, '_')}`;
const code = await bundlePipeline(bundleName, global, false);
const corpus = corpusPages();
const pages = new Map(
  which.split(',').map((w): [string, string] => {
    if (corpus.has(`corpus/${w}.html`)) return [`corpus/${w}.html`, corpus.get(`corpus/${w}.html`)!];
    return [...syntheticPages([Number(w)])][0];
  }),
);
const server = await servePages(pages);
const browser = await launchChromium();
const self = new Map<string, number>();
const total = new Map<string, number>();
for (const name of pages.keys()) {
  for (let r = 0; r < repeat; r++) {
    const { page, cdp, close } = await freshPage(browser, server.url(name));
    if (warm) {
      await step(page, global, code, arg);
      await step(page, global, '', arg);
    }
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const result = await step(page, global, warm ? '' : code, arg);
    const { profile } = await cdp.send('Profiler.stop');
    console.log(
      `${name}: wall ${result.wallMs.toFixed(1)} ms, longest task ${result.longestMs} ms, ${result.out.length} chars`,
    );
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
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
    await close();
  }
}
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`)
    .join('\n');
console.log(`self:\n${top(self, 40)}\n\ntotal:\n${top(total, 60)}`);
await browser.close();
await server.close();
