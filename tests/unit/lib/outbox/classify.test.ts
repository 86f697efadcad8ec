import { describe, expect, it } from 'vitest';
import { CraftError, type CraftErrorKind } from '../../../../lib/craft/errors';
import { classify, ParkError, surelyNotApplied } from '../../../../lib/outbox/classify';

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
    expect(classify(new CraftError('rate-limited', 'x', { retryAfterMs: 4_000 }))).toEqual({ action: 'retry', retryAfterMs: 4_000 });
  });

  it('parks what a handler says cannot succeed, retries the unexpected', () => {
    expect(classify(new ParkError('gone')).action).toBe('park');
    expect(classify(new TypeError('oops')).action).toBe('retry');
    expect(surelyNotApplied(new TypeError('fetch failed'))).toBe(false);
  });
});
