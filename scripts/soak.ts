/**
 * `npm run soak [-- --n 500 --budget 600 --seed 3 --rate-limit]`: the long fault soak. N clips and
 * N/2 tasks and uploads each through the shipped outbox against a local emulator (loopback only)
 * with every fault switch on, the browser's silent resend included, midnight passing, target
 * documents trashed and edited and the connection removed while items wait; prints `delivered /
 * lost / duplicated` per kind and exits 1 unless every item arrived exactly once or is parked for
 * a reason a fault explains without having arrived.
 */
import { parseArgs } from 'node:util';
import { runSoak } from '../tests/soak/run-soak';

/** The space faults and the options each turns on (`--space-faults` alone: all of them). */
const SPACE_FAULTS = {
  midnight: { midnightChance: 0.004 },
  trash: { deleteChance: 0.006 },
  edit: { editChance: 0.01 },
  connection: { unlinkChance: 0.004 },
} as const;
type SpaceFault = keyof typeof SPACE_FAULTS;

// A bare `--space-faults` means every one of them (parseArgs wants a value for a string option).
const args = process.argv.slice(2).map((a) => (a === '--space-faults' ? '--space-faults=all' : a));
const { values } = parseArgs({
  args,
  options: {
    n: { type: 'string', default: '500' },
    budget: { type: 'string', default: '900' },
    seed: { type: 'string', default: String(Date.now() % 100_000) },
    'rate-limit': { type: 'boolean', default: false },
    instances: { type: 'string', default: '1' },
    'space-faults': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(`npm run soak -- [options]
  --n <count>      clips to send; tasks and uploads n/2 each (default 500)
  --budget <s>     stop waiting after this many seconds; what has not arrived counts as lost (default 900)
  --seed <number>  seed of every random choice, to replay a run (default: from the clock)
  --rate-limit     the emulator enforces Craft's rate limits and the pacer keeps to the documented windows
  --instances <k>  delivering instances at once, contending for leases (default 1: one worker, as in the extension)
  --space-faults=<list>  the space's faults (below): all (the default), none, or some of midnight,trash,edit,connection
  -h, --help       this text
Faults always on: 10 % 503s, 429 bursts, writes applied with their answer dropped, hung requests,
the browser's silent resend of a POST, and worker kills (a new instance takes over; the dead one's
queued and in-flight requests die with it), also between the outbox's write and the fetch. And the
space and its user (--space-faults, on unless =none): items for today's note made seconds before the space's midnight, the clock
jumping past later midnights (each must land in the day it was made); a target document moved to
the trash and restored; the user's own notes written at the end of a target; the connection
removed, then saved again under a new id and Retry pressed (found by its space).
Exits 1 unless 0 lost / 0 duplicated / 0 parked-that-arrived: each item arrived exactly once, or
is parked, not arrived, for a reason a fault explains ("parked, expected").`);
  process.exit(0);
}

/** `all`, `none` or a list (`midnight,trash`): the options of the space faults chosen. */
function spaceFaults(chosen: string | undefined): Partial<Record<string, number>> {
  // On by default since rate-limited runs with all of them are green (docs/OUTBOX.md, 2026-11-23).
  const names =
    chosen === 'none' ? [] : chosen === undefined || chosen === 'all' ? Object.keys(SPACE_FAULTS) : chosen.split(',');
  const unknown = names.filter((name) => !(name in SPACE_FAULTS));
  if (unknown.length > 0) {
    console.error(
      `--space-faults: unknown ${unknown.join(', ')} (choose from ${Object.keys(SPACE_FAULTS).join(', ')})`,
    );
    process.exit(2);
  }
  return Object.assign({}, ...names.map((name) => SPACE_FAULTS[name as SpaceFault]));
}

const n = Number(values.n);
const seed = Number(values.seed);
const space = spaceFaults(values['space-faults']);
console.log(
  `soak: ${n} clips, ${Math.round(n / 2)} tasks, ${Math.round(n / 2)} uploads, seed ${seed}, budget ${values.budget} s, rate limit ${values['rate-limit'] ? 'on' : 'off'}, ${values.instances} delivering instance(s), space faults ${values['space-faults'] ?? 'all'}`,
);
const report = await runSoak({
  n,
  seed,
  budgetMs: Number(values.budget) * 1000,
  rateLimit: values['rate-limit'],
  errorRate: 0.1,
  burstChance: 0.02,
  dropChance: 0.08,
  hangChance: 0.02,
  killChance: 0.03,
  killBeforeSendChance: 0.01,
  resendChance: 0.5,
  instances: Number(values.instances),
  ...space,
  log: (line) => console.log(line),
  progress: (line) => console.log(line),
});
for (const problem of report.problems) console.log(problem);
console.log(
  `requests ${report.requests}, browser resends ${report.resends}, worker restarts ${report.restarts}, 429s ${report.status429}, parked ${report.parked}, still pending ${report.pending}, ${(report.ms / 1000).toFixed(1)} s`,
);
for (const [kind, t] of Object.entries(report.byKind))
  console.log(`${kind}: delivered ${t.delivered} / lost ${t.lost} / duplicated ${t.duplicated}`);
console.log(
  `midnights ${report.midnights}, documents trashed and restored ${report.deletions}, user notes ${report.edits}, connection removals ${report.removals}`,
);
console.log(
  `delivered ${report.delivered} / lost ${report.lost} / duplicated ${report.duplicated} / parked-that-arrived ${report.parkedArrived}; parked, expected ${report.parkedExpected} (still parked ${report.parked})`,
);
const accounted = report.delivered + report.parked - report.parkedArrived === report.n;
process.exit(
  accounted && report.lost === 0 && report.duplicated === 0 && report.parkedArrived === 0 && report.pending === 0
    ? 0
    : 1,
);
