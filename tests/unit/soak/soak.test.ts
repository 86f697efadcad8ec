/**
 * A bounded soak in `npm test`: 40 clips, 20 tasks and 20 uploads through the shipped outbox
 * against the emulator with every fault switch on. The browser's silent resend of a POST is not
 * on here yet: task and new-document checks after it are best effort and a failed check read can
 * leave a copy (1–2 in 80 under 10 % 503s); `npm run soak` runs with it and shows them. What counts is what the emulator holds: each clip's blocks once, in order; each task
 * and each image (with its caption) once.
 */
import { describe, expect, it } from 'vitest';
import { runSoak } from '../../soak/run-soak';

describe('outbox soak against the emulator with faults', () => {
  it('delivers 40 clips, 20 tasks and 20 uploads through 503s, 429 bursts, dropped answers, hangs and worker stops: none lost, none twice', async () => {
    const problems: string[] = [];
    const report = await runSoak({
      n: 40, budgetMs: 90_000, seed: 7, errorRate: 0.1, burstChance: 0.03, dropChance: 0.08, hangChance: 0.03, killChance: 0.03,
      log: (line) => problems.push(line),
    });
    expect({ ...report, problems: [...report.problems, ...problems] }).toMatchObject({
      delivered: 80, lost: 0, duplicated: 0, parked: 0, pending: 0, problems: [],
      byKind: { clip: { delivered: 40 }, task: { delivered: 20 }, upload: { delivered: 20 } },
    });
    // The faults did happen: otherwise this proves nothing.
    expect(report.restarts).toBeGreaterThan(0);
    expect(report.requests).toBeGreaterThan(120);
  }, 120_000);
});
