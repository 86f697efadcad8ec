/**
 * Pacing inside Craft's documented limits (50 requests / 10 s per IP, 100 / 60 s per space),
 * shared by every delivery. A token bucket per limit whose spent tokens come back exactly one
 * window after they were spent: unlike a bucket refilled at a constant rate, this never lets
 * more than `limit` requests into any sliding window, which is how the server counts.
 */
import { toCraftError } from './errors';
import { DEFAULT_TIMEOUT_MS } from './http';
export interface RateWindow {
  limit: number;
  windowMs: number;
}

/** A request or two of headroom under each documented limit, for clock skew and other tabs' reads. */
export const CRAFT_RATE_WINDOWS: RateWindow[] = [
  { limit: 48, windowMs: 10_000 },
  { limit: 96, windowMs: 60_000 },
];

export interface Pacer {
  /**
   * Resolves when a request may be sent, and counts it. A request whose `signal` aborts while it
   * waits (its delivery died) is dropped: it rejects with the signal's reason and spends no token.
   */
  acquire(signal?: AbortSignal): Promise<void>;
  /** How long the next request would wait now, in ms. */
  waitMs(): number;
}

export interface PacerOptions {
  windows?: RateWindow[];
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export function createPacer(options: PacerOptions = {}): Pacer {
  const windows = options.windows ?? CRAFT_RATE_WINDOWS;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const spent = windows.map(() => [] as number[]);
  // Callers queue in order: one acquire at a time decides, so two waiters never take the same token.
  let queue: Promise<void> = Promise.resolve();

  function waitMs(): number {
    const t = now();
    let wait = 0;
    windows.forEach((w, i) => {
      const list = spent[i];
      while (list.length && t - list[0] >= w.windowMs) list.shift();
      if (list.length >= w.limit) wait = Math.max(wait, list[list.length - w.limit] + w.windowMs - t);
    });
    return wait;
  }

  async function take(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    for (let wait = waitMs(); wait > 0; wait = waitMs()) {
      await sleep(wait);
      signal?.throwIfAborted();
    }
    const t = now();
    for (const list of spent) list.push(t);
  }

  return {
    waitMs,
    acquire(signal) {
      const turn = queue.then(() => take(signal));
      queue = turn.catch(() => {});
      return turn;
    },
  };
}

/**
 * A fetch that waits for the pacer before every request (retries included), then applies the
 * timeout to the request alone: waiting for a token is not Craft being slow. The client's own
 * timeout would count the wait, time out while paced, and burn tokens on requests never sent.
 * `leaving`: awaited once the pacer lets a request go, before it is sent (a write's mark takes
 * that time: lib/outbox/write/departures.ts); a rejection sends nothing.
 */
export function pacedFetch(
  pacer: Pacer,
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
  timeoutMs?: number,
  leaving?: () => Promise<void>,
): typeof fetch {
  return async (input, init) => {
    const callers = [input instanceof Request ? input.signal : undefined, init?.signal ?? undefined].filter(
      (s): s is AbortSignal => s !== undefined,
    );
    // A request queued here by a delivery that has since died (aborted) must die with it, unsent:
    // going out later, after another delivery already looked for it and wrote again, it would arrive twice.
    const caller = callers.length ? AbortSignal.any(callers) : undefined;
    await pacer.acquire(caller);
    await leaving?.();
    caller?.throwIfAborted();
    if (!timeoutMs) return fetchFn(input, init);
    const timeout = new AbortController();
    const signals = [timeout.signal, ...callers];
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    try {
      return await fetchFn(input, { ...init, signal: AbortSignal.any(signals) });
    } catch (error) {
      if (timeout.signal.aborted) throw toCraftError({ type: 'timeout', timeoutMs });
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** ky's largest timeout: effectively off, for clients whose pacedFetch applies the timeout. */
const CLIENT_TIMEOUT_OFF = 2_147_483_647;

/** Client options (createCraftClient) for paced requests with a timeout that excludes the wait. */
export function pacedClientOptions(
  pacer: Pacer,
  timeoutMs: number = DEFAULT_TIMEOUT_MS,
  fetchFn?: typeof fetch,
  leaving?: () => Promise<void>,
) {
  return { fetch: pacedFetch(pacer, fetchFn, timeoutMs, leaving), timeoutMs: CLIENT_TIMEOUT_OFF };
}
