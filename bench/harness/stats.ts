/** Small statistics for the benchmark tables. */

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const ys = [...xs].sort((a, b) => a - b);
  const mid = ys.length >> 1;
  return ys.length % 2 ? ys[mid] : (ys[mid - 1] + ys[mid]) / 2;
}

export function round(x: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** Fixed-width text table: first row is the header. */
export function formatTable(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const cells = rows.map((r) => r.map(String));
  const widths = cells[0].map((_, c) => Math.max(...cells.map((r) => (r[c] ?? '').length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export function geomean(xs: readonly number[]): number {
  return xs.length ? Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length) : NaN;
}

/** Nearest-rank percentile (p in 0–100) of `xs`. */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return NaN;
  const ys = [...xs].sort((a, b) => a - b);
  return ys[Math.min(ys.length - 1, Math.max(0, Math.ceil((p / 100) * ys.length) - 1))];
}
