import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BenchRun } from '../../../bench/harness/bench-run';
import type { ColdWarmRow } from '../../../bench/harness/cold-warm';
import { aggregate } from '../../../bench/harness/cold-warm-report';
import { issue18Targets } from '../../../bench/harness/issue-18-targets';
import { blockIn, markerPaths, readmeBlock, withBlock } from '../../../bench/harness/readme-block';

const root = resolve(import.meta.dirname, '../../..');

describe("the README's Benchmarks block", () => {
  it('is exactly what the results files named in its marker give', () => {
    const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
    // Rebuild with `npx tsx scripts/bench-table.ts --readme` after a new run, never by hand.
    expect(blockIn(readme)).toBe(readmeBlock(root, markerPaths(readme)));
  });

  it('replaces only the block', () => {
    const readme = 'a\n<!-- bench:start before=x.json now=y.json -->\nold\n<!-- bench:end -->\nb\n';
    expect(markerPaths(readme)).toEqual({ before: 'x.json', now: 'y.json' });
    expect(withBlock(readme, 'NEW')).toBe('a\nNEW\nb\n');
    expect(() => withBlock('no block', 'NEW')).toThrow(/bench:start/);
  });
});

/** One page's row per pipeline: cold and warm CPU ms, longest task ms, cold and warm output equal. */
type Times = Record<string, [cold: number, warm: number, longest?: number, stable?: boolean]>;
const run = (pages: Times[]): BenchRun => {
  const rows: ColdWarmRow[] = pages.flatMap((times, i) =>
    Object.entries(times).map(([pipeline, [coldCpuMs, warmCpuMs, longestMs = 10, stable = true]]) => ({
      page: `corpus/${i}.html`,
      bytes: 1000,
      pipeline,
      coldCpuMs,
      coldWallMs: coldCpuMs,
      warmCpuMs,
      warmWallMs: warmCpuMs,
      longestMs,
      chars: 100,
      stable,
    })),
  );
  return { capture: { rows, ...aggregate(rows) } };
};
const page = (over: Times = {}): Times => ({
  'ours article': [10, 2],
  'readability+turndown+gfm': [30, 6],
  'ours page': [10, 2],
  'ours converter': [10, 1],
  'turndown+gfm': [30, 5],
  floor: [2, 0.5],
  ...over,
});
const verdicts = (r: BenchRun) => issue18Targets(r).map((t) => t.met);

describe("issue 18's targets", () => {
  it('are all met when every ratio, task and output is within its target', () => {
    expect(verdicts(run([page(), page()]))).toEqual(Array(8).fill(true));
  });

  it('are not met when one page misses them, though the geometric means of the ratios are above target', () => {
    const slow = page({
      'ours article': [31, 2, 60], // slower than Readability on this page; a 60 ms task
      'ours page': [25, 2, 51], // 1.2× turndown: under 1.3×; a 51 ms task
      'ours converter': [25, 1, 10, false], // 1.2× cold (5× warm); warm output differs from cold
      floor: [2, 0.06], // the converter 17× the floor here, 10× on the other page
    });
    const fast = page({ 'ours article': [2, 2], 'ours page': [2, 2], 'ours converter': [2, 1], floor: [2, 0.1] });
    const targets = issue18Targets(run([fast, slow]));
    expect(targets.map((t) => t.met)).toEqual([false, false, false, true, false, false, false, false]);
    expect(targets[0].value).toBe(
      `${aggregate(run([fast, slow]).capture.rows).comparisons[0].geomean}×, slower on 1/2`,
    );
    expect(targets[5].value).toBe('1/2 pages over; longest 60 ms');
  });

  it('are not measured where the run lacks the figures (a run without the floor)', () => {
    const { floor: _, ...withoutFloor } = page();
    const noFloor = run([withoutFloor]);
    expect(issue18Targets(noFloor)[4]).toEqual({
      target: 'Warm converter within 8× of the tree-walk floor',
      value: '— (no floor in this run)',
      met: undefined,
    });
  });
});

describe('a block from two runs', () => {
  it('compares the pages both measured, warns of different injections and prints — for what a run lacks', () => {
    const dir = mkdtempSync(join(tmpdir(), 'readme-block-'));
    try {
      const { floor: _, ...withoutFloor } = page();
      const before = { ...run([page(), page(), page()]), date: '2026-11-20T10:00:00.000Z' };
      const now = {
        ...run([withoutFloor, withoutFloor]),
        date: '2026-11-24T05:02:00.000Z',
        method: { command: 'npm run bench -- --only=capture --pages=2', inject: 'extension' },
        machine: { cpu: 'Test CPU', cores: 2 },
      };
      writeFileSync(join(dir, 'before.json'), JSON.stringify(before));
      writeFileSync(join(dir, 'now.json'), JSON.stringify(now));
      const block = readmeBlock(dir, { before: 'before.json', now: 'now.json' });
      expect(block).toContain('Machine: Test CPU, 2 cores.');
      expect(block).toContain('compared on the 2 pages both measured');
      expect(block).toContain('injected: eval) and NOW `now.json` (2026-11-24 05:02 UTC, injected: extension)');
      expect(block).toContain('**BEFORE and NOW were injected differently');
      expect(block).toContain('`npm run bench -- --only=capture --pages=30 --out=bench/results/<name>.json` (BEFORE)');
      expect(block).toContain('`npm run bench -- --only=capture --pages=2` (NOW)');
      expect(block).toContain('| tree-walk floor | 2 → — | 0.5 → — | 10 → — | 0/2 → — | 0 → — |');
      expect(block).toContain(
        '| Warm converter within 8× of the tree-walk floor | — (no floor in this run) | not measured |',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
