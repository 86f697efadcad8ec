/**
 * What to do after a job's attempt failed: try again later, or park it with its reason because
 * retrying as is cannot succeed (a rejected request, a deleted destination, a bad key).
 */
import { redactSecrets } from '../connections/redact';
import { CraftError } from '../craft/errors';

/** Thrown by handlers for failures that need the user, not time. */
export class ParkError extends Error {
  override name = 'ParkError';
}

/** Thrown by handlers that must wait before they can go on (e.g. for an unanswered write to settle). */
export class WaitError extends Error {
  override name = 'WaitError';
  constructor(message: string, readonly retryAfterMs: number) {
    super(message);
  }
}

export type Verdict = { action: 'retry'; retryAfterMs?: number } | { action: 'park' };

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
  // An unexpected throw: retry, bounded by the outbox's attempt limit.
  return { action: 'retry' };
}

/** Failures where the server surely did not apply the write (rejected before doing anything). */
export function surelyNotApplied(error: unknown): boolean {
  return error instanceof CraftError
    && ['rate-limited', 'bad-request', 'not-found', 'key-required', 'key-invalid', 'not-craft-url'].includes(error.kind);
}

/** Redacted: outbox records are stored and shown, and a thrown message may quote the connection URL. */
export function messageOf(error: unknown): string {
  return redactSecrets(error instanceof Error ? error.message : String(error));
}
