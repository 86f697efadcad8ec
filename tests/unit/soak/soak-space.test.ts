/**
 * The soak's space and user faults (tests/soak/soak-space.ts), one at a time, each with dropped
 * answers so lost writes meet it: midnight passing while items for today's note wait, a target
 * document trashed and restored, the user's own notes at the end of a target, the connection
 * removed and saved again under a new id. What counts is what the emulator holds.
 */
import { describe, expect, it } from 'vitest';
import { runSoak, type SoakOptions } from '../../soak/run-soak';
import { nextMidnight, soakUser, spaceClock } from '../../soak/soak-space';
import { dayOf } from '../../../lib/outbox/pin-today';
import { startEmulator } from '../../../emulator/index';
import { createCraftClient } from '../../../lib/craft';

async function soak(faults: Partial<SoakOptions>) {
  const lines: string[] = [];
  const report = await runSoak({
    n: 8,
    tasks: 4,
    uploads: 4,
    budgetMs: 90_000,
    seed: 21,
    dropChance: 0.15,
    ...faults,
    log: (l) => lines.push(l),
  });
  // Every item once (daily-note clips in the note of the day they were made), none parked at the end.
  expect({ ...report, problems: [...report.problems, ...lines] }).toMatchObject({
    delivered: 16,
    lost: 0,
    duplicated: 0,
    parkedArrived: 0,
    parked: 0,
    pending: 0,
    problems: [],
  });
  return report;
}

describe('soak faults of the space and its user', () => {
  it('the space clock starts seconds before its midnight and jumps past the next ones', () => {
    const clock = spaceClock(3_000, 'Europe/Berlin');
    const day = clock.day();
    expect(nextMidnight(clock.now(), 'Europe/Berlin') - clock.now()).toBeGreaterThan(2_900);
    expect(nextMidnight(clock.now(), 'Europe/Berlin') - clock.now()).toBeLessThanOrEqual(3_000);
    clock.jumpPastMidnight();
    clock.jumpPastMidnight();
    expect(clock.midnights()).toBe(2);
    expect(dayOf(clock.now() - 2_001, 'Europe/Berlin')).not.toBe(day);
    // Midnight in Berlin is 23:00 UTC in winter, 22:00 UTC in summer.
    expect(new Date(nextMidnight(Date.parse('2026-11-23T12:00:00Z'), 'Europe/Berlin')).toISOString()).toBe(
      '2026-11-23T23:00:00.000Z',
    );
    expect(new Date(nextMidnight(Date.parse('2026-07-01T12:00:00Z'), 'Europe/Berlin')).toISOString()).toBe(
      '2026-07-01T22:00:00.000Z',
    );
  });

  it("the user's restore that met a fault is done again: the trashed target comes back", async () => {
    const emulator = await startEmulator({ port: 0, rateLimit: false });
    try {
      const link = emulator.link('space');
      const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey, retry: { limit: 0 } });
      const [doc] = await client.documents.create([{ title: 'Target' }]);
      const user = soakUser(client, '1', [doc.id], () => 0);
      const where = () => emulator.state.documents().find((d) => d.id === doc.id)?.location;
      await user.deleteOne();
      expect(where()).toBe('trash');
      emulator.faults.force({ status: 503 });
      await expect(user.restore()).rejects.toThrow();
      expect(where()).toBe('trash');
      await user.restore();
      expect(where()).not.toBe('trash');
    } finally {
      await emulator.close();
    }
  });

  it('midnight: items for today made before it, delivered after it, land once in the day they were made', async () => {
    const report = await soak({ midnightChance: 0.15 });
    expect(report.midnights).toBeGreaterThan(1);
  }, 120_000);

  it('a target document trashed and restored while items wait: none lost, none twice', async () => {
    const report = await soak({ deleteChance: 0.12 });
    expect(report.deletions).toBeGreaterThan(0);
  }, 120_000);

  it("the user's own notes written at the end of a target while items wait: theirs kept, ours once, nothing parked that arrived", async () => {
    const report = await soak({ editChance: 0.15 });
    expect(report.edits).toBeGreaterThan(1);
  }, 120_000);

  it('the connection removed while items wait: they park, and Retry after saving it again finds it by its space', async () => {
    const report = await soak({ unlinkChance: 0.06 });
    expect(report.removals).toBeGreaterThan(0);
    expect(report.parkedExpected).toBeGreaterThan(0);
  }, 120_000);
});
