/**
 * When a request may be sent again. Reads (GET) are idempotent: they retry on 429, 5xx and network
 * errors. Writes are not: a 5xx or a dropped connection may come after the server applied the
 * change, so resending could create duplicates. A 429 is different: the server rejected the write
 * before doing anything, so writes retry on 429 only. Waits honour Retry-After (ky parses seconds
 * and HTTP dates); a wait longer than `maxWaitMs` is not slept through but reported, so the caller
 * (e.g. an outbox) can schedule it.
 */
import { HTTPError, type RetryOptions } from 'ky';
import { parseRetryAfter } from './errors';

export interface RetrySettings {
  /** Retries after the first attempt. */
  limit: number;
  /** Longest single wait, whether from Retry-After or backoff. */
  maxWaitMs: number;
  /** First backoff delay when the server gives no Retry-After; doubles each attempt. */
  baseDelayMs: number;
}

export const DEFAULT_RETRY: RetrySettings = { limit: 3, maxWaitMs: 30_000, baseDelayMs: 500 };

const READ_STATUSES = [408, 429, 500, 502, 503, 504];

export function retryPolicy(method: string, overrides: Partial<RetrySettings> = {}): RetryOptions {
  const settings = { ...DEFAULT_RETRY, ...overrides };
  const isRead = method.toUpperCase() === 'GET';
  return {
    limit: settings.limit,
    methods: [method.toLowerCase()],
    statusCodes: isRead ? READ_STATUSES : [429],
    afterStatusCodes: [429, 503],
    maxRetryAfter: settings.maxWaitMs,
    backoffLimit: settings.maxWaitMs,
    delay: (attempt) => settings.baseDelayMs * 2 ** (attempt - 1),
    // Exponential backoff with jitter when there is no Retry-After (facts §3.3); 50–100 % of the delay.
    jitter: (delay) => delay * (0.5 + Math.random() * 0.5),
    retryOnTimeout: false,
    shouldRetry: ({ error }) => {
      if (error instanceof HTTPError) {
        const asked = parseRetryAfter(error.response.headers.get('Retry-After'));
        if (asked !== undefined && asked > settings.maxWaitMs) return false;
        // undefined = let ky apply its status list and Retry-After handling.
        return undefined;
      }
      // Timeouts and network errors: only reads may try again.
      return isRead ? undefined : false;
    },
  };
}
