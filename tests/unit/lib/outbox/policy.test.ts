import { describe, expect, it } from 'vitest';
import { CraftError, type CraftErrorKind } from '../../../../lib/craft/errors';
import { classify, ParkError, retryDelay, surelyNotApplied } from '../../../../lib/outbox/policy';

describe('classify', () => {
  it.each<[CraftErrorKind, 'retry' | 'park', boolean]>([
    ['rate-limited', 'retry', true],
    ['server', 'retry', false],
    ['timeout', 'retry', false],
    ['unreachable', 'retry', false],
    ['bad-response', 'retry', false],
    ['bad-request', 'park', true],
    ['not-found', 'park', true],
    ['key-required', 'park', true],
    ['key-invalid', 'park', true],
  ])('%s → %s (surely not applied: %s)', (kind, action, notApplied) => {
    const error = new CraftError(kind, 'x', { retryAfterMs: kind === 'rate-limited' ? 4_000 : undefined });
    expect(classify(error).action).toBe(action);
    expect(surelyNotApplied(error)).toBe(notApplied);
  });

  it('carries Retry-After to the schedule', () => {
    expect(classify(new CraftError('rate-limited', 'x', { retryAfterMs: 4_000 }))).toEqual({
      action: 'retry',
      retryAfterMs: 4_000,
    });
  });

  it('parks what a handler says cannot succeed, retries the unexpected', () => {
    expect(classify(new ParkError('gone')).action).toBe('park');
    expect(classify(new TypeError('oops')).action).toBe('retry');
    expect(surelyNotApplied(new TypeError('fetch failed'))).toBe(false);
  });
});

const settings = { baseMs: 1_000, maxMs: 60_000 };

describe('retryDelay', () => {
  it.each([
    // attempt, retryAfterMs, random → [min, max]
    [1, undefined, 0, 500, 500],
    [1, undefined, 0.999, 999, 1_000],
    [3, undefined, 0, 2_000, 2_000],
    [3, undefined, 0.999, 3_990, 4_000],
    [20, undefined, 0.999, 59_900, 60_000],
    [1, 5_000, 0, 5_000, 5_000],
    // Retry-After plus at most 20 % + 250 ms of jitter.
    [1, 5_000, 0.999, 5_000, 6_250],
    [9, 2_000, 0.5, 2_000, 2_700],
  ])('attempt %i, Retry-After %s, random %s → between %i and %i ms', (attempt, retryAfter, random, min, max) => {
    const delay = retryDelay(attempt, retryAfter, random, settings);
    expect(delay).toBeGreaterThanOrEqual(min);
    expect(delay).toBeLessThanOrEqual(max);
  });

  it('never retries before the server said it may', () => {
    for (let i = 0; i < 200; i++)
      expect(retryDelay(1 + (i % 10), 7_000, Math.random(), settings)).toBeGreaterThanOrEqual(7_000);
  });

  it('spreads a burst of jobs instead of retrying them all at once', () => {
    const delays = new Set(Array.from({ length: 20 }, (_, i) => retryDelay(2, undefined, i / 20, settings)));
    expect(delays.size).toBe(20);
  });
});
