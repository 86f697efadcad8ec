/**
 * `npm run test:calendar`: the suites at chosen instants and in chosen time zones, so no test passes only
 * because of the day it runs on. libfaketime (Debian's `faketime` package) moves the wall clock of Node and its
 * Vitest workers; `TZ` sets the zone. The monotonic clock stays real.
 *
 * The matrix: six instants (a Friday, a Sunday, 31 December 23:59:30, 29 February, the days European DST
 * starts and ends) in five zones (Europe/Berlin, America/Los_Angeles, Asia/Tokyo, Pacific/Kiritimati UTC+14,
 * Pacific/Pago_Pago UTC−11). Each instant is local time in its zone; the clock then runs on, so a run that
 * starts at 23:59:30 crosses midnight while it runs.
 * - the date-heavy unit files (DATE_FILES) run in the full cross-product: 6 instants × 5 zones;
 * - the unit, emulator and contract suites run once per instant, each instant paired with the zone that
 *   makes it hardest (local and UTC dates differ), every zone covered;
 * - the e2e specs that read a date (E2E_SPECS) run once per instant, in its zone: Playwright, the emulator and
 *   Chromium (background worker and pages) all at that instant. Chromium hangs at start under libfaketime
 *   unless FAKETIME_FORCE_MONOTONIC_FIX=0 (libfaketime's fix for programs that wait on a monotonic
 *   condition variable: Chromium's threads then never wake).
 *
 * Options: --only=dates,vitest,e2e (default all three), --quick (vitest: only the date-relevant files, not
 * the whole of tests/unit, tests/emulator, tests/contract), --instants=friday,sunday,… --zones=Asia/Tokyo,…
 * (narrow the matrix). e2e runs `npm run build:e2e` first (at the real date). Exit code 1 when any run failed;
 * the last lines list every failing run with the command that reproduces it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

interface Instant {
  name: string;
  /** Local time in the zone, `YYYY-MM-DD HH:MM:SS`. */
  at: string;
  /** The zone this instant runs in for the whole suites: chosen so the local and the UTC date differ. */
  zone: string;
}

const INSTANTS: Instant[] = [
  // 12:00 on a Friday in UTC+14 is still Thursday in UTC.
  { name: 'friday', at: '2026-11-27 12:00:00', zone: 'Pacific/Kiritimati' },
  // 20:00 on a Sunday in UTC−11 is already Monday in UTC.
  { name: 'sunday', at: '2026-11-29 20:00:00', zone: 'Pacific/Pago_Pago' },
  // New Year's Eve 30 s before midnight; in Los Angeles it is already 1 January in UTC.
  { name: 'year-end', at: '2026-12-31 23:59:30', zone: 'America/Los_Angeles' },
  // 08:00 on 29 February in Tokyo is 28 February in UTC.
  { name: 'leap-day', at: '2028-02-29 08:00:00', zone: 'Asia/Tokyo' },
  // Europe's DST days: a 23-hour and a 25-hour day; 00:30 + 24 h lands on the wrong day on the 25-hour one.
  { name: 'dst-start', at: '2027-03-28 00:30:00', zone: 'Europe/Berlin' },
  { name: 'dst-end', at: '2026-10-25 00:30:00', zone: 'Europe/Berlin' },
];

const ZONES = ['Europe/Berlin', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];

/** Unit files whose subject is the calendar: every instant in every zone. */
const DATE_FILES = [
  'tests/unit/lib/dates',
  'tests/unit/lib/outbox/midnight.test.ts',
  'tests/unit/lib/outbox/pin-today.test.ts',
  'tests/emulator/tasks-daily-notes.test.ts',
];

/** --quick: the files that read a date or a time of day, instead of the three whole suites. */
const DATE_RELEVANT = [
  ...DATE_FILES,
  'tests/unit/lib/reading',
  'tests/unit/lib/clip',
  'tests/unit/lib/outbox',
  'tests/unit/entrypoints/popup',
  'tests/unit/entrypoints/background',
  'tests/unit/lib/storage',
  'tests/contract/tasks.test.ts',
  'tests/contract/blocks.test.ts',
  'tests/emulator',
];

/** The e2e specs that type, pick or show a date or a time of day. */
const E2E_SPECS = [
  'tests/e2e/keyboard.spec.ts',
  'tests/e2e/tasks.spec.ts',
  'tests/e2e/already-saved.spec.ts',
  'tests/e2e/reading-list-options.spec.ts',
];

const arg = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',');
const only = arg('only') ?? ['dates', 'vitest', 'e2e'];
const quick = process.argv.includes('--quick');
const instants = INSTANTS.filter((i) => !arg('instants') || arg('instants')!.includes(i.name));
const zones = ZONES.filter((z) => !arg('zones') || arg('zones')!.includes(z));

/** Seconds from now to `at` read as local time in `zone` (GNU date does the zone arithmetic). */
function offsetTo(at: string, zone: string): number {
  const out = spawnSync('date', ['-d', at, '+%s'], { env: { ...process.env, TZ: zone }, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`date -d "${at}" failed in ${zone}: ${out.stderr}`);
  return Number(out.stdout.trim()) - Math.floor(Date.now() / 1000);
}

interface Run {
  label: string;
  instant: Instant;
  zone: string;
  command: string[];
}

const ONLY_OF: Record<string, string> = { 'date files': 'dates', vitest: 'vitest', e2e: 'e2e' };
const failures: { run: Run; reproduce: string }[] = [];
const timings: string[] = [];

/** The zone, and the instant through libfaketime. */
function environment(run: Run): NodeJS.ProcessEnv {
  // A relative offset, not an absolute start: every process (Vitest's workers) reads one clock.
  const offset = offsetTo(run.instant.at, run.zone);
  return {
    ...process.env,
    TZ: run.zone,
    FAKETIME: `${offset >= 0 ? '+' : ''}${offset}`,
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    FAKETIME_NO_CACHE: '1',
    FAKETIME_FORCE_MONOTONIC_FIX: '0',
    LD_PRELOAD: LIBFAKETIME,
  };
}

/**
 * Whether Chromium, started with `env`, reads the run's instant: the e2e runs prove their browser is at the
 * instant (within an hour of it) before they count, so a Chromium that ignores libfaketime fails the run.
 */
function chromiumAtInstant(run: Run, env: NodeJS.ProcessEnv): boolean {
  const page = 'data:text/html,<script>document.write("now="+Date.now())</script>';
  const args = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--dump-dom', page];
  const out = spawnSync('/usr/bin/chromium', args, { env, encoding: 'utf8', timeout: 120_000 });
  const read = Number(/now=(\d+)/.exec(out.stdout ?? '')?.[1]);
  const wanted = (offsetTo(run.instant.at, run.zone) + Math.floor(Date.now() / 1000)) * 1000;
  const ok = Math.abs(read - wanted) < 3_600_000;
  console.log(
    `Chromium's clock: ${Number.isFinite(read) ? new Date(read).toISOString() : 'unread'}${ok ? '' : ' (not the instant)'}`,
  );
  return ok;
}

function execute(run: Run): void {
  const env = environment(run);
  const title = `${run.label} · ${run.instant.name} (${run.instant.at}) · ${run.zone}`;
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const atInstant = run.label !== 'e2e' || chromiumAtInstant(run, env);
  const result = atInstant
    ? spawnSync(run.command[0]!, run.command.slice(1), { cwd: root, stdio: 'inherit', env })
    : { status: 1 };
  const seconds = Math.round((Date.now() - started) / 1000);
  timings.push(`${title}: ${seconds} s${result.status === 0 ? '' : ' FAILED'}`);
  if (result.status !== 0) {
    failures.push({
      run,
      reproduce: `npm run test:calendar -- --only=${ONLY_OF[run.label]} --instants=${run.instant.name} --zones=${run.zone}`,
    });
  }
}

if (!existsSync(LIBFAKETIME)) {
  console.error(`${LIBFAKETIME} is missing: install Debian's faketime package (apt-get install faketime).`);
  process.exit(1);
}

const runs: Run[] = [];
if (only.includes('dates')) {
  for (const instant of instants)
    for (const zone of zones)
      runs.push({ label: 'date files', instant, zone, command: ['npx', 'vitest', 'run', ...DATE_FILES] });
}
if (only.includes('vitest')) {
  const paths = quick ? DATE_RELEVANT : ['tests/unit', 'tests/emulator', 'tests/contract'];
  for (const instant of instants)
    if (zones.includes(instant.zone))
      runs.push({ label: 'vitest', instant, zone: instant.zone, command: ['npx', 'vitest', 'run', ...paths] });
}
if (only.includes('e2e')) {
  const build = spawnSync('npm', ['run', 'build:e2e'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
  for (const instant of instants)
    if (zones.includes(instant.zone))
      runs.push({
        label: 'e2e',
        instant,
        zone: instant.zone,
        command: ['npx', 'playwright', 'test', ...E2E_SPECS, '--workers=1'],
      });
}

const started = Date.now();
for (const run of runs) execute(run);
console.log(`\n${timings.join('\n')}`);
console.log(`\n${runs.length} runs in ${Math.round((Date.now() - started) / 60_000)} min, ${failures.length} failed`);
for (const f of failures) console.log(`FAILED ${f.run.label}: ${f.reproduce}`);
process.exit(failures.length === 0 ? 0 : 1);
