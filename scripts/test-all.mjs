#!/usr/bin/env node
/**
 * `npm test`: every suite in turn — the TypeScript check, ESLint, Prettier, knip (unused code), Vitest (unit, contract, emulator), the e2e build, Playwright
 * in Chromium, the Firefox e2e build and the Firefox suite (Vitest driving Firefox ESR over Marionette) — then per-suite counts and, as the very last line, `N passed, N failed[, N skipped]`.
 * A suite that crashes or leaves no report counts as one failure, so the total can never look green
 * by accident. Exit code 1 when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'craft-test-all-'));
/** @type {{ name: string; passed: number; failed: number; skipped: number; note?: string }[]} */
const suites = [];

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * One Vitest run with a JSON report. Results are counted per top folder under tests/ (unit, contract, emulator),
 * or all under `name` when given (the Firefox suite).
 */
function vitest(args = [], name) {
  const out = join(tmp, `vitest-${name ?? 'main'}.json`);
  const code = run('npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  const report = readJson(out);
  const fallback = name ?? 'vitest';
  if (!report) {
    suites.push({ name: fallback, passed: 0, failed: 1, skipped: 0, note: `crashed (exit ${code}), no report` });
    return;
  }
  const bySuite = new Map();
  for (const file of report.testResults ?? []) {
    // tests/unit/… → "unit", tests/contract/… → "contract", tests/emulator/… → "emulator"
    const suite = name ?? (relative(join(root, 'tests'), file.name).split(sep)[0] || 'vitest');
    const counts = bySuite.get(suite) ?? { name: suite, passed: 0, failed: 0, skipped: 0 };
    const tests = file.assertionResults ?? [];
    for (const t of tests) {
      if (t.status === 'passed') counts.passed++;
      else if (t.status === 'failed') counts.failed++;
      else counts.skipped++;
    }
    // A file that failed without a failing test (import error, crash in a hook) is one failure.
    if (file.status === 'failed' && !tests.some((t) => t.status === 'failed')) counts.failed++;
    bySuite.set(suite, counts);
  }
  const found = [...bySuite.values()];
  if (found.length === 0) found.push({ name: fallback, passed: 0, failed: 1, skipped: 0, note: 'ran no test' });
  if (code !== 0 && !found.some((s) => s.failed > 0)) {
    found.push({ name: fallback, passed: 0, failed: 1, skipped: 0, note: `exited ${code} without a failing test` });
  }
  suites.push(...found);
}

/** The Firefox suite: the Firefox e2e build, then tests/firefox in Firefox ESR. */
function firefox() {
  if (run('npm', ['run', 'build:e2e:firefox']) !== 0) {
    suites.push({
      name: 'firefox',
      passed: 0,
      failed: 1,
      skipped: 0,
      note: 'the Firefox e2e build failed, tests not run',
    });
    return;
  }
  vitest(['--config', 'vitest.firefox.config.ts'], 'firefox');
}

function e2e() {
  if (run('npm', ['run', 'build:e2e']) !== 0) {
    suites.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0, note: 'the e2e build failed, tests not run' });
    return;
  }
  const out = join(tmp, 'playwright.json');
  const code = run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT: out });
  const report = readJson(out);
  if (!report?.stats) {
    suites.push({ name: 'e2e', passed: 0, failed: 1, skipped: 0, note: `crashed (exit ${code}), no report` });
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  // Errors outside any test (a spec that fails to load) have no test to count them against.
  const loose = (report.errors ?? []).length;
  let failed = unexpected + loose;
  if (code !== 0 && failed === 0) failed = 1;
  suites.push({ name: 'e2e', passed: expected + flaky, failed, skipped });
}

/** The TypeScript check over every file (sources, tests, emulator, scripts) counts as one test. */
function typecheck() {
  const code = run('npx', ['tsc', '--noEmit', '-p', '.']);
  suites.push({ name: 'typecheck', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
}

/** ESLint (eslint.config.js) over the whole tree; one test, failed by any error or warning. */
function lint() {
  const code = run('npx', ['eslint', '.', '--max-warnings', '0']);
  suites.push({ name: 'lint', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
}

/** Prettier (.prettierrc.json, .prettierignore): every source file formatted; one test, failed by any unformatted file. */
function format() {
  const code = run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
  suites.push({ name: 'format', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
}

/** knip (knip.json): unused files, exports and dependencies; one test, failed by any finding. */
function unused() {
  const code = run('npx', ['knip']);
  suites.push({ name: 'unused', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
}

typecheck();
lint();
format();
unused();
vitest();
e2e();
firefox();
rmSync(tmp, { recursive: true, force: true });

console.log('\nSuites:');
for (const s of suites) {
  const skipped = s.skipped ? `, ${s.skipped} skipped` : '';
  console.log(`  ${s.name.padEnd(10)} ${s.passed} passed, ${s.failed} failed${skipped}${s.note ? ` (${s.note})` : ''}`);
}
const total = suites.reduce(
  (sum, s) => ({ passed: sum.passed + s.passed, failed: sum.failed + s.failed, skipped: sum.skipped + s.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
