/**
 * The documented request budgets: 50 requests / 10 s per client IP and 100 requests / 60 s per space,
 * as sliding windows. X-RateLimit-Reset is seconds until the oldest counted request leaves the window
 * (the docs leave its unit open; relative seconds is what Retry-After uses too).
 */
import { ApiError } from './errors';

class Window {
  private hits = new Map<string, number[]>();
  constructor(readonly limit: number, readonly windowMs: number) {}

  private prune(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    this.hits.set(key, list);
    return list;
  }
  /** Seconds until a slot frees up. */
  resetIn(key: string, now: number): number {
    const list = this.prune(key, now);
    return list.length ? Math.max(1, Math.ceil((list[0] + this.windowMs - now) / 1000)) : 0;
  }
  full(key: string, now: number): boolean { return this.prune(key, now).length >= this.limit; }
  remaining(key: string, now: number): number { return Math.max(0, this.limit - this.prune(key, now).length); }
  record(key: string, now: number): void { this.prune(key, now).push(now); }
  clear(): void { this.hits.clear(); }
}

export class RateLimiter {
  enabled: boolean;
  private readonly ip = new Window(50, 10_000);
  private readonly space = new Window(100, 60_000);

  constructor(enabled: boolean, private readonly clock: () => number = Date.now) { this.enabled = enabled; }

  /** Counts a request; returns the space-budget headers or throws a 429. */
  check(ip: string, spaceId: string): Record<string, string> {
    if (!this.enabled) return {};
    const now = this.clock();
    if (this.ip.full(ip, now)) {
      const retry = String(this.ip.resetIn(ip, now));
      // IP-level rejections carry no space budget headers, as documented ("may be missing").
      throw new ApiError(429, 'Too Many Requests', 'Request limit per IP exceeded (50 per 10 s)', { 'Retry-After': retry });
    }
    if (this.space.full(spaceId, now)) {
      const retry = String(this.space.resetIn(spaceId, now));
      throw new ApiError(429, 'Too Many Requests', 'Request limit per space exceeded (100 per 60 s)', {
        'Retry-After': retry, ...this.headers(spaceId, now),
      });
    }
    this.ip.record(ip, now);
    this.space.record(spaceId, now);
    return this.headers(spaceId, now);
  }

  private headers(spaceId: string, now: number): Record<string, string> {
    return {
      'X-RateLimit-Limit': String(this.space.limit),
      'X-RateLimit-Remaining': String(this.space.remaining(spaceId, now)),
      'X-RateLimit-Reset': String(this.space.resetIn(spaceId, now)),
    };
  }

  reset(): void { this.ip.clear(); this.space.clear(); }
}
