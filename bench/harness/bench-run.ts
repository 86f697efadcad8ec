/**
 * A results file of `npm run bench -- --only=capture` as the tables read it (scripts/bench-table.ts for
 * bench/NOTES.md, readme-block.ts for the README). Older files lack some fields: every one a table
 * reads is optional here, and a missing figure is printed as '—'.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ColdWarmRow } from './cold-warm';
import { aggregate } from './cold-warm-report';

export interface RunComparison {
  label: string;
  /** The pipelines compared: the ratio is `theirs ÷ ours` (cold-warm-report.ts). */
  ours?: string;
  theirs?: string;
  temp: string;
  pages?: number;
  /** JSON has no NaN: a comparison with no pages is written with nulls. */
  geomean?: number | null;
  p10?: number | null;
  p50?: number | null;
  p90?: number | null;
  worst?: number | null;
  under1?: number;
}
export interface RunPipeline {
  pipeline: string;
  coldCpuGeomeanMs?: number | null;
  warmCpuGeomeanMs?: number | null;
  longestTaskMs?: number | null;
  longestTaskPage?: string;
  pagesOver50Ms?: number;
  unstable?: string[];
}
export interface BenchRun {
  date?: string;
  /** `inject`: how the bundles were injected (cold-warm.ts); runs before round 9 have none: `eval`. */
  method?: { command?: string; inject?: string; tree?: string };
  /** When each part was last measured (a run with `--only` keeps the other parts of the file). */
  measured?: { capture?: string };
  machine?: {
    cpu?: string;
    cores?: number;
    memoryGb?: number;
    os?: string;
    versions?: { chromium?: string; node?: string };
  };
  capture: {
    rows: ColdWarmRow[];
    comparisons: RunComparison[];
    pipelines: RunPipeline[];
    bundleBytes?: Record<string, number>;
  };
}

export function readRun(root: string, path: string): BenchRun {
  const run = JSON.parse(readFileSync(resolve(root, path), 'utf8')) as Partial<BenchRun>;
  if (!run.capture?.rows)
    throw new Error(`${path} holds no capture results: write one with npm run bench -- --only=capture --out=${path}`);
  return run as BenchRun;
}

/** The pages the run measured (with `pipeline`: those it ran that pipeline on). */
export const pagesOf = (run: BenchRun, pipeline?: string) => [
  ...new Set(run.capture.rows.filter((r) => !pipeline || r.pipeline === pipeline).map((r) => r.page)),
];

/** The pages both runs measured: two runs over different pages (--pages=N, --quick) compare over these. */
export function commonPages(a: BenchRun, b: BenchRun): Set<string> {
  const inA = new Set(pagesOf(a));
  return new Set(pagesOf(b).filter((p) => inA.has(p)));
}

/** `run` with its aggregates recomputed over `pages` only (the same run when it measured no other page). */
export function onPages(run: BenchRun, pages: ReadonlySet<string>): BenchRun {
  if (run.capture.rows.every((r) => pages.has(r.page))) return run;
  const rows = run.capture.rows.filter((r) => pages.has(r.page));
  return { ...run, capture: { ...run.capture, rows, ...aggregate(rows) } };
}

export const injected = (run: BenchRun) => run.method?.inject ?? 'eval';

/** When the capture part was measured (a later `--only=popup` run into the same file moves `date`). */
export const captureDate = (run: BenchRun) => run.measured?.capture ?? run.date;

/** The command that measured the capture part, when the file says it (the last run's, if that was it). */
export function captureCommand(run: BenchRun): string | undefined {
  const command = run.method?.command;
  if (!command || captureDate(run) !== run.date) return undefined;
  const only = /--only=(\S+)/.exec(command)?.[1];
  return only && !only.split(',').includes('capture') ? undefined : command;
}
