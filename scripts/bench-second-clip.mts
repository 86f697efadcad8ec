/**
 * A second clip of the same tab, before and after capture.js stayed installed between clips
 * (lib/capture/build.ts): CPU time of the page's main thread (CDP ThreadTime), capture.js injected as
 * the extension injects it (inject-extension.ts), on the first `pages` corpus pages.
 * - first clip: the file injected into a fresh tab, then `run(mode)`;
 * - second, injected again: what every clip did before (the file evaluated anew, then `run`);
 * - second, installed: the extension's check that the tab holds it, then `run`.
 * Each second-clip figure is the median of 3. Prints per page and the geometric means.
 * `npx tsx scripts/bench-second-clip.mts [mode=article] [pages=30]`
 */
import { bundlePipeline } from '../bench/harness/bundle';
import { globalOf, threadMs } from '../bench/harness/cold-warm';
import { fileOf, launchBenchExtension } from '../bench/harness/inject-extension';
import { servePages } from '../bench/harness/serve';
import { geomean, median, round } from '../bench/harness/stats';
import { corpusPages } from '../bench/pages/load';

const [mode = 'article', count = '30'] = process.argv.slice(2);
const pages = [...corpusPages()].slice(0, Number(count));
const server = await servePages(new Map(pages));
const global = globalOf('capture');
const ext = await launchBenchExtension(new Map([['capture', await bundlePipeline('capture', global)]]), '');

const first: number[] = [];
const again: number[] = [];
const installed: number[] = [];
for (const [name] of pages) {
  const { cdp, tabId, close } = await ext.freshTab(server.url(name));
  const cpu = async (clip: () => Promise<unknown>) => {
    const before = await threadMs(cdp);
    await clip();
    return (await threadMs(cdp)) - before;
  };
  first.push(await cpu(() => ext.inject(tabId, fileOf('capture'), global, mode)));
  const runs = async (clip: () => Promise<unknown>) => median([await cpu(clip), await cpu(clip), await cpu(clip)]);
  again.push(await runs(() => ext.inject(tabId, fileOf('capture'), global, mode)));
  installed.push(
    await runs(async () => {
      if (!(await ext.installed(tabId, global))) throw new Error(`${name}: capture.js is not installed`);
      await ext.inject(tabId, undefined, global, mode);
    }),
  );
  await close();
  console.log(
    `${name}: first ${round(first.at(-1)!)} ms, again ${round(again.at(-1)!)}, installed ${round(installed.at(-1)!)}`,
  );
}
console.log(
  `${mode}, ${pages.length} pages, geometric mean CPU ms: first clip ${round(geomean(first))}; ` +
    `second clip injected again ${round(geomean(again))}, installed ${round(geomean(installed))} ` +
    `(${round(geomean(again) / geomean(installed))}× less)`,
);
await ext.close();
await server.close();
