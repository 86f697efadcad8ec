/**
 * Readability stock vs with our overrides (lean-readability.ts), on the same pages in the same run:
 * `npx tsx scripts/bench-readability.mts [pages] [--rounds=N]` (pages: a count of corpus pages, or
 * names joined by commas; default all). Per page: CPU time of the page's main thread (CDP ThreadTime)
 * of a cold call (fresh page, bundle evaluated and called once) and the median of `rounds` warm
 * calls of each, alternated; and whether both give the same result byte for byte (they must).
 */
import { bundlePipeline } from '../bench/harness/bundle';
import { launchChromium } from '../bench/harness/chromium';
import { freshPage, step } from '../bench/harness/cold-warm';
import { servePages } from '../bench/harness/serve';
import { geomean, median } from '../bench/harness/stats';
import { corpusPages } from '../bench/pages/load';
import type { CDPSession } from 'playwright-core';

const args = process.argv.slice(2);
const rounds = Number(args.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 5);
const which = args.find((a) => !a.startsWith('--'));
const corpus = corpusPages();
const pages =
  which && !/^\d+$/.test(which)
    ? new Map(which.split(',').map((w) => [`corpus/${w}.html`, corpus.get(`corpus/${w}.html`)!]))
    : corpusPages(which ? Number(which) : Infinity);
const GLOBAL = '__pipe_reader_ab';
const code = await bundlePipeline('reader-ab', GLOBAL);
const server = await servePages(pages);
const browser = await launchChromium();
const cpu = async (cdp: CDPSession) =>
  ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN) * 1000;

const VARIANTS = ['stock', 'lean'] as const;
const ratios = { cold: [] as number[], warm: [] as number[] };
const totals = { stock: { cold: 0, warm: 0 }, lean: { cold: 0, warm: 0 } };
let differing = 0;
for (const name of pages.keys()) {
  const cold: Record<string, number> = {};
  const warm: Record<string, number[]> = { stock: [], lean: [] };
  const outs = new Set<string>();
  for (const variant of VARIANTS) {
    const { page, cdp, close } = await freshPage(browser, server.url(name));
    const before = await cpu(cdp);
    outs.add((await step(page, GLOBAL, code, variant)).out);
    cold[variant] = (await cpu(cdp)) - before;
    await close();
  }
  const { page, cdp, close } = await freshPage(browser, server.url(name));
  await step(page, GLOBAL, code, 'stock');
  await step(page, GLOBAL, '', 'lean');
  for (let r = 0; r < rounds; r++) {
    for (const variant of r % 2 ? [...VARIANTS].reverse() : VARIANTS) {
      const before = await cpu(cdp);
      outs.add((await step(page, GLOBAL, '', variant)).out);
      warm[variant].push((await cpu(cdp)) - before);
    }
  }
  await close();
  const w = { stock: median(warm.stock), lean: median(warm.lean) };
  ratios.cold.push(cold.stock / cold.lean);
  ratios.warm.push(w.stock / w.lean);
  for (const v of VARIANTS) {
    totals[v].cold += cold[v];
    totals[v].warm += w[v];
  }
  if (outs.size > 1) differing++;
  console.log(
    `${name.padEnd(32)} cold ${cold.stock.toFixed(1)} → ${cold.lean.toFixed(1)}  warm ${w.stock.toFixed(1)} → ${w.lean.toFixed(1)} ms${outs.size > 1 ? '  OUTPUT DIFFERS' : ''}`,
  );
}
const f = (n: number) => n.toFixed(1);
console.log(
  `${pages.size} pages: stock ÷ lean CPU, geometric mean: cold ${geomean(ratios.cold).toFixed(3)}×, warm ${geomean(ratios.warm).toFixed(3)}×; ` +
    `sums: cold ${f(totals.stock.cold)} → ${f(totals.lean.cold)} ms, warm ${f(totals.stock.warm)} → ${f(totals.lean.warm)} ms; ` +
    `outputs differing: ${differing}`,
);
await browser.close();
await server.close();
