/**
 * The README's Benchmarks block, between `<!-- bench:start before=<path> now=<path> -->` and
 * `<!-- bench:end -->`: made only from the two results files the start marker names (paths from the
 * repository root), so the README shows what committed runs measured. `npx tsx scripts/bench-table.ts
 * --readme [before.json now.json]` rewrites it; tests/unit/bench/readme-block.test.ts checks it.
 */
import { type BenchRun, captureCommand, captureDate, commonPages, injected, onPages, readRun } from './bench-run';
import { pipelineTable, ratioTable, targetTable } from './readme-tables';

export interface BlockPaths {
  before: string;
  now: string;
}

const BLOCK = /<!-- bench:start before=(\S+) now=(\S+) -->\n[\s\S]*?<!-- bench:end -->/;

function found(readme: string): RegExpExecArray {
  const match = BLOCK.exec(readme);
  if (!match) throw new Error('README.md has no <!-- bench:start before=… now=… --> … <!-- bench:end --> block');
  return match;
}

/** The README's block as it stands, markers included. */
export const blockIn = (readme: string) => found(readme)[0];

/** The paths the README's start marker records. */
export function markerPaths(readme: string): BlockPaths {
  const [, before, now] = found(readme);
  return { before, now };
}

/** `readme` with its block replaced by `block` (the only part of the README this touches). */
export function withBlock(readme: string, block: string): string {
  found(readme);
  return readme.replace(BLOCK, () => block);
}

const utc = (iso: string | undefined) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : 'date —');
const DEFAULT_COMMAND = 'npm run bench -- --only=capture --pages=30 --out=bench/results/<name>.json';

function machineLine(run: BenchRun): string {
  const m = run.machine;
  if (!m) return 'Machine: —.';
  const parts = [m.cpu, m.cores && `${m.cores} cores`, m.memoryGb && `${m.memoryGb} GB`, m.os];
  const chromium = m.versions?.chromium && `${m.versions.chromium} headless`;
  const node = m.versions?.node && `Node ${m.versions.node}`;
  return `Machine: ${[...parts, chromium, node].filter(Boolean).join(', ')}.`;
}

/** The whole block, markers included, from the runs at `paths` (read under `root`). */
export function readmeBlock(root: string, paths: BlockPaths): string {
  const fullBefore = readRun(root, paths.before);
  const fullNow = readRun(root, paths.now);
  const pages = commonPages(fullBefore, fullNow);
  const before = onPages(fullBefore, pages);
  const now = onPages(fullNow, pages);
  const run = (name: string, path: string, r: BenchRun) =>
    `${name} \`${path}\` (${utc(captureDate(r))}, injected: ${injected(r)})`;
  const command = (r: BenchRun) => `\`${captureCommand(r) ?? DEFAULT_COMMAND}\``;
  const lines = [
    `<!-- bench:start before=${paths.before} now=${paths.now} -->`,
    machineLine(fullNow),
    `${run('BEFORE', paths.before, fullBefore)} and ${run('NOW', paths.now, fullNow)}, compared on the ${pages.size} pages both measured.`,
    ...(injected(fullBefore) === injected(fullNow)
      ? []
      : ["**BEFORE and NOW were injected differently: their CPU figures do not compare, only each run's ratios.**"]),
    `Reproduce: ${command(fullBefore)} (BEFORE), ${command(fullNow)} (NOW), then \`npx tsx scripts/bench-table.ts --readme ${paths.before} ${paths.now}\`.`,
    '',
    ...ratioTable(before, now),
    '',
    ...pipelineTable(before, now),
    '',
    ...targetTable(fullNow),
    '<!-- bench:end -->',
  ];
  return lines.join('\n');
}
