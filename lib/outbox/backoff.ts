/**
 * When to try a job again: exponential backoff with jitter, never sooner than the server's
 * Retry-After. Jitter spreads retries of many queued jobs so they don't arrive together.
 */
export interface BackoffSettings {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffSettings = { baseMs: 3_000, maxMs: 10 * 60_000 };

/** Delay before attempt `attempt + 1`, after `attempt` (≥ 1) failures. `random` in [0, 1). */
export function retryDelay(attempt: number, retryAfterMs: number | undefined, random: number, settings: BackoffSettings = DEFAULT_BACKOFF): number {
  const exponential = Math.min(settings.maxMs, settings.baseMs * 2 ** Math.max(0, attempt - 1));
  // 50–100 % of the delay ("equal jitter"): never collapses to zero, still spreads a burst.
  const jittered = exponential * (0.5 + random * 0.5);
  if (retryAfterMs === undefined) return Math.round(jittered);
  // The server said when: wait that long, plus a little jitter so queued jobs don't all return at once.
  return Math.round(retryAfterMs + Math.min(jittered, retryAfterMs * 0.2 + 250) * random);
}
