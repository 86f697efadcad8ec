/**
 * The README's Benchmarks tables from two capture runs: ratios BEFORE and NOW, cold and warm; each
 * pipeline's CPU time, longest task and outputs differing; issue 18's targets judged on NOW.
 */
import { type BenchRun, pagesOf } from './bench-run';
import { comparisonOf, fmt, issue18Targets, type Pair, PAIRS, verdict } from './issue-18-targets';

const spaced = (name: string) => (name === 'floor' ? 'tree-walk floor' : name.replace(/\+/g, ' + '));

function ratioCell(run: BenchRun, pair: Pair, temp: string): string {
  const c = comparisonOf(run, pair, temp);
  if (!c) return '—';
  if (pair === PAIRS.floor) return `${fmt(c.geomean, '×')} (p50 ${fmt(c.p50)}, p90 ${fmt(c.p90)})`;
  const slower = c.under1 === undefined ? '—' : `${c.under1}/${c.pages}`;
  return `${fmt(c.geomean, '×')} (p10 ${fmt(c.p10)}, lowest ${fmt(c.worst)}; slower on ${slower})`;
}

export function ratioTable(before: BenchRun, now: BenchRun): string[] {
  const rows: Array<[Pair, string]> = [
    [PAIRS.article, 'Article capture vs Readability + turndown + gfm'],
    [PAIRS.page, 'Page capture vs turndown + gfm'],
    [PAIRS.converter, 'Converter vs turndown + gfm'],
    [PAIRS.floor, 'Converter ÷ tree-walk floor (× the floor: lower is better)'],
  ];
  return [
    '| Their CPU time ÷ ours, geometric mean (p10, lowest page; pages where ours is slower) | BEFORE cold | NOW cold | BEFORE warm | NOW warm |',
    '|---|---|---|---|---|',
    ...rows.map(
      ([pair, name]) =>
        `| ${name} | ${['cold', 'warm'].flatMap((t) => [ratioCell(before, pair, t), ratioCell(now, pair, t)]).join(' | ')} |`,
    ),
  ];
}

export function pipelineTable(before: BenchRun, now: BenchRun): string[] {
  const names = [...new Set([...now.capture.pipelines, ...before.capture.pipelines].map((p) => p.pipeline))];
  return [
    '| Pipeline, BEFORE → NOW | cold CPU ms (geomean) | warm CPU ms (geomean) | longest task ms (NOW: page) | pages with a task > 50 ms | outputs differing cold/warm |',
    '|---|---|---|---|---|---|',
    ...names.map((name) => {
      const b = before.capture.pipelines.find((p) => p.pipeline === name);
      const n = now.capture.pipelines.find((p) => p.pipeline === name);
      const over = (run: BenchRun, p: typeof b) =>
        p?.pagesOver50Ms === undefined ? '—' : `${p.pagesOver50Ms}/${pagesOf(run, name).length}`;
      const page = n?.longestTaskPage ? ` (${n.longestTaskPage})` : '';
      return `| ${spaced(name)} | ${[
        `${fmt(b?.coldCpuGeomeanMs)} → ${fmt(n?.coldCpuGeomeanMs)}`,
        `${fmt(b?.warmCpuGeomeanMs)} → ${fmt(n?.warmCpuGeomeanMs)}`,
        `${fmt(b?.longestTaskMs)} → ${fmt(n?.longestTaskMs)}${page}`,
        `${over(before, b)} → ${over(now, n)}`,
        `${fmt(b?.unstable?.length)} → ${fmt(n?.unstable?.length)}`,
      ].join(' | ')} |`;
    }),
  ];
}

export function targetTable(now: BenchRun): string[] {
  return [
    `| Issue 18's target, judged on NOW (all its ${pagesOf(now).length} pages) | NOW | |`,
    '|---|---|---|',
    ...issue18Targets(now).map((t) => `| ${t.target} | ${t.value} | ${verdict(t.met)} |`),
  ];
}
