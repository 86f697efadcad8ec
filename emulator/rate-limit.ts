/**
 * The documented budgets as sliding windows: 50 requests / 10 s per client IP, 100 requests / 60 s per
 * space, and 20,000 blocks read or written / 60 s per space. Reset headers are seconds until the oldest
 * counted use leaves the window (the docs leave the unit open; relative seconds is what Retry-After uses).
 */
import { ApiError } from './errors';

class Window {
  private uses = new Map<string, { t: number; n: number }[]>();
  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private live(key: string, now: number) {
    const list = (this.uses.get(key) ?? []).filter((u) => now - u.t < this.windowMs);
    this.uses.set(key, list);
    return list;
  }
  used(key: string, now: number): number {
    return this.live(key, now).reduce((sum, u) => sum + u.n, 0);
  }
  /** Seconds until the oldest use leaves the window. */
  resetIn(key: string, now: number): number {
    const [oldest] = this.live(key, now);
    return oldest ? Math.max(1, Math.ceil((oldest.t + this.windowMs - now) / 1000)) : 0;
  }
  full(key: string, now: number): boolean {
    return this.used(key, now) >= this.limit;
  }
  remaining(key: string, now: number): number {
    return Math.max(0, this.limit - this.used(key, now));
  }
  record(key: string, now: number, n = 1): void {
    if (n > 0) this.live(key, now).push({ t: now, n });
  }
  clear(): void {
    this.uses.clear();
  }
}

export class RateLimiter {
  enabled: boolean;
  private readonly ip = new Window(50, 10_000);
  private readonly space = new Window(100, 60_000);
  private readonly blocks = new Window(20_000, 60_000);

  constructor(
    enabled: boolean,
    private readonly clock: () => number = Date.now,
  ) {
    this.enabled = enabled;
  }

  /** Counts a request; returns the space-budget headers or throws a 429. */
  check(ip: string, spaceId: string): Record<string, string> {
    if (!this.enabled) return {};
    const now = this.clock();
    if (this.ip.full(ip, now)) {
      // IP-level rejections carry no space budget headers, as documented ("may be missing").
      throw new ApiError(429, 'Request limit per IP exceeded (50 per 10 s)', {
        headers: { 'Retry-After': String(this.ip.resetIn(ip, now)) },
      });
    }
    if (this.space.full(spaceId, now)) {
      throw new ApiError(429, 'Request limit per space exceeded (100 per 60 s)', {
        headers: {
          'Retry-After': String(this.space.resetIn(spaceId, now)),
          ...this.headers(spaceId, now),
        },
      });
    }
    if (this.blocks.full(spaceId, now)) {
      throw new ApiError(429, 'Block budget per space exceeded (20,000 blocks per 60 s)', {
        headers: {
          'Retry-After': String(this.blocks.resetIn(spaceId, now)),
          ...this.headers(spaceId, now),
          ...this.blockHeaders(spaceId, now),
        },
      });
    }
    this.ip.record(ip, now);
    this.space.record(spaceId, now);
    return this.headers(spaceId, now);
  }

  /** Counts blocks a request read or wrote; the X-BlockBudget-* headers appear once usage exists. */
  useBlocks(spaceId: string, count: number): Record<string, string> {
    if (!this.enabled) return {};
    const now = this.clock();
    this.blocks.record(spaceId, now, count);
    return this.blockHeaders(spaceId, now);
  }

  private headers(spaceId: string, now: number): Record<string, string> {
    return {
      'X-RateLimit-Limit': String(this.space.limit),
      'X-RateLimit-Remaining': String(this.space.remaining(spaceId, now)),
      'X-RateLimit-Reset': String(this.space.resetIn(spaceId, now)),
    };
  }

  private blockHeaders(spaceId: string, now: number): Record<string, string> {
    if (!this.blocks.used(spaceId, now)) return {};
    return {
      'X-BlockBudget-Limit': String(this.blocks.limit),
      'X-BlockBudget-Remaining': String(this.blocks.remaining(spaceId, now)),
      'X-BlockBudget-Reset': String(this.blocks.resetIn(spaceId, now)),
    };
  }

  reset(): void {
    this.ip.clear();
    this.space.clear();
    this.blocks.clear();
  }
}
