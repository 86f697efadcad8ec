/**
 * Pacing inside Craft's documented limits (50 requests / 10 s per IP, 100 / 60 s per space),
 * shared by every delivery. A token bucket per limit whose spent tokens come back exactly one
 * window after they were spent: unlike a bucket refilled at a constant rate, this never lets
 * more than `limit` requests into any sliding window, which is how the server counts.
 */
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
  /** Resolves when a request may be sent, and counts it. */
  acquire(): Promise<void>;
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

  async function take(): Promise<void> {
    for (let wait = waitMs(); wait > 0; wait = waitMs()) await sleep(wait);
    const t = now();
    for (const list of spent) list.push(t);
  }

  return {
    waitMs,
    acquire() {
      const turn = queue.then(take);
      queue = turn.catch(() => {});
      return turn;
    },
  };
}

/** A fetch that waits for the pacer before every request (retries included). */
export function pacedFetch(pacer: Pacer, fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init)): typeof fetch {
  return async (input, init) => {
    await pacer.acquire();
    return fetchFn(input, init);
  };
}
