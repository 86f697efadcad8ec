/**
 * Conversion speed in real Chromium on the live DOM: for each page, every converter is run once per
 * round, round-robin (so drift hits all alike), after one warm-up round; the figure is the median
 * over the rounds. A converter whose single run exceeds `slowCapMs` is not run on larger pages.
 */
import type { Browser, Page } from 'playwright-core';
import { median, round } from './stats';
import type { PageServer } from './serve';

export interface ConversionRow {
  page: string;
  bytes: number;
  converter: string;
  runs: number;
  medianMs: number;
  mbPerS: number;
  heapGrowthMb: number;
  outputChars: number;
  skipped?: string;
}

interface RunResult {
  ms: number;
  heapGrowthBytes: number;
  outputChars: number;
}

export interface ConversionOptions {
  rounds: number;
  slowCapMs: number;
  log?: (line: string) => void;
}

async function openWithHarness(page: Page, url: string, bundle: string): Promise<string[]> {
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.evaluate(bundle);
  return page.evaluate(() => (globalThis as unknown as { __bench: { names: string[] } }).__bench.names);
}

const runOnce = (page: Page, name: string) =>
  page.evaluate(
    (n) => (globalThis as unknown as { __bench: { run(n: string): Promise<RunResult> } }).__bench.run(n),
    name,
  );

export async function benchConversion(
  browser: Browser,
  server: PageServer,
  pages: ReadonlyMap<string, string>,
  bundle: string,
  options: ConversionOptions,
): Promise<ConversionRow[]> {
  const rows: ConversionRow[] = [];
  const tooSlow = new Set<string>();
  for (const [name, html] of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(300_000);
    const converters = await openWithHarness(page, server.url(name), bundle);
    const active = converters.filter((c) => !(name.startsWith('synthetic') && tooSlow.has(c)));
    const results = new Map<string, RunResult[]>(active.map((c) => [c, []]));
    for (let r = 0; r <= options.rounds; r++) {
      for (const c of active) {
        const result = await runOnce(page, c);
        if (r > 0) results.get(c)!.push(result);
        else if (result.ms > options.slowCapMs) tooSlow.add(c);
      }
    }
    for (const c of converters) {
      const runs = results.get(c);
      if (!runs) {
        rows.push({
          page: name,
          bytes: html.length,
          converter: c,
          runs: 0,
          medianMs: NaN,
          mbPerS: NaN,
          heapGrowthMb: NaN,
          outputChars: 0,
          skipped: `over ${options.slowCapMs} ms on a smaller page`,
        });
        continue;
      }
      const ms = median(runs.map((x) => x.ms));
      rows.push({
        page: name,
        bytes: html.length,
        converter: c,
        runs: runs.length,
        medianMs: round(ms, 2),
        mbPerS: round(html.length / 1e6 / (ms / 1000), 2),
        heapGrowthMb: round(median(runs.map((x) => x.heapGrowthBytes)) / 1e6, 2),
        outputChars: runs[0].outputChars,
      });
    }
    options.log?.(
      `  ${name}: ${active.map((c) => `${c} ${round(median(results.get(c)!.map((x) => x.ms)), 1)} ms`).join(', ')}`,
    );
    await context.close();
  }
  return rows;
}
