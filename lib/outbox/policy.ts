/**
 * The outbox's delivery policy, in one place: what a failure means (retry later or park for the
 * user), when to try again (exponential backoff with jitter, never sooner than Retry-After), how
 * many attempts, how long a lease and a settle take, how long delivered jobs are kept, and how
 * patient a delivery's own client is before it hands a long wait back to the outbox.
 */
import type { RetrySettings } from '../craft/retry-policy';
import { CraftError } from '../craft/errors';
import { TextError, type UiText } from '../i18n/ui-text';

export interface BackoffSettings {
  baseMs: number;
  maxMs: number;
}

export const POLICY = {
  /** After this many failed attempts a job is parked instead of retried. */
  maxAttempts: 25,
  backoff: { baseMs: 3_000, maxMs: 10 * 60_000 } satisfies BackoffSettings,
  /** A lease not renewed for this long belongs to a delivery that died (every saved step renews it). */
  leaseMs: 60_000,
  /** Craft applies a write within a second or two; ten leaves a wide margin and delays a resume little. */
  settleMs: 10_000,
  /** The same clip sent again within this long is the same press (menu + shortcut, a key pressed twice): delivered once. */
  doublePressMs: 1_000,
  /** Done jobs are kept this long so a "send again" after a reported failure finds them. */
  keepDoneMs: 60 * 60_000,
  /** A delivery's client waits out short Retry-Afters itself; longer ones come back as a retry the outbox schedules. */
  clientRetry: { maxWaitMs: 5_000 } satisfies Partial<RetrySettings>,
} as const;

/** Thrown by a job for failures that need the user, not time. */
export class ParkError extends TextError {
  override name = 'ParkError';
}

/** Thrown by a job that must wait before it can go on (e.g. for an unanswered write to settle). */
export class WaitError extends TextError {
  override name = 'WaitError';
  constructor(
    message: UiText | string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

export type Verdict = { action: 'retry'; retryAfterMs?: number } | { action: 'park' };

/** What to do after an attempt failed: try again later, or park it because retrying as is cannot succeed. */
export function classify(error: unknown): Verdict {
  if (error instanceof ParkError) return { action: 'park' };
  if (error instanceof WaitError) return { action: 'retry', retryAfterMs: error.retryAfterMs };
  if (error instanceof CraftError) {
    switch (error.kind) {
      case 'rate-limited':
        return { action: 'retry', retryAfterMs: error.retryAfterMs };
      case 'server':
      case 'timeout':
      case 'unreachable':
      case 'bad-response':
        return { action: 'retry' };
      default:
        // bad-request, not-found, key-required, key-invalid, not-craft-url
        return { action: 'park' };
    }
  }
  // An unexpected throw: retry, bounded by the attempt limit.
  return { action: 'retry' };
}

/** Failures where the server surely did not apply the write (rejected before doing anything). */
export function surelyNotApplied(error: unknown): boolean {
  return (
    error instanceof CraftError &&
    ['rate-limited', 'bad-request', 'not-found', 'key-required', 'key-invalid', 'not-craft-url'].includes(error.kind)
  );
}

/** Delay before attempt `attempt + 1`, after `attempt` (≥ 1) failures. `random` in [0, 1). */
export function retryDelay(
  attempt: number,
  retryAfterMs: number | undefined,
  random: number,
  settings: BackoffSettings = POLICY.backoff,
): number {
  const exponential = Math.min(settings.maxMs, settings.baseMs * 2 ** Math.max(0, attempt - 1));
  // 50–100 % of the delay ("equal jitter"): never collapses to zero, still spreads a burst.
  const jittered = exponential * (0.5 + random * 0.5);
  if (retryAfterMs === undefined) return Math.round(jittered);
  // The server said when: wait that long, plus a little jitter so queued jobs don't all return at once.
  return Math.round(retryAfterMs + Math.min(jittered, retryAfterMs * 0.2 + 250) * random);
}
