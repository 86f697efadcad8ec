/**
 * A bounded soak in `npm test`: 40 clips, 20 tasks and 20 uploads through the shipped outbox and the
 * background's own handlers and services (tests/soak/soak-background.ts) against the emulator with every fault switch on, the browser's silent resend of a POST included.
 * What counts is what the emulator holds: each clip's blocks once, in order; each task and each
 * image (with its caption) once. Prints its figures; `npm run soak` runs a long one.
 */
import { describe, expect, it } from 'vitest';
import { runSoak } from '../../soak/run-soak';

describe('outbox soak against the emulator with faults', () => {
  it('delivers 40 clips, 20 tasks and 20 uploads through 503s, 429 bursts, dropped answers, hangs and worker stops: none lost, none twice', async () => {
    const problems: string[] = [];
    const report = await runSoak({
      n: 40,
      // The background's own client waits out 503s and short Retry-Afters itself (POLICY.clientRetry).
      budgetMs: 240_000,
      seed: 7,
      errorRate: 0.1,
      burstChance: 0.03,
      dropChance: 0.08,
      hangChance: 0.03,
      killChance: 0.03,
      killBeforeSendChance: 0.01,
      resendChance: 0.5,
      log: (line) => problems.push(line),
    });
    expect({ ...report, problems: [...report.problems, ...problems] }).toMatchObject({
      delivered: 80,
      lost: 0,
      duplicated: 0,
      parked: 0,
      pending: 0,
      problems: [],
      byKind: { clip: { delivered: 40 }, task: { delivered: 20 }, upload: { delivered: 20 } },
    });
    console.log(
      `soak: ${Object.entries(report.byKind)
        .map(([kind, t]) => `${kind} delivered ${t.delivered} / lost ${t.lost} / duplicated ${t.duplicated}`)
        .join('; ')}; ` +
        `${report.requests} requests, ${report.resends} browser resends, ${report.restarts} worker restarts, ${report.status429} 429s`,
    );
    // The faults did happen: otherwise this proves nothing.
    expect(report.restarts).toBeGreaterThan(0);
    expect(report.resends).toBeGreaterThan(0);
    expect(report.requests).toBeGreaterThan(120);
  }, 300_000);

  it('two delivering instances contending for leases, one stopped now and then: none lost, none twice', async () => {
    const problems: string[] = [];
    const report = await runSoak({
      n: 12,
      tasks: 6,
      uploads: 6,
      budgetMs: 90_000,
      seed: 11,
      instances: 2,
      errorRate: 0.1,
      dropChance: 0.08,
      killChance: 0.05,
      killBeforeSendChance: 0.02,
      resendChance: 0.5,
      log: (line) => problems.push(line),
    });
    expect({ ...report, problems: [...report.problems, ...problems] }).toMatchObject({
      delivered: 24,
      lost: 0,
      duplicated: 0,
      parked: 0,
      pending: 0,
      problems: [],
    });
    expect(report.restarts).toBeGreaterThan(0);
  }, 120_000);
});
