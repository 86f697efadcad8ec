/**
 * The cold/warm benchmark's aggregates: per comparison, the ratio `theirs ÷ ours` of CPU time on each
 * page (above 1: ours is faster), its geometric mean, p10, p50, p90 and worst, and how many pages
 * are under 1 (ours slower); per pipeline, CPU totals and the longest main-thread task.
 */
import type { ColdWarmRow } from './cold-warm';
import { geomean, percentile, round } from './stats';

export interface Comparison {
  label: string;
  ours: string;
  theirs: string;
  temp: 'cold' | 'warm';
}

export const COMPARISONS: Comparison[] = [
  {
    label: 'Article capture vs Readability+turndown+gfm',
    ours: 'ours article',
    theirs: 'readability+turndown+gfm',
    temp: 'cold',
  },
  {
    label: 'Article capture vs Readability+turndown+gfm',
    ours: 'ours article',
    theirs: 'readability+turndown+gfm',
    temp: 'warm',
  },
  { label: 'Page capture vs turndown+gfm', ours: 'ours page', theirs: 'turndown+gfm', temp: 'cold' },
  { label: 'Page capture vs turndown+gfm', ours: 'ours page', theirs: 'turndown+gfm', temp: 'warm' },
  { label: 'Converter vs turndown+gfm', ours: 'ours converter', theirs: 'turndown+gfm', temp: 'cold' },
  { label: 'Converter vs turndown+gfm', ours: 'ours converter', theirs: 'turndown+gfm', temp: 'warm' },
  // Inverted: how many times the floor's time the converter takes (lower is better).
  { label: 'Converter ÷ tree-walk floor (× floor)', ours: 'floor', theirs: 'ours converter', temp: 'warm' },
];

const cpu = (r: ColdWarmRow, temp: 'cold' | 'warm') => (temp === 'cold' ? r.coldCpuMs : r.warmCpuMs);

export function ratios(rows: readonly ColdWarmRow[], c: Comparison): Array<{ page: string; ratio: number }> {
  const out: Array<{ page: string; ratio: number }> = [];
  for (const ours of rows.filter((r) => r.pipeline === c.ours)) {
    const theirs = rows.find((r) => r.page === ours.page && r.pipeline === c.theirs);
    // A run under the metric's resolution says nothing about a ratio.
    if (theirs && cpu(ours, c.temp) > 0.05)
      out.push({ page: ours.page, ratio: cpu(theirs, c.temp) / cpu(ours, c.temp) });
  }
  return out;
}

export function aggregate(rows: readonly ColdWarmRow[]) {
  const comparisons = COMPARISONS.map((c) => {
    const rs = ratios(rows, c);
    const xs = rs.map((r) => r.ratio);
    const worst = rs.reduce((a, b) => (b.ratio < a.ratio ? b : a), rs[0]);
    return {
      ...c,
      pages: xs.length,
      geomean: round(geomean(xs)),
      p10: round(percentile(xs, 10)),
      p50: round(percentile(xs, 50)),
      p90: round(percentile(xs, 90)),
      worst: round(worst?.ratio ?? NaN),
      worstPage: worst?.page,
      under1: xs.filter((x) => x < 1).length,
    };
  });
  const pipelines = [...new Set(rows.map((r) => r.pipeline))].map((name) => {
    const own = rows.filter((r) => r.pipeline === name);
    const longest = own.reduce((a, b) => (b.longestMs > a.longestMs ? b : a), own[0]);
    return {
      pipeline: name,
      coldCpuGeomeanMs: round(geomean(own.map((r) => Math.max(r.coldCpuMs, 0.01)))),
      warmCpuGeomeanMs: round(geomean(own.map((r) => Math.max(r.warmCpuMs, 0.01)))),
      coldCpuTotalMs: round(
        own.reduce((s, r) => s + r.coldCpuMs, 0),
        0,
      ),
      longestTaskMs: longest?.longestMs ?? 0,
      longestTaskPage: longest?.page,
      pagesOver50Ms: own.filter((r) => r.longestMs > 50).length,
      unstable: own.filter((r) => !r.stable).map((r) => r.page),
    };
  });
  return { comparisons, pipelines };
}
