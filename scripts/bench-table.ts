/**
 * Tables made from bench output (each file from `npm run bench -- --only=capture`):
 * - `npm run bench:table -- [before.json] [now.json]` (or `npx tsx scripts/bench-table.ts …`) prints the
 *   Markdown table of bench/NOTES.md's "Cold and warm capture" section (defaults: bench/results/before-issue-18.json
 *   and bench/results/latest.json). It says how each run injected its bundles (`--inject`; before
 *   round 9 always `eval`).
 * - `npm run bench:table -- --readme [before.json now.json]` rewrites the README's Benchmarks
 *   block (bench/harness/readme-block.ts) from those runs, or from the runs its start marker names.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type BenchRun, type RunComparison, commonPages, injected, onPages, readRun } from '../bench/harness/bench-run';
import { markerPaths, readmeBlock, withBlock } from '../bench/harness/readme-block';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);

if (args.includes('--readme')) {
  const readmePath = resolve(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const [before, now] = args.filter((a) => a !== '--readme');
  if (before && !now) throw new Error('--readme takes both files (before.json now.json) or neither');
  const paths = before ? { before, now } : markerPaths(readme);
  writeFileSync(readmePath, withBlock(readme, readmeBlock(root, paths)));
  console.log(`README.md: Benchmarks block rebuilt from ${paths.before} (BEFORE) and ${paths.now} (NOW)`);
} else {
  const [beforePath = 'bench/results/before-issue-18.json', nowPath = 'bench/results/latest.json'] = args;
  developingTable(readRun(root, beforePath), readRun(root, nowPath));
}

function developingTable(fullBefore: BenchRun, fullNow: BenchRun) {
  // Two runs over different pages (--pages=N, --quick) are compared over the pages both measured.
  const pages = commonPages(fullBefore, fullNow);
  const before = onPages(fullBefore, pages);
  const now = onPages(fullNow, pages);
  const ratio = (c: RunComparison | undefined) =>
    c
      ? `${c.geomean}× (p10 ${c.p10}, p50 ${c.p50}, p90 ${c.p90}, worst ${c.worst}; slower on ${c.under1}/${c.pages})`
      : '—';
  const find = (run: BenchRun, c: RunComparison) =>
    run.capture.comparisons.find((x) => x.label === c.label && x.temp === c.temp);
  const m = now.machine;
  console.log(
    `Machine: ${m?.cpu}, ${m?.cores} cores, ${m?.memoryGb} GB, ${m?.os}, ${m?.versions?.chromium} headless. BEFORE: ${before.date} (injected: ${injected(before)}); NOW: ${now.date} (injected: ${injected(now)}); ${pages.size} pages.\n`,
  );
  if (injected(before) !== injected(now))
    console.log(
      "**BEFORE and NOW were injected differently: their CPU figures do not compare, only each run's ratios.**\n",
    );
  console.log('| Comparison (their CPU time ÷ ours, geometric mean over the pages) | cold/warm | BEFORE | NOW |');
  console.log('|---|---|---|---|');
  for (const c of now.capture.comparisons)
    console.log(`| ${c.label} | ${c.temp} | ${ratio(find(before, c))} | ${ratio(c)} |`);
  console.log(
    '\n| Pipeline | cold CPU ms (geomean) BEFORE → NOW | warm CPU ms BEFORE → NOW | longest task ms NOW (page) | pages with a task > 50 ms NOW | outputs differing cold/warm NOW |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const p of now.capture.pipelines) {
    const b = before.capture.pipelines.find((x) => x.pipeline === p.pipeline);
    console.log(
      `| ${p.pipeline} | ${b?.coldCpuGeomeanMs ?? '—'} → ${p.coldCpuGeomeanMs} | ${b?.warmCpuGeomeanMs ?? '—'} → ${p.warmCpuGeomeanMs} | ${p.longestTaskMs} (${p.longestTaskPage}) | ${p.pagesOver50Ms} | ${p.unstable?.length} |`,
    );
  }
  const bytesBefore = before.capture.bundleBytes ?? {};
  console.log(
    `\nBundle bytes (minified) BEFORE → NOW: ${Object.keys(now.capture.bundleBytes ?? {})
      .map((k) => `${k} ${bytesBefore[k]} → ${now.capture.bundleBytes?.[k]}`)
      .join(', ')}.`,
  );
}
