/**
 * The Markdown table of docs/DEVELOPING.md's "Cold and warm capture" section, made from bench output:
 * `npx tsx scripts/bench-table.ts [before.json] [now.json]` (defaults: bench/results/before-issue-18.json
 * and bench/results/latest.json, each from `npm run bench -- --only=capture`). It says how each run
 * injected its bundles (`--inject`; before round 9 always `eval`).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ColdWarmRow } from '../bench/harness/cold-warm';
import { aggregate } from '../bench/harness/cold-warm-report';

interface Comparison {
  label: string;
  temp: string;
  geomean: number;
  p10: number;
  p50: number;
  p90: number;
  worst: number;
  under1: number;
  pages: number;
}
interface PipelineRow {
  pipeline: string;
  coldCpuGeomeanMs: number;
  warmCpuGeomeanMs: number;
  longestTaskMs: number;
  longestTaskPage?: string;
  pagesOver50Ms: number;
  unstable: string[];
}
interface Run {
  date: string;
  /** `inject`: how the bundles were injected (cold-warm.ts); runs before round 9 have none: `eval`. */
  method?: { inject?: string; tree?: string };
  machine: { cpu: string; cores: number; memoryGb: number; os: string; versions: { chromium: string } };
  capture: {
    rows: ColdWarmRow[];
    comparisons: Comparison[];
    pipelines: PipelineRow[];
    bundleBytes: Record<string, number>;
  };
}

const root = resolve(import.meta.dirname, '..');
const [beforePath = 'bench/results/before-issue-18.json', nowPath = 'bench/results/latest.json'] =
  process.argv.slice(2);
const read = (p: string) => JSON.parse(readFileSync(resolve(root, p), 'utf8')) as Run;
const before = read(beforePath);
const now = read(nowPath);
// Two runs over different pages (--pages=N, --quick) are compared over the pages both measured.
const beforePages = new Set(before.capture.rows.map((r) => r.page));
const pages = new Set(now.capture.rows.map((r) => r.page).filter((p) => beforePages.has(p)));
for (const run of [before, now]) {
  if (run.capture.rows.some((r) => !pages.has(r.page))) {
    run.capture.rows = run.capture.rows.filter((r) => pages.has(r.page));
    Object.assign(run.capture, aggregate(run.capture.rows));
  }
}

const ratio = (c: Comparison | undefined) =>
  c
    ? `${c.geomean}× (p10 ${c.p10}, p50 ${c.p50}, p90 ${c.p90}, worst ${c.worst}; slower on ${c.under1}/${c.pages})`
    : '—';
const find = (run: Run, c: Comparison) => run.capture.comparisons.find((x) => x.label === c.label && x.temp === c.temp);
const m = now.machine;
const injected = (run: Run) => run.method?.inject ?? 'eval';
console.log(
  `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}, ${m.versions.chromium} headless. BEFORE: ${before.date} (injected: ${injected(before)}); NOW: ${now.date} (injected: ${injected(now)}); ${pages.size} pages.\n`,
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
    `| ${p.pipeline} | ${b?.coldCpuGeomeanMs ?? '—'} → ${p.coldCpuGeomeanMs} | ${b?.warmCpuGeomeanMs ?? '—'} → ${p.warmCpuGeomeanMs} | ${p.longestTaskMs} (${p.longestTaskPage}) | ${p.pagesOver50Ms} | ${p.unstable.length} |`,
  );
}
console.log(
  `\nBundle bytes (minified) BEFORE → NOW: ${Object.keys(now.capture.bundleBytes)
    .map((k) => `${k} ${before.capture.bundleBytes[k]} → ${now.capture.bundleBytes[k]}`)
    .join(', ')}.`,
);
