/**
 * `npm run bench -- --only=capture`: the cold/warm CPU benchmark (cold-warm.ts) over the real-page
 * corpus and the synthetic pages, printed as per-page rows and aggregates (cold-warm-report.ts).
 * `--pages=N` takes the first N corpus pages only, `--bundles=capture,convert,…` only the pipelines of
 * those bundles (bench/browser/cold/; a quick look while working), `--inject=eval` the method before
 * round 9 (cold-warm.ts), `--tree=<dir>` the bundles built from another copy of the sources.
 */
import type { Browser } from 'playwright-core';
import { corpusPages, syntheticPages } from '../pages/load';
import { bundlePipeline } from './bundle';
import { benchColdWarm, globalOf, type InjectMethod, type Pipeline } from './cold-warm';
import { aggregate } from './cold-warm-report';
import { servePages } from './serve';
import { formatTable } from './stats';

export const PIPELINES: Pipeline[] = [
  { name: 'ours article', bundle: 'capture', arg: 'article' },
  { name: 'readability+turndown+gfm', bundle: 'readability-turndown' },
  { name: 'ours page', bundle: 'capture', arg: 'page' },
  { name: 'ours converter', bundle: 'convert' },
  { name: 'turndown+gfm', bundle: 'turndown' },
  { name: 'floor', bundle: 'floor' },
];

/** 5 MB: the size the issue's freeze was seen on. */
export const COLD_SYNTHETIC_MB = [1, 5];

export async function coldWarmPart(
  browser: Browser | undefined,
  options: {
    quick: boolean;
    pages?: number;
    bundles?: readonly string[];
    inject: InjectMethod;
    /** Bundle the pipelines from this copy of the sources (an older commit) instead of this checkout. */
    tree?: string;
    log: (s: string) => void;
  },
) {
  const { log } = options;
  const pipelines = PIPELINES.filter((p) => !options.bundles || options.bundles.includes(p.bundle));
  const names = [...new Set(pipelines.map((p) => p.bundle))];
  const bundles = new Map<string, string>();
  for (const name of names) bundles.set(name, await bundlePipeline(name, globalOf(name), true, options.tree));
  const pages = new Map([...corpusPages(options.pages), ...syntheticPages(options.quick ? [1] : COLD_SYNTHETIC_MB)]);
  const server = await servePages(pages);
  const rows = await benchColdWarm(browser, server, pages, pipelines, bundles, {
    rounds: options.quick ? 2 : 3,
    inject: options.inject,
    log,
  });
  await server.close();
  const { comparisons, pipelines: perPipeline } = aggregate(rows);
  log(
    formatTable([
      [
        'comparison (theirs ÷ ours CPU)',
        'temp',
        'pages',
        'geomean',
        'p10',
        'p50',
        'p90',
        'worst',
        'worst page',
        'ours slower',
      ],
      ...comparisons.map((c) => [
        c.label,
        c.temp,
        c.pages,
        c.geomean,
        c.p10,
        c.p50,
        c.p90,
        c.worst,
        c.worstPage ?? '',
        c.under1,
      ]),
    ]),
  );
  log(
    formatTable([
      [
        'pipeline',
        'cold CPU geomean ms',
        'warm CPU geomean ms',
        'cold CPU total ms',
        'longest task ms',
        'on page',
        'pages > 50 ms',
        'unstable',
      ],
      ...perPipeline.map((p) => [
        p.pipeline,
        p.coldCpuGeomeanMs,
        p.warmCpuGeomeanMs,
        p.coldCpuTotalMs,
        p.longestTaskMs,
        p.longestTaskPage ?? '',
        p.pagesOver50Ms,
        p.unstable.length,
      ]),
    ]),
  );
  log(`bundle bytes: ${names.map((n) => `${n} ${bundles.get(n)!.length}`).join(', ')}`);
  return {
    rows,
    comparisons,
    pipelines: perPipeline,
    bundleBytes: Object.fromEntries(names.map((n) => [n, bundles.get(n)!.length])),
  };
}
