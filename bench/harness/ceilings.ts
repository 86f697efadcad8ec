/**
 * `npm run bench -- --only=ceilings`: what issue 18's cold targets leave room for, measured as
 * `--only=capture` measures (CPU time of the page's main thread, CDP ThreadTime; cold = the bundle
 * injected into a fresh tab the extension's way and called once, inject-extension.ts; warm = median of
 * 3 more calls), on the first `pages` corpus pages:
 * - Readability alone against Readability + turndown + gfm: an article capture that runs Readability
 *   (ours does: the corpus's expected articles are Readability's) is at most their ratio faster;
 * - each converter's bundle only evaluated, the tree-walk floor, and both converters cold and warm: the
 *   converter's cold call cannot cost less than its evaluation plus its warm call.
 */
import { corpusPages } from '../pages/load';
import { bundlePipeline } from './bundle';
import { globalOf, threadMs } from './cold-warm';
import { fileOf, launchBenchExtension } from './inject-extension';
import { servePages } from './serve';
import { geomean, median, round } from './stats';

const PIPELINES = [
  'floor',
  'readability',
  'readability-turndown',
  'turndown-evaluate',
  'turndown',
  'convert-evaluate',
  'convert',
] as const;
type Name = (typeof PIPELINES)[number];

export async function ceilingsPart(options: { pages: number; log: (s: string) => void }) {
  const { log } = options;
  const pages = corpusPages(options.pages);
  const server = await servePages(pages);
  const bundles = new Map<string, string>();
  for (const name of PIPELINES) bundles.set(name, await bundlePipeline(name, globalOf(name)));
  const ext = await launchBenchExtension(bundles, '');
  const cold = new Map<Name, number[]>(PIPELINES.map((n) => [n, []]));
  const warm = new Map<Name, number[]>(PIPELINES.map((n) => [n, []]));
  try {
    for (const page of pages.keys()) {
      for (const name of PIPELINES) {
        const { cdp, tabId, close } = await ext.freshTab(server.url(page));
        const cpu = async (file: string | undefined) => {
          const before = await threadMs(cdp);
          await ext.inject(tabId, file, globalOf(name));
          return (await threadMs(cdp)) - before;
        };
        cold.get(name)!.push(await cpu(fileOf(name)));
        warm.get(name)!.push(median([await cpu(undefined), await cpu(undefined), await cpu(undefined)]));
        await close();
      }
    }
  } finally {
    await ext.close();
    await server.close();
  }

  const c = (name: Name) => cold.get(name)!;
  const w = (name: Name) => warm.get(name)!;
  /** Geometric mean over pages of a[i] ÷ b[i]. */
  const ratio = (a: number[], b: number[]) => round(geomean(a.map((x, i) => x / b[i]!)));
  const means = PIPELINES.map((name) => ({ name, coldMs: round(geomean(c(name))), warmMs: round(geomean(w(name))) }));
  log(`${pages.size} corpus pages, CPU ms of the page's main thread, geometric means:`);
  for (const m of means) log(`  ${m.name.padEnd(22)} cold ${m.coldMs}  warm ${m.warmMs}`);
  const readabilityShare = round((geomean(c('readability')) / geomean(c('readability-turndown'))) * 100, 0);
  const articleCeiling = ratio(c('readability-turndown'), c('readability'));
  log(
    `Article: Readability alone is ${readabilityShare}% of Readability + turndown + gfm cold; ` +
      `a capture running Readability is at most ${articleCeiling}× faster (target 2×).`,
  );
  const bound = c('convert-evaluate').map((x, i) => x + w('convert')[i]!);
  const converterCeiling = ratio(c('turndown'), bound);
  log(
    `Converter: its bundle evaluated + its warm call → turndown + gfm cold ÷ that bound = ${converterCeiling}× ` +
      `(target 2.5×); turndown + gfm cold ÷ the tree-walk floor cold = ${ratio(c('turndown'), c('floor'))}×; ` +
      `measured: ${ratio(c('turndown'), c('convert'))}×.`,
  );
  return { pages: pages.size, means, readabilityShare, articleCeiling, converterCeiling };
}
