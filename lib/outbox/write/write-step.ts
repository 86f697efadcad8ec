/**
 * The one way every job kind writes to Craft, step by step: mark → settle → look → write → note.
 * 1. mark: before a request goes out, `progress.inFlight` records the step, what was noted to
 *    find it again (a place, the ids already there) and when it was sent, and is saved; the time
 *    is stamped (and saved) again when the request actually leaves, after its wait in the pacer
 *    (departures.ts), so the settle below counts from then;
 * 2. settle: when a delivery resumes and finds its own mark, the answer was lost; a request whose
 *    sender died may still be applied by a slow server, so it waits that out (WaitError) …
 * 3. look: … runs the resend checks still owed (an earlier write's copy must not be taken for this
 *    one), then looks for what the lost write created. Found: it arrived, nothing is sent again;
 * 4. write: otherwise the request goes out; a failure the server surely did not apply clears the
 *    mark, any other keeps it (the outcome is unknown);
 * 5. note: an answered write may still exist twice (the browser's silent resend, verify-write.ts):
 *    it is noted in `progress.checks`, one check per parent, run once after the last write.
 */
import type { CraftClient } from '../../craft';
import { isCraftError } from '../../craft/errors';
import type { Departures } from './departures';
import type { Cursor } from './place';
import { POLICY, surelyNotApplied, WaitError } from '../policy';
import { text } from '../../i18n/ui-text';
import { noteWrite, runCheck, type PendingCheck, type WrittenRun } from './verify-write';

export interface InFlight {
  /** Epoch ms when the request went out (after its wait in the pacer, when the client reports it). */
  sentAt: number;
  /** The server answered something (a 5xx): it is done with the request, no need to wait before looking. */
  answered?: boolean;
}

/** The part of a job's progress this routine reads and writes. */
export interface StepProgress {
  inFlight?: { step: unknown } & InFlight;
  checks?: PendingCheck[];
}

export interface StepContext<P extends StepProgress = StepProgress> {
  progress: P;
  save(progress: P): Promise<void>;
  now(): number;
  settleMs?: number;
  blocks: Pick<CraftClient['blocks'], 'get' | 'delete'>;
  /** Ids other deliveries created: never taken for copies of ours (claimed.ts). */
  claimed(): Promise<ReadonlySet<string>>;
  /** When the delivery's client sends a request (after the pacer's wait); none: it sends at once. */
  departures?: Departures;
}

/** What one delivery attempt hands its write steps (a kind's RunContext has these fields). */
export interface StepSource<P extends StepProgress> {
  save(progress: P): Promise<void>;
  now?: () => number;
  settleMs?: number;
  client: { blocks: StepContext['blocks'] };
  claimed(): Promise<ReadonlySet<string>>;
  departures?: Departures;
}

/** The write steps' context for one attempt over `progress`: the policy's settle time unless the attempt sets one. */
export function stepContext<P extends StepProgress>(ctx: StepSource<P>, progress: P): StepContext<P> {
  return {
    progress,
    save: ctx.save,
    now: ctx.now ?? Date.now,
    settleMs: ctx.settleMs ?? POLICY.settleMs,
    blocks: ctx.client.blocks,
    claimed: ctx.claimed,
    departures: ctx.departures,
  };
}

export interface Step<Mark extends { step: unknown }, R> {
  /** Which step this is (a part's index, 'upload', 'caption', 'document'): a mark of it means its answer was lost. */
  id: Mark['step'];
  /** Reads what the mark must carry to find the write again (the place, the ids there now). */
  prepare(): Promise<Mark>;
  /** After a lost answer: what the write created, or undefined when it was not applied. */
  look(mark: Mark): Promise<R | undefined>;
  send(): Promise<R>;
  /** The answered or found write's blocks, to check for a resend's copy; none for listed items. */
  note?(result: R, mark: Mark): { cursor: Cursor; run: WrittenRun } | undefined;
  /** Records the result in the progress (the mark is cleared already); saves it unless a later step's mark will. */
  arrived(result: R, mark: Mark): Promise<void>;
}

export async function writeStep<Mark extends { step: unknown }, R>(ctx: StepContext, step: Step<Mark, R>): Promise<R> {
  const p = ctx.progress;
  const lost = p.inFlight?.step === step.id ? (p.inFlight as Mark & InFlight) : undefined;
  if (lost) {
    ensureSettled(lost, ctx.now, ctx.settleMs);
    await runOwedChecks(ctx);
    const found = await step.look(lost);
    if (found !== undefined) return done(found, lost);
  }
  const noted = await step.prepare();
  p.inFlight = { ...noted, sentAt: ctx.now() };
  await ctx.save(p);
  // Stamped again as the request leaves: a wait in the pacer must not count toward the settle.
  ctx.departures?.listen(async () => {
    if (!p.inFlight) return;
    p.inFlight = { ...p.inFlight, sentAt: ctx.now() };
    await ctx.save(p);
  });
  let result: R;
  try {
    result = await step.send();
  } catch (error) {
    // A 429 is the one refusal that depends on when, not on what: it may answer the browser's silent
    // resend of a request already applied (verify-write.ts). The mark stays; the next attempt looks first.
    if (surelyNotApplied(error) && !isCraftError(error, 'rate-limited')) p.inFlight = undefined;
    else p.inFlight = { ...p.inFlight, answered: isCraftError(error) && error.status !== undefined };
    await ctx.save(p);
    throw error;
  } finally {
    ctx.departures?.listen(undefined);
  }
  return done(result, noted);

  async function done(result: R, mark: Mark): Promise<R> {
    const note = step.note?.(result, mark);
    if (note) noteWrite((p.checks ??= []), note.cursor, note.run);
    p.inFlight = undefined;
    await step.arrived(result, mark);
    return result;
  }
}

/** Throws WaitError while an unanswered write may still be applied; returns once it can be looked for. */
function ensureSettled(inFlight: InFlight | undefined, now: () => number, settleMs: number = POLICY.settleMs): void {
  if (!inFlight || inFlight.answered) return;
  const wait = inFlight.sentAt + settleMs - now();
  if (wait > 0) throw new WaitError(text('outbox_settling'), wait);
}

/**
 * Runs the resend checks a job still owes, reading each parent once (verify-write.ts); each done
 * check is saved off, so a stopped delivery or a failed read does the rest on its next attempt.
 */
export async function runOwedChecks(ctx: StepContext): Promise<void> {
  const p = ctx.progress;
  if (!p.checks?.length) return;
  const claimed = await ctx.claimed();
  while (p.checks.length) {
    try {
      await runCheck(ctx.blocks, p.checks[0]!, claimed);
    } catch (error) {
      // The place is gone (deleted meanwhile): nothing left to check there.
      if (!isCraftError(error, 'not-found')) throw error;
    }
    p.checks.shift();
    await ctx.save(p);
  }
}

/**
 * For a delivery that reads its place again before every write (the marks kind): a write of its own
 * whose answer was lost is waited out until it can no longer land (settle), the checks owed are
 * run, and the mark is cleared — the read that follows then sees whatever arrived, so nothing is
 * sent twice. Throws WaitError while the write may still land.
 */
export async function settleLost(ctx: StepContext): Promise<void> {
  const p = ctx.progress;
  if (!p.inFlight) return;
  ensureSettled(p.inFlight, ctx.now, ctx.settleMs);
  await runOwedChecks(ctx);
  p.inFlight = undefined;
  await ctx.save(p);
}
