/**
 * A bounded soak in `npm test`: 40 clips through the shipped outbox against the emulator with
 * every fault switch on. What counts is what the emulator holds: each clip's blocks once, in order.
 */
import { describe, expect, it } from 'vitest';
import { runSoak } from '../../soak/run-soak';

describe('outbox soak against the emulator with faults', () => {
  it('delivers 40 clips through 503s, 429 bursts, dropped answers, hangs and worker stops: none lost, none twice', async () => {
    const problems: string[] = [];
    const report = await runSoak({
      n: 40, budgetMs: 90_000, seed: 7, errorRate: 0.1, burstChance: 0.03, dropChance: 0.08, hangChance: 0.03, killChance: 0.03,
      log: (line) => problems.push(line),
    });
    expect({ ...report, problems: [...report.problems, ...problems] }).toMatchObject({
      delivered: 40, lost: 0, duplicated: 0, parked: 0, pending: 0, problems: [],
    });
    // The faults did happen: otherwise this proves nothing.
    expect(report.restarts).toBeGreaterThan(0);
    expect(report.requests).toBeGreaterThan(120);
  }, 120_000);
});
