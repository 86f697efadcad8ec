/**
 * `npm run bench -- --only=readability`: Readability stock against ours with its overrides
 * (lib/capture/lean-readability.ts), on the same pages in the same run (bench/browser/cold/reader-ab.ts).
 * Per page: CPU time of the page's main thread (CDP ThreadTime) of a cold call (fresh page, bundle
 * evaluated and called once) and the median of `rounds` warm calls of each, alternated; and whether both
 * give the same result byte for byte (they must: `differing` is 0).
 */
import type { Browser } from 'playwright-core';
import { corpusPages } from '../pages/load';
import { bundlePipeline } from './bundle';
import { freshPage, step, threadMs } from './cold-warm';
import { servePages } from './serve';
import { geomean, median, round } from './stats';

const GLOBAL = '__pipe_reader_ab';
const VARIANTS = ['stock', 'lean'] as const;

export async function readabilityPart(
  browser: Browser,
  options: { pages: number; rounds: number; log: (s: string) => void },
) {
  const pages = corpusPages(options.pages);
  const code = await bundlePipeline('reader-ab', GLOBAL);
  const server = await servePages(pages);
  const ratios = { cold: [] as number[], warm: [] as number[] };
  let differing = 0;
  try {
    for (const name of pages.keys()) {
      const cold = { stock: 0, lean: 0 };
      const warm = { stock: [] as number[], lean: [] as number[] };
      const outs = new Set<string>();
      for (const variant of VARIANTS) {
        const { page, cdp, close } = await freshPage(browser, server.url(name));
        const before = await threadMs(cdp);
        outs.add((await step(page, GLOBAL, code, variant)).out);
        cold[variant] = (await threadMs(cdp)) - before;
        await close();
      }
      const { page, cdp, close } = await freshPage(browser, server.url(name));
      await step(page, GLOBAL, code, 'stock');
      await step(page, GLOBAL, '', 'lean');
      for (let r = 0; r < options.rounds; r++) {
        for (const variant of r % 2 ? [...VARIANTS].reverse() : VARIANTS) {
          const before = await threadMs(cdp);
          outs.add((await step(page, GLOBAL, '', variant)).out);
          warm[variant].push((await threadMs(cdp)) - before);
        }
      }
      await close();
      const w = { stock: median(warm.stock), lean: median(warm.lean) };
      ratios.cold.push(cold.stock / cold.lean);
      ratios.warm.push(w.stock / w.lean);
      if (outs.size > 1) differing++;
      options.log(
        `${name.padEnd(32)} cold ${round(cold.stock, 1)} → ${round(cold.lean, 1)}  warm ${round(w.stock, 1)} → ` +
          `${round(w.lean, 1)} ms${outs.size > 1 ? '  OUTPUT DIFFERS' : ''}`,
      );
    }
  } finally {
    await server.close();
  }
  const result = {
    pages: pages.size,
    coldStockOverLean: round(geomean(ratios.cold), 3),
    warmStockOverLean: round(geomean(ratios.warm), 3),
    differing,
  };
  options.log(
    `${result.pages} pages: stock ÷ lean CPU, geometric mean: cold ${result.coldStockOverLean}×, ` +
      `warm ${result.warmStockOverLean}×; outputs differing: ${differing}`,
  );
  return result;
}
