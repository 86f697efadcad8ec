/**
 * The write discipline shared by clip, task and upload jobs: mark a write as sent-but-unanswered and save that before it goes out; clear the
 * mark when the server surely did not apply it; and before looking for an unanswered write, let it
 * settle, since a request whose sender died may still be applied by a slow server.
 */
import { isCraftError } from '../craft/errors';
import { surelyNotApplied, WaitError } from './classify';

/** Craft applies a write within a second or two; ten leaves a wide margin and delays a resume little. */
export const SETTLE_MS = 10_000;

export interface InFlight {
  /** Epoch ms when the request went out. */
  sentAt: number;
  /** The server answered something (a 5xx): it is done with the request, no need to wait before looking. */
  answered?: boolean;
}

/** Sends a write with `progress.inFlight` saved first; the mark stays only when the outcome is unknown. */
export async function tracked<P extends { inFlight?: InFlight }, T>(
  progress: P, step: Omit<NonNullable<P['inFlight']>, keyof InFlight>, save: (p: P) => Promise<void>, now: () => number, send: () => Promise<T>,
): Promise<T> {
  progress.inFlight = { ...step, sentAt: now() } as P['inFlight'];
  await save(progress);
  try {
    return await send();
  } catch (error) {
    if (surelyNotApplied(error)) progress.inFlight = undefined;
    else progress.inFlight = { ...progress.inFlight!, answered: isCraftError(error) && error.status !== undefined };
    await save(progress);
    throw error;
  }
}

/** Throws WaitError while an unanswered write may still be applied; returns once it can be looked for. */
export function ensureSettled(inFlight: InFlight | undefined, now: () => number, settleMs = SETTLE_MS): void {
  if (!inFlight || inFlight.answered) return;
  const wait = inFlight.sentAt + settleMs - now();
  if (wait > 0) throw new WaitError('Waiting for an unanswered request to settle before checking whether it arrived.', wait);
}
