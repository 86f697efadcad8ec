/**
 * What issue 18's cold targets leave room for, measured as `npm run bench -- --only=capture` measures
 * (CPU time of the page's main thread, CDP ThreadTime; cold = the bundle injected into a fresh tab the
 * extension's way and called once, inject-extension.ts; warm = median of 3 more calls), on the first
 * `pages` corpus pages:
 * - Readability alone against Readability + turndown + gfm: an article capture that runs Readability
 *   (ours does: the corpus's expected articles are Readability's) is at most their ratio faster;
 * - each converter's bundle only evaluated, the tree-walk floor, and both converters cold and warm: the
 *   converter's cold call cannot cost less than its evaluation plus its warm call.
 * `npx tsx scripts/bench-ceilings.mts [pages=30]`
 */
import { bundlePipeline } from '../bench/harness/bundle';
import { globalOf, threadMs } from '../bench/harness/cold-warm';
import { fileOf, launchBenchExtension } from '../bench/harness/inject-extension';
import { servePages } from '../bench/harness/serve';
import { geomean, median, round } from '../bench/harness/stats';
import { corpusPages } from '../bench/pages/load';

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

const pages = [...corpusPages()].slice(0, Number(process.argv[2] ?? 30));
const server = await servePages(new Map(pages));
const bundles = new Map<string, string>();
for (const name of PIPELINES) bundles.set(name, await bundlePipeline(name, globalOf(name)));
const ext = await launchBenchExtension(bundles, '');

const cold = new Map<Name, number[]>(PIPELINES.map((n) => [n, []]));
const warm = new Map<Name, number[]>(PIPELINES.map((n) => [n, []]));
for (const [page] of pages) {
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
await ext.close();
await server.close();

const gm = (map: Map<Name, number[]>, name: Name) => round(geomean(map.get(name)!));
/** Geometric mean over pages of a[i] ÷ b[i]. */
const ratio = (a: number[], b: number[]) => round(geomean(a.map((x, i) => x / b[i]!)));
console.log(`${pages.length} corpus pages, CPU ms of the page's main thread, geometric means:`);
for (const name of PIPELINES) console.log(`  ${name.padEnd(22)} cold ${gm(cold, name)}  warm ${gm(warm, name)}`);
const c = (name: Name) => cold.get(name)!;
const w = (name: Name) => warm.get(name)!;
console.log(
  `Article: Readability alone is ${round((geomean(c('readability')) / geomean(c('readability-turndown'))) * 100, 0)}% of ` +
    `Readability + turndown + gfm cold; a capture running Readability is at most ${ratio(c('readability-turndown'), c('readability'))}× faster (target 2×).`,
);
const bound = c('convert-evaluate').map((x, i) => x + w('convert')[i]!);
console.log(
  `Converter: its bundle evaluated ${gm(cold, 'convert-evaluate')} ms + its warm call ${gm(warm, 'convert')} ms → ` +
    `turndown + gfm cold ÷ that bound = ${ratio(c('turndown'), bound)}× (target 2.5×); ` +
    `turndown + gfm cold ÷ the tree-walk floor cold = ${ratio(c('turndown'), c('floor'))}×; ` +
    `measured: ${ratio(c('turndown'), c('convert'))}×.`,
);
