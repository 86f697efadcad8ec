/**
 * Issue 18's targets, each judged from one capture run: met, not met, or not measured (the run lacks the
 * figure, e.g. a `--bundles=` run without the floor). The README's Benchmarks block prints them.
 */
import { type BenchRun, pagesOf, type RunComparison } from './bench-run';

export interface TargetResult {
  target: string;
  /** The run's figures the verdict rests on. */
  value: string;
  met: boolean | undefined;
}

const num = (x: number | null | undefined): x is number => typeof x === 'number' && Number.isFinite(x);
export const fmt = (x: number | null | undefined, unit = '') => (num(x) ? `${x}${unit}` : '—');

/** The comparisons of cold-warm-report.ts by the pipelines they compare: `theirs ÷ ours`. */
export const PAIRS = {
  article: { ours: 'ours article', theirs: 'readability+turndown+gfm' },
  page: { ours: 'ours page', theirs: 'turndown+gfm' },
  converter: { ours: 'ours converter', theirs: 'turndown+gfm' },
  // Inverted: how many times the floor's time the converter takes (lower is better).
  floor: { ours: 'floor', theirs: 'ours converter' },
};
export type Pair = (typeof PAIRS)[keyof typeof PAIRS];

/** The run's comparison of `pair` cold or warm, if it compared any page. */
export const comparisonOf = (run: BenchRun, pair: Pair, temp: string): RunComparison | undefined =>
  run.capture.comparisons.find(
    (c) => c.ours === pair.ours && c.theirs === pair.theirs && c.temp === temp && (c.pages ?? 0) > 0,
  );

/** Geometric mean at least `min`× and, when `lowest` is given, no page under it. */
function faster(run: BenchRun, pair: Pair, temp: string, min: number, lowest?: number): Omit<TargetResult, 'target'> {
  const c = comparisonOf(run, pair, temp);
  if (!c || !num(c.geomean)) return { value: '—', met: undefined };
  if (lowest === undefined) return { value: `${c.geomean}×`, met: c.geomean >= min };
  if (!num(c.worst)) return { value: `${c.geomean}×, lowest page —`, met: undefined };
  return { value: `${c.geomean}×, lowest page ${c.worst}×`, met: c.geomean >= min && c.worst >= lowest };
}

function noSlowerPage(run: BenchRun): Omit<TargetResult, 'target'> {
  const c = comparisonOf(run, PAIRS.article, 'cold');
  if (!c || !num(c.geomean) || c.under1 === undefined) return { value: '—', met: undefined };
  return { value: `${c.geomean}×, slower on ${c.under1}/${c.pages}`, met: c.geomean >= 2 && c.under1 === 0 };
}

function withinFloor(run: BenchRun): Omit<TargetResult, 'target'> {
  const c = comparisonOf(run, PAIRS.floor, 'warm');
  if (!c || !num(c.geomean)) return { value: '— (no floor in this run)', met: undefined };
  return { value: `${c.geomean}× the floor`, met: c.geomean <= 8 };
}

function noLongTask(run: BenchRun, pipeline: string): Omit<TargetResult, 'target'> {
  const p = run.capture.pipelines.find((x) => x.pipeline === pipeline);
  if (!p || p.pagesOver50Ms === undefined) return { value: '—', met: undefined };
  return {
    value: `${p.pagesOver50Ms}/${pagesOf(run, pipeline).length} pages over; longest ${fmt(p.longestTaskMs, ' ms')}`,
    met: p.pagesOver50Ms === 0,
  };
}

/** Our pipelines' outputs that differed between the cold call and a warm one. */
function sameOutput(run: BenchRun): Omit<TargetResult, 'target'> {
  const ours = run.capture.pipelines.filter((p) => p.pipeline.startsWith('ours'));
  if (ours.length === 0 || ours.some((p) => !p.unstable)) return { value: '—', met: undefined };
  const differing = ours.reduce((n, p) => n + (p.unstable?.length ?? 0), 0);
  return { value: `${differing} differing`, met: differing === 0 };
}

export function issue18Targets(run: BenchRun): TargetResult[] {
  return [
    { target: 'Article capture cold ≥ 2× Readability + turndown + gfm, no page slower', ...noSlowerPage(run) },
    {
      target: 'Page capture cold ≥ 2.5× turndown + gfm, no page under 1.3×',
      ...faster(run, PAIRS.page, 'cold', 2.5, 1.3),
    },
    {
      target: 'Converter cold ≥ 2.5× turndown + gfm, no page under 1.3×',
      ...faster(run, PAIRS.converter, 'cold', 2.5, 1.3),
    },
    { target: 'Converter warm ≥ 4× turndown + gfm', ...faster(run, PAIRS.converter, 'warm', 4) },
    { target: 'Warm converter within 8× of the tree-walk floor', ...withinFloor(run) },
    { target: 'No main-thread task over 50 ms: article capture', ...noLongTask(run, 'ours article') },
    { target: 'No main-thread task over 50 ms: page capture', ...noLongTask(run, 'ours page') },
    { target: 'Same output cold and warm (our pipelines)', ...sameOutput(run) },
  ];
}

export const verdict = (met: boolean | undefined) => (met === undefined ? 'not measured' : met ? 'met' : '**not met**');
