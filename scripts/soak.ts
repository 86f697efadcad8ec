/**
 * `npm run soak [-- --n 500 --budget 600 --seed 3 --rate-limit]`: the long fault soak. N clips
 * through the shipped outbox against a local emulator (loopback only) with every fault switch on;
 * prints `delivered / lost / duplicated` and exits 1 unless every clip arrived exactly once.
 */
import { parseArgs } from 'node:util';
import { runSoak } from '../tests/soak/run-soak';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '500' },
    budget: { type: 'string', default: '900' },
    seed: { type: 'string', default: String(Date.now() % 100_000) },
    'rate-limit': { type: 'boolean', default: false },
  },
});

const n = Number(values.n);
const seed = Number(values.seed);
console.log(`soak: ${n} clips, seed ${seed}, budget ${values.budget} s, rate limit ${values['rate-limit'] ? 'on' : 'off'}`);
const report = await runSoak({
  n, seed, budgetMs: Number(values.budget) * 1000, rateLimit: values['rate-limit'],
  errorRate: 0.1, burstChance: 0.02, dropChance: 0.08, hangChance: 0.02, killChance: 0.03,
  log: (line) => console.log(line),
});
for (const problem of report.problems) console.log(problem);
console.log(`requests ${report.requests}, worker restarts ${report.restarts}, 429s ${report.status429}, parked ${report.parked}, still pending ${report.pending}, ${(report.ms / 1000).toFixed(1)} s`);
console.log(`delivered ${report.delivered} / lost ${report.lost} / duplicated ${report.duplicated}`);
process.exit(report.delivered === n && report.lost === 0 && report.duplicated === 0 ? 0 : 1);
