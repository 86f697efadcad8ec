/** Fault switches for tests: latency, random 5xx, forced responses, drop-after-apply and hanging requests. */
import type { ServerResponse } from 'node:http';

/** Which requests a fault applies to; an omitted method or path matches any. Path is relative to /api/v1. */
export interface FaultMatch {
  method?: string;
  path?: string;
  times?: number;
}
export interface ForcedResponse extends FaultMatch {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

interface Rule<T> {
  match: FaultMatch;
  left: number;
  value: T;
}

function take<T>(rules: Rule<T>[], method: string, path: string): T | undefined {
  const rule = rules.find(
    (r) => (!r.match.method || r.match.method.toUpperCase() === method) && (!r.match.path || r.match.path === path),
  );
  if (!rule) return undefined;
  if (--rule.left <= 0) rules.splice(rules.indexOf(rule), 1);
  return rule.value;
}

export class FaultSwitches {
  latencyMs = 0;
  errorRate = 0;
  errorStatus = 503;
  private forced: Rule<ForcedResponse>[] = [];
  private drops: Rule<true>[] = [];
  private hangs: Rule<true>[] = [];
  private hung = new Set<ServerResponse>();

  /** Adds this many milliseconds before every API answer. */
  setLatency(ms: number): void {
    this.latencyMs = ms;
  }
  /** Answers this fraction (0–1) of API requests with `status` instead of handling them. */
  setErrorRate(rate: number, status = 503): void {
    this.errorRate = rate;
    this.errorStatus = status;
  }
  /** Queues a forced answer for the next `times` (default 1) matching requests, e.g. three 503s for POST /blocks. */
  force(response: ForcedResponse): void {
    this.forced.push({ match: response, left: response.times ?? 1, value: response });
  }
  /** The next matching request is applied, then its socket destroyed without an answer. */
  dropAfterApply(match: FaultMatch = {}): void {
    this.drops.push({ match, left: match.times ?? 1, value: true });
  }
  /** The next matching request is never answered (until reset or close). */
  hang(match: FaultMatch = {}): void {
    this.hangs.push({ match, left: match.times ?? 1, value: true });
  }

  reset(): void {
    this.latencyMs = 0;
    this.errorRate = 0;
    this.errorStatus = 503;
    this.forced = [];
    this.drops = [];
    this.hangs = [];
    this.releaseHung();
  }

  /** Internal: hooks used by the server. */
  takeForced(method: string, path: string) {
    return take(this.forced, method, path);
  }
  takeDrop(method: string, path: string) {
    return take(this.drops, method, path) ?? false;
  }
  takeHang(method: string, path: string) {
    return take(this.hangs, method, path) ?? false;
  }
  randomError(): number | undefined {
    return this.errorRate > 0 && Math.random() < this.errorRate ? this.errorStatus : undefined;
  }
  holdHung(res: ServerResponse): void {
    this.hung.add(res);
    res.on('close', () => this.hung.delete(res));
  }
  releaseHung(): void {
    for (const res of this.hung) res.destroy();
    this.hung.clear();
  }
}
