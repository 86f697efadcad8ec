/**
 * The soak: N clips, tasks and uploads through the shipped outbox (lib/outbox with fake-indexeddb), the
 * background's own delivery handlers and services (soak-background.ts: connection lookup, host check,
 * paced client, history) and the real emulator with its fault switches on — random 503s, 429 bursts with Retry-After,
 * connections dropped after the write was applied, hung requests, and "worker stops": the
 * delivering instance is killed mid-request (its answer discarded, its storage cut off) and a new
 * instance takes over, as after a service-worker restart — and Chromium's silent resend: a POST
 * whose connection closed before any answer is sent again by the "browser" itself (the fetch
 * wrapper), so the job sees one answer while Craft applied it twice. And the space and its user
 * (soak-space.ts): midnight passing while items for today's note wait, target documents trashed
 * and restored or written to by the user, the connection removed and saved again (then Retry).
 * Loopback only, bounded in time.
 */
import 'fake-indexeddb/auto';
// First: the background's modules below read the browser when imported.
import './soak-browser';
import { startEmulator, type Emulator } from '../../emulator/index';
import { createCraftClient } from '../../lib/craft';
import { createOutbox, openOutboxStore, pinToday, type Outbox } from '../../lib/outbox';
import { createPacer, type RateWindow } from '../../lib/craft/pacer';
import { killable, seeded, withSignal } from './soak-plumbing';
import { allBlocks, makeClip, tally, type SoakClip, type Tally } from './soak-clips';
import { parkedAtEnd, SOAK_RETRIED } from './soak-parked';
import { SOAK_SPACE, SOAK_ZONE, soakUser, spaceClock } from './soak-space';
import { backgroundHandlers, soakConnection } from './soak-background';
import { makeTask, makeUpload, tallyTasks, tallyUploads } from './soak-quick';

export interface SoakOptions {
  n: number;
  /** Tasks and uploads sent alongside the clips; default n / 2 each. */
  tasks?: number;
  uploads?: number;
  /** Stop waiting after this long; whatever is not delivered by then counts as lost. */
  budgetMs: number;
  /** Fraction of requests answered 503 without being applied. */
  errorRate?: number;
  /** Per request: chance of a 429 burst, a drop-after-apply, a hang, a worker kill. */
  burstChance?: number;
  dropChance?: number;
  hangChance?: number;
  killChance?: number;
  /** Chance per request that the worker stops after the outbox marked the write, before the request leaves. */
  killBeforeSendChance?: number;
  /**
   * Delivering instances at once, contending for leases (default 1). With more than one, a new
   * instance cannot tell a dead one's leases from a live one's: it waits for them to expire.
   */
  instances?: number;
  /** Chance that a POST whose connection closed without an answer is resent by the "browser" itself. */
  resendChance?: number;
  /** Per request: chance the space's clock jumps past its next midnight (it then starts seconds before one). */
  midnightChance?: number;
  /** Per request: chance the user trashes a target document (restored, then Retry, after the round). */
  deleteChance?: number;
  /** Per request: chance the user adds a note of their own at the end of a target document. */
  editChance?: number;
  /** Per request: chance the connection is removed (saved again under a new id, then Retry, after the round). */
  unlinkChance?: number;
  /** Emulator rate limit on, with the pacer at the documented windows. */
  rateLimit?: boolean;
  seed?: number;
  log?: (line: string) => void;
  /** Every 30 s: how far delivery is (done, pending, parked, requests), to see a run that stalls. */
  progress?: (line: string) => void;
}

export interface SoakReport extends Tally {
  n: number;
  /** The top-level counts are the sum of these. */
  byKind: { clip: Tally; task: Tally; upload: Tally };
  /** POSTs the "browser" resent by itself. */
  resends: number;
  parked: number;
  pending: number;
  requests: number;
  restarts: number;
  status429: number;
  /** Midnights the space's clock passed, documents trashed, user notes added, connection removals. */
  midnights: number;
  deletions: number;
  edits: number;
  /** The user's own requests that met a fault (their 503s, lost answers): theirs to redo, not ours. */
  userFailures: number;
  removals: number;
  /** Parks a fault explains (a removed connection, a trashed destination): Retry after the repair. */
  parkedExpected: number;
  /** Parked at the end although the item arrived: pressing Retry or sending it again would double it. */
  parkedArrived: number;
  ms: number;
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const started = Date.now();
  const random = seeded(options.seed ?? 1);
  const log = options.log ?? (() => {});
  // With midnights on, items are made seconds before the space's midnight and delivered after it.
  const clock = spaceClock((options.midnightChance ?? 0) > 0 ? 2_000 + Math.floor(random() * 6_000) : undefined);
  const emulator: Emulator = await startEmulator({
    port: 0,
    rateLimit: options.rateLimit ?? false,
    timezone: SOAK_ZONE,
    now: () => new Date(clock.now()),
  });
  const link = emulator.link('space');
  const store = await openOutboxStore(`soak-${crypto.randomUUID()}`);
  const windows: RateWindow[] | undefined = options.rateLimit ? undefined : [{ limit: 1000, windowMs: 1000 }];
  const run = String(options.seed ?? 1);
  let requests = 0;
  let restarts = 0;
  let resends = 0;
  let parkedExpected = 0;
  const connection = await soakConnection(link.apiUrl, link.apiKey);

  try {
    const target = await createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey }).documents.create([
      { title: 'Soak target' },
    ]);
    const clips: SoakClip[] = Array.from({ length: options.n }, (_, i) => makeClip(run, i, target[0].id, random));
    const half = Math.round(options.n / 2);
    const [taskTarget, imageTarget] = await createCraftClient({
      baseUrl: link.apiUrl,
      apiKey: link.apiKey,
    }).documents.create([{ title: 'Soak tasks' }, { title: 'Soak images' }]);
    const tasks = Array.from({ length: options.tasks ?? half }, (_, i) => makeTask(run, i, taskTarget.id));
    const uploads = Array.from({ length: options.uploads ?? half }, (_, i) => makeUpload(run, i, imageTarget.id));
    const user = soakUser(
      createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey, retry: { limit: 6 }, timeoutMs: 5_000 }),
      run,
      [target[0].id, taskTarget.id, imageTarget.id],
      random,
    );
    let acting = Promise.resolve();
    let userFailures = 0;
    /** What the user does now and then while items wait (one thing at a time); its failure is the user's, not the delivery's. */
    const act = (what: () => Promise<void>) => {
      acting = acting.then(what).catch(() => void userFailures++);
      return acting;
    };

    function instance(): { outbox: Outbox; kill(): void } {
      let dead = false;
      // Everything this instance has in flight or queued in the pacer dies with it, as a worker's fetches do.
      const alive = new AbortController();
      const kill = () => {
        dead = true;
        alive.abort(new Error('worker stopped'));
      };
      const faultyFetch: typeof fetch = async (input, init) => {
        if (dead) throw new Error('worker stopped');
        // Stopped between the outbox's write (the mark) and the fetch: the request never leaves.
        if (random() < (options.killBeforeSendChance ?? 0)) {
          kill();
          throw new Error('worker stopped');
        }
        requests++;
        // The user first: the faults armed next are for this request, not for the user's own.
        await userActs();
        injectFaults();
        const response = await browserFetch(input, init);
        // The worker stopped while the request was out: the server may have applied it; nobody hears back.
        if (dead || random() < (options.killChance ?? 0)) {
          kill();
          throw new Error('worker stopped');
        }
        return response;
      };
      const outbox = createOutbox({
        store: killable(store, () => dead),
        // The background's own handlers and services: its connection lookup, host check, client and
        // pacer — one per worker, as in the extension, so a dead worker's queued requests die with it.
        handlers: backgroundHandlers({
          fetch: withSignal(faultyFetch, alive.signal),
          pacer: createPacer({ windows }),
          timeoutMs: 400,
          settleMs: 200,
        }),
        leaseMs: 5_000,
        backoff: { baseMs: 20, maxMs: 300 },
        maxAttempts: 1_000,
      });
      return { outbox, kill };
    }

    /**
     * Like Chromium on a reused keep-alive socket: a POST whose connection closed before any answer
     * (fetch's TypeError) is sent again once by the network stack, unseen by the caller.
     */
    async function browserFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const again = input instanceof Request ? input.clone() : input;
      const post = (input instanceof Request ? input.method : (init?.method ?? 'GET')).toUpperCase() === 'POST';
      try {
        return await globalThis.fetch(input, init);
      } catch (error) {
        if (!(error instanceof TypeError) || !post || random() >= (options.resendChance ?? 0)) throw error;
        resends++;
        return globalThis.fetch(again, init);
      }
    }

    function injectFaults(): void {
      const f = emulator.faults;
      if (random() < (options.burstChance ?? 0))
        f.force({ status: 429, headers: { 'Retry-After': '1' }, times: 1 + Math.floor(random() * 3) });
      if (random() < (options.dropChance ?? 0)) f.dropAfterApply({ method: 'POST' });
      if (random() < (options.hangChance ?? 0)) f.hang({ method: random() < 0.5 ? 'POST' : 'GET' });
    }

    async function userActs(): Promise<void> {
      if (random() < (options.midnightChance ?? 0)) clock.jumpPastMidnight();
      if (random() < (options.unlinkChance ?? 0)) await connection.remove();
      if (random() < (options.deleteChance ?? 0)) await act(() => user.deleteOne());
      if (random() < (options.editChance ?? 0)) await act(() => user.edit());
    }

    /** After a round: the user saves the connection again, restores what they trashed, and presses Retry on what parked for it. */
    async function repair(): Promise<void> {
      await connection.saveAgain();
      await act(() => user.restore());
      for (const job of await store.all()) {
        if (job.state !== 'parked' || !SOAK_RETRIED.some((why) => job.lastError?.includes(why))) continue;
        parkedExpected++;
        await live[0]!.outbox.retry(job.id).catch(() => undefined);
      }
    }

    emulator.faults.setErrorRate(options.errorRate ?? 0, 503);
    const contenders = Math.max(1, options.instances ?? 1);
    const live = Array.from({ length: contenders }, () => instance());
    await live[0]!.outbox.releaseStaleLeases();
    const first = live[0]!.outbox;
    // Every clip is stored before anything is sent, like the extension does.
    // As send.ts does: every relative day pinned to the day it is in the space, the connection and its space kept.
    const day = clock.day();
    const own = { connectionId: connection.id(), spaceId: SOAK_SPACE };
    for (const [i, clip] of clips.entries()) {
      if (clip.request.destination.kind === 'daily-note') clip.day = day;
      await first.enqueue({
        kind: 'clip',
        title: clip.request.title,
        payload: pinToday('clip', { request: clip.request }, day),
        id: `clip-${i}`,
        ...own,
      });
    }
    for (const [i, task] of tasks.entries())
      await first.enqueue({
        kind: 'task',
        title: task.job.title,
        payload: pinToday('task', task.job, day),
        id: `task-${i}`,
        ...own,
      });
    for (const [i, upload] of uploads.entries())
      await first.enqueue({ kind: 'upload', title: upload.marker, payload: upload.job, id: `upload-${i}`, ...own });

    let lastProgress = Date.now();
    while (Date.now() - started < options.budgetMs) {
      const rounds = await Promise.allSettled(live.map((one) => one.outbox.drain()));
      for (const [i, round] of rounds.entries()) {
        if (round.status === 'fulfilled') continue;
        // The instance died mid-delivery (or a store call failed because of it): start a new one.
        restarts++;
        live[i]!.kill();
        live[i] = instance();
        // Alone, it knows every other lease is a dead worker's (the extension's case); with live
        // contenders it cannot, and waits for the dead one's leases to expire.
        if (contenders === 1) await live[i]!.outbox.releaseStaleLeases();
      }
      await repair().catch(() => undefined);
      if (rounds.some((r) => r.status === 'rejected')) continue;
      const all = await store.all();
      const open = all.filter((j) => j.state === 'pending');
      if (Date.now() - lastProgress >= 30_000) {
        lastProgress = Date.now();
        const count = (state: string) => all.filter((j) => j.state === state).length;
        options.progress?.(
          `${Math.round((Date.now() - started) / 1000)} s: done ${count('done')}, pending ${open.length}, parked ${count('parked')}, requests ${requests}, restarts ${restarts}`,
        );
      }
      if (open.length === 0) break;
      const next = Math.min(...open.map((j) => Math.max(j.nextAttemptAt, j.lease?.expiresAt ?? 0)));
      await new Promise((r) => setTimeout(r, Math.max(5, Math.min(1_000, next - Date.now()))));
    }

    emulator.faults.reset();
    // The user's last restore may have met a fault: they restore what is still in the trash before looking.
    await act(() => user.restore());
    const all = await store.all();
    const byKind = {
      clip: tally(emulator, clips),
      task: tallyTasks(emulator, tasks),
      upload: tallyUploads(emulator, uploads),
    };
    const kinds = Object.values(byKind);
    const parked = parkedAtEnd(emulator, all, { clips, tasks, uploads });
    const texts = allTexts(emulator);
    const copies = (m: string) => texts.filter((t) => t.includes(m)).length;
    const { confirmed, unanswered } = user.notes();
    const notes = [...confirmed.filter((m) => copies(m) !== 1), ...unanswered.filter((m) => copies(m) > 1)];
    const report: SoakReport = {
      delivered: sum(kinds.map((k) => k.delivered)),
      // A parked item that did not arrive is waiting for its user (counted as parked, expected), not lost.
      lost: sum(kinds.map((k) => k.lost)) - parked.expected + notes.length,
      duplicated: sum(kinds.map((k) => k.duplicated)),
      problems: [...kinds.flatMap((k) => k.problems), ...notes.map((m) => `user note ${m}: not there exactly once`)],
      byKind,
      n: options.n + tasks.length + uploads.length,
      requests,
      restarts,
      resends,
      midnights: clock.midnights(),
      deletions: user.deletions(),
      edits: confirmed.length + unanswered.length,
      userFailures,
      removals: connection.removals(),
      parkedExpected: parkedExpected + parked.expected,
      parkedArrived: parked.arrived,
      parked: all.filter((j) => j.state === 'parked').length,
      pending: all.filter((j) => j.state === 'pending').length,
      status429: emulator.log.entries().filter((e) => e.status === 429).length,
      ms: Date.now() - started,
    };
    for (const job of all.filter((j) => j.state === 'parked')) log(`parked ${job.id}: ${job.lastError}`);
    for (const job of all.filter((j) => j.state === 'pending' && j.attempts > 0))
      log(`pending ${job.id} after ${job.attempts} tries: ${job.lastError}`);
    return report;
  } finally {
    emulator.faults.reset();
    await emulator.close();
  }
}

const allTexts = (emulator: Emulator) => allBlocks(emulator).map((b) => String(b.markdown ?? ''));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
