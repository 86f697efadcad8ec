/** The corpus suite's printout: one table (page, mode, recall, code, math, damage, escapes) and a summary line. */
import { ESCAPE_MEDIAN, ESCAPE_P90, RECALL_FLOOR, escapeFigures, type Row } from './judge';

const pct = (n: number) => n.toFixed(3);
const ratio = ({ arrived, of }: { arrived: number; of: number }) => (of ? `${arrived}/${of}` : '-');

function line(cells: string[], widths: number[]): string {
  return cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
}

export function formatTable(rows: Row[], excused: (row: Row) => string | undefined): string {
  const head = ['page', 'mode', 'recall', 'precision', 'code', 'math', 'damage', 'escapes/1k', 'verdict'];
  const body = rows.map((r) => {
    const why = excused(r);
    const verdict = r.failed.length ? `${why ? 'EXCUSED' : 'FAIL'} ${r.failed.join(',')}${why ? ` (${why})` : ''}` : 'ok';
    const mode = r.used === r.mode ? r.mode : `${r.mode}→${r.used}`;
    return [r.page, mode, pct(r.recall), pct(r.precision), ratio(r.code), ratio(r.math), r.damage.join('; ') || '-', r.escapesPer1000.toFixed(1), verdict];
  });
  const widths = head.map((h, i) => Math.min(48, Math.max(h.length, ...body.map((b) => b[i].length))));
  return [line(head, widths), ...body.map((b) => line(b, widths))].join('\n');
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : 0;
}

export function summaryLine(rows: Row[], failing: Row[], excused: Row[]): string {
  const articles = rows.filter((r) => r.mode === 'article');
  const sum = (f: (r: Row) => { arrived: number; of: number }) =>
    rows.reduce((acc, r) => ({ arrived: acc.arrived + f(r).arrived, of: acc.of + f(r).of }), { arrived: 0, of: 0 });
  const code = sum((r) => r.code);
  const math = sum((r) => r.math);
  const escapes = escapeFigures(articles);
  const positional = escapeFigures(articles, true);
  const atFloor = articles.filter((r) => r.recall >= RECALL_FLOOR).length;
  return `corpus: ${new Set(rows.map((r) => r.page)).size} pages; article recall median ${pct(median(articles.map((r) => r.recall)))}`
    + ` (${atFloor}/${articles.length} ≥ ${RECALL_FLOOR}), precision median ${pct(median(articles.map((r) => r.precision)))};`
    + ` code ${code.arrived}/${code.of}; math ${math.arrived}/${math.of}; damaged ${rows.filter((r) => r.damage.length).length} clips;`
    + ` article escapes/1k median ${escapes.median.toFixed(1)} p90 ${escapes.p90.toFixed(1)},`
    + ` without the \\$ of every $ median ${positional.median.toFixed(1)} p90 ${positional.p90.toFixed(1)} (target ≤ ${ESCAPE_MEDIAN} / ≤ ${ESCAPE_P90});`
    + ` ${failing.length} below a floor, ${excused.length} excused`;
}
