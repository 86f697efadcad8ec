/**
 * `npm run bench -- --only=second-clip`: a second clip of the same tab, with capture.js still installed
 * from the first (lib/capture/build.ts) against injecting the file anew as every clip did before. CPU
 * time of the page's main thread (CDP ThreadTime), capture.js injected as the extension injects it
 * (inject-extension.ts), article and page mode, on the first `pages` corpus pages:
 * - first clip: the file injected into a fresh tab, then `run(mode)`;
 * - second, injected again: the file evaluated anew, then `run`;
 * - second, installed: the extension's check that the tab holds it, then `run`.
 * Each second-clip figure is the median of 3; the result is geometric means per mode.
 */
import { corpusPages } from '../pages/load';
import { bundlePipeline } from './bundle';
import { globalOf, threadMs } from './cold-warm';
import { fileOf, launchBenchExtension } from './inject-extension';
import { servePages } from './serve';
import { geomean, median, round } from './stats';

export interface SecondClipRow {
  mode: 'article' | 'page';
  pages: number;
  /** Geometric means of the page's main-thread CPU ms. */
  firstMs: number;
  againMs: number;
  installedMs: number;
}

export async function secondClipPart(options: { pages: number; log: (s: string) => void }): Promise<SecondClipRow[]> {
  const pages = corpusPages(options.pages);
  const server = await servePages(pages);
  const global = globalOf('capture');
  const ext = await launchBenchExtension(new Map([['capture', await bundlePipeline('capture', global)]]), '');
  const rows: SecondClipRow[] = [];
  try {
    for (const mode of ['article', 'page'] as const) {
      const first: number[] = [];
      const again: number[] = [];
      const installed: number[] = [];
      for (const name of pages.keys()) {
        const { cdp, tabId, close } = await ext.freshTab(server.url(name));
        const cpu = async (clip: () => Promise<unknown>) => {
          const before = await threadMs(cdp);
          await clip();
          return (await threadMs(cdp)) - before;
        };
        const median3 = async (clip: () => Promise<unknown>) =>
          median([await cpu(clip), await cpu(clip), await cpu(clip)]);
        first.push(await cpu(() => ext.inject(tabId, fileOf('capture'), global, mode)));
        again.push(await median3(() => ext.inject(tabId, fileOf('capture'), global, mode)));
        installed.push(
          await median3(async () => {
            if (!(await ext.installed(tabId, global))) throw new Error(`${name}: capture.js is not installed`);
            await ext.inject(tabId, undefined, global, mode);
          }),
        );
        await close();
      }
      const row = {
        mode,
        pages: pages.size,
        firstMs: round(geomean(first)),
        againMs: round(geomean(again)),
        installedMs: round(geomean(installed)),
      };
      options.log(
        `${mode}, ${row.pages} pages, geometric mean CPU ms: first clip ${row.firstMs}; second clip injected again ` +
          `${row.againMs}, installed ${row.installedMs} (${round(row.againMs / row.installedMs)}× less)`,
      );
      rows.push(row);
    }
  } finally {
    await ext.close();
    await server.close();
  }
  return rows;
}
