/**
 * The outbox: jobs are stored before any network call, then delivered by their kind's handler.
 * A lease in IndexedDB keeps two wake-ups from delivering one job at once; progress saved by the
 * handler makes a stopped delivery resume; failures are retried with backoff or parked.
 * Jobs of one kind and connection go strictly in order: a later one waits while an earlier one is retrying.
 * Clips then arrive in the order they were made, and a write whose answer was lost is checked
 * (reconcile.ts) before anything else lands next to it, which keeps that check unambiguous.
 * Pure logic: storage, handlers and clock are injected, so Node tests run the shipped code. The
 * numbers (attempts, lease, backoff, how long done jobs stay) are policy.ts's unless a test sets them.
 */
import { connectionSecrets, redactedMessage, redactSecrets } from '../connections/redact';
import { mapValues, text, TextError, textOf } from '../i18n/ui-text';
import type { JobKind } from '../model/outbox';
import type { Connection } from '../model/types';
import { claimedIds } from './claimed';
import type { Handlers, JobHandler } from './handlers';
import { moduleOf } from './registry';
import { JOB_SCHEMA } from './migrations';
import { classify, POLICY, retryDelay, type BackoffSettings } from './policy';
import type { OutboxStore } from './store';
import type { JobOf, OutboxJob, PayloadMap } from './types';

export interface OutboxOptions {
  store: OutboxStore;
  /** One per kind (handlers.ts deliveryHandlers builds the real ones). */
  handlers: Handlers;
  /** This delivering instance (one per service-worker start). */
  owner?: string;
  now?: () => number;
  random?: () => number;
  /** A lease not renewed for this long belongs to a delivery that died. */
  leaseMs?: number;
  /** After this many failed attempts a job is parked instead of retried. */
  maxAttempts?: number;
  backoff?: BackoffSettings;
  /** Done jobs are kept this long so a "send again" after a reported failure finds them. */
  keepDoneMs?: number;
  onChange?: () => void;
  /**
   * The secrets (URL, link id, key) of a job's connection, cut out of its stored error by value: a
   * server may echo them in another shape the patterns miss. The sender's connection is used when given.
   */
  secretsOf?: (connectionId: string | undefined) => Promise<Array<string | undefined>>;
}

export type RunOutcome =
  | { status: 'done'; job: OutboxJob; value: unknown }
  | { status: 'retrying' | 'parked'; job: OutboxJob; error: string; cause: unknown }
  | { status: 'busy' | 'missing' }
  /** An earlier job of the same connection has not gone through yet: this one waits its turn. */
  | { status: 'queued'; job: OutboxJob; behind: OutboxJob };

export interface EnqueueInput<K extends JobKind> {
  kind: K;
  title: string;
  connectionId?: string;
  spaceId?: string;
  payload: PayloadMap[K];
  id?: string;
  /** Not delivered before this time (epoch ms): a batch waits for the changes that join it (amend). */
  dueAt?: number;
}

/** What the sender of a job delivered at once hands to its delivery. */
export interface Sender {
  onProgress?(part: number, total: number): void;
  /** The job's connection as the sender just read it (the handler need not read it again). */
  connection?: Connection;
}

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox(options: OutboxOptions) {
  const { store, handlers } = options;
  const owner = options.owner ?? crypto.randomUUID();
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const leaseMs = options.leaseMs ?? POLICY.leaseMs;
  const maxAttempts = options.maxAttempts ?? POLICY.maxAttempts;
  const backoff = options.backoff ?? POLICY.backoff;
  const keepDoneMs = options.keepDoneMs ?? POLICY.keepDoneMs;
  const changed = () => options.onChange?.();
  // Deliveries under way in this instance: a second request for the same job waits for the first.
  const running = new Map<string, Promise<RunOutcome>>();
  let lastCreated = 0;

  async function enqueue<K extends JobKind>(input: EnqueueInput<K>): Promise<JobOf<K>> {
    // Strictly increasing within this instance: jobs keep the order they were made in.
    const t = (lastCreated = Math.max(now(), lastCreated + 1));
    const job = {
      id: input.id ?? crypto.randomUUID(),
      kind: input.kind,
      schema: JOB_SCHEMA,
      title: input.title,
      connectionId: input.connectionId,
      ...(input.spaceId ? { spaceId: input.spaceId } : {}),
      payload: input.payload,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: input.dueAt ?? now(),
      createdAt: t,
      updatedAt: t,
    } as JobOf<K>;
    await store.put(job as OutboxJob);
    changed();
    return job;
  }

  /** Takes the lease if nobody holds a live one; returns the job as leased. */
  function claim(id: string): Promise<OutboxJob | undefined> {
    return store.update(id, (job) => {
      if (!job || job.state === 'done') return undefined;
      if (job.lease && job.lease.expiresAt > now()) return undefined;
      return { ...job, lease: { owner, expiresAt: now() + leaseMs }, updatedAt: now() };
    });
  }

  /** Changes a job only while this instance still holds its lease (a dead instance cannot clobber it). */
  function whileLeased(id: string, change: (job: OutboxJob) => OutboxJob): Promise<OutboxJob | undefined> {
    return store.update(id, (job) => (job && job.lease?.owner === owner ? change(job) : undefined));
  }

  async function secretsFor(job: OutboxJob, sender: Sender): Promise<Array<string | undefined>> {
    const own = connectionSecrets(sender.connection);
    try {
      return [...own, ...((await options.secretsOf?.(job.connectionId)) ?? [])];
    } catch {
      return own;
    }
  }

  async function attempt(id: string, sender: Sender = {}): Promise<RunOutcome> {
    const job = await claim(id);
    if (!job) return (await store.get(id)) ? { status: 'busy' } : { status: 'missing' };
    const handler = handlers[job.kind] as JobHandler<JobKind>;
    const save = async (progress: unknown) => {
      const saved = await whileLeased(
        id,
        (j) => ({ ...j, progress, lease: { owner, expiresAt: now() + leaseMs }, updatedAt: now() }) as OutboxJob,
      );
      if (!saved) throw new TextError(text('outbox_leaseLost'));
    };
    try {
      const claimed = async () => claimedIds(await store.all(), id);
      const value = await handler(job as JobOf<JobKind>, {
        save,
        onProgress: sender.onProgress,
        claimed,
        connection: sender.connection,
      });
      const done = await whileLeased(
        id,
        (j) =>
          ({
            ...j,
            payload: moduleOf(j).withoutContent(j.payload),
            state: 'done',
            result: value,
            lease: undefined,
            lastError: undefined,
            lastErrorText: undefined,
            updatedAt: now(),
          }) as OutboxJob,
      );
      changed();
      return { status: 'done', job: done ?? job, value };
    } catch (cause) {
      const verdict = classify(cause);
      const attempts = job.attempts + 1;
      const park = verdict.action === 'park' || attempts >= maxAttempts;
      const wait = verdict.action === 'retry' ? retryDelay(attempts, verdict.retryAfterMs, random(), backoff) : 0;
      // Redacted: outbox records are stored and shown, and a thrown message may quote the connection URL.
      const secrets = await secretsFor(job, sender);
      const error = redactedMessage(cause, undefined, secrets);
      // The same reason as a key and values, shown in the UI language of the day it is read.
      const errorText = textOf(cause);
      const next = await whileLeased(id, (j) => ({
        ...j,
        attempts,
        lease: undefined,
        lastError: error,
        lastErrorText: errorText && mapValues(errorText, (s) => redactSecrets(s, secrets)),
        updatedAt: now(),
        state: park ? 'parked' : 'pending',
        nextAttemptAt: now() + wait,
      }));
      changed();
      return { status: park ? 'parked' : 'retrying', job: next ?? job, error, cause };
    }
  }

  function start(id: string, sender?: Sender): Promise<RunOutcome> {
    const under = running.get(id);
    if (under) return under;
    const run = attempt(id, sender).finally(() => running.delete(id));
    running.set(id, run);
    return run;
  }

  /**
   * Delivers one job now (whatever its schedule), or waits for the delivery already under way here.
   * Earlier jobs of its connection that are due go first; one still waiting for a retry keeps it queued.
   */
  async function deliverNow(id: string, sender?: Sender): Promise<RunOutcome> {
    for (;;) {
      const all = await store.all();
      const job = all.find((j) => j.id === id);
      if (!job) return { status: 'missing' };
      const behind = blocker(job, all);
      if (!behind) return start(id, sender);
      if (!isDue(behind)) return { status: 'queued', job, behind };
      const outcome = await start(behind.id);
      if (outcome.status !== 'done') return { status: 'queued', job, behind: 'job' in outcome ? outcome.job : behind };
    }
  }

  /**
   * The earliest open job of the same kind and connection created before `job`, if any (parked ones
   * stand aside). Kinds don't wait for each other: a task must not sit behind a clip that is retrying.
   */
  function blocker(job: OutboxJob, all: OutboxJob[]): OutboxJob | undefined {
    return all.find(
      (j) =>
        j.id !== job.id &&
        j.state === 'pending' &&
        j.kind === job.kind &&
        j.connectionId === job.connectionId &&
        (j.createdAt < job.createdAt || (j.createdAt === job.createdAt && j.id < job.id)),
    );
  }

  /** Every due job, oldest first, one at a time (pacing is shared anyway). Returns how many ran. */
  async function drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      await prune();
      const all = await store.all();
      const due = all.find((j) => isDue(j) && !running.has(j.id) && !tried.has(j.id) && !blocker(j, all));
      if (!due) break;
      tried.add(due.id);
      const outcome = await start(due.id);
      if (outcome.status !== 'busy') ran++;
    }
    tried.clear();
    return ran;
  }
  // A job that failed during this drain waits for the next one, even when its retry is already due.
  const tried = new Set<string>();

  function isDue(job: OutboxJob): boolean {
    return job.state === 'pending' && job.nextAttemptAt <= now() && !(job.lease && job.lease.expiresAt > now());
  }

  async function prune(): Promise<void> {
    for (const job of await store.all()) {
      if (job.state === 'done' && now() - job.updatedAt > keepDoneMs) await store.delete(job.id);
    }
  }

  return {
    owner,
    enqueue,
    deliverNow,
    drain,
    /** Every job, done ones included (kept `keepDoneMs`), oldest first. */
    all: () => store.all(),
    /** Jobs not yet delivered (pending and parked), oldest first. */
    async open(): Promise<OutboxJob[]> {
      return (await store.all()).filter((j) => j.state !== 'done');
    },
    /** When the earliest pending job is due, if any. */
    async nextDueAt(): Promise<number | undefined> {
      const times = (await store.all()).filter((j) => j.state === 'pending').map((j) => j.nextAttemptAt);
      return times.length ? Math.min(...times) : undefined;
    },
    /** Makes a pending or parked job due now. */
    async retry(id: string): Promise<boolean> {
      const job = await store.update(id, (j) =>
        j && j.state !== 'done'
          ? { ...j, state: 'pending', nextAttemptAt: now(), attempts: 0, updatedAt: now() }
          : undefined,
      );
      changed();
      return Boolean(job);
    },
    /** Removes a job that is not being delivered right now. */
    async discard(id: string): Promise<boolean> {
      const job = await store.get(id);
      if (!job || running.has(id) || (job.lease && job.lease.expiresAt > now())) return false;
      await store.delete(id);
      changed();
      return true;
    },
    /** A new service-worker instance: leases held by earlier instances belong to deliveries that died. */
    async releaseStaleLeases(): Promise<void> {
      for (const job of await store.all()) {
        if (job.lease && job.lease.owner !== owner)
          await store.update(job.id, (j) =>
            j?.lease && j.lease.owner !== owner ? { ...j, lease: undefined } : undefined,
          );
      }
    },
    /**
     * Changes the payload (and when it is due) of a job no delivery has touched: pending, not leased,
     * nothing delivered (no progress). `change` returns undefined to leave it. Undefined when the job
     * could not take the change (it started meanwhile): the sender makes a new job instead.
     */
    async amend<K extends JobKind>(
      id: string,
      kind: K,
      change: (job: JobOf<K>) => { payload: PayloadMap[K]; dueAt?: number } | undefined,
    ): Promise<JobOf<K> | undefined> {
      const job = await store.update(id, (j) => {
        if (!j || j.kind !== kind || j.state !== 'pending' || j.lease || j.progress) return undefined;
        const next = change(j as JobOf<K>);
        if (!next) return undefined;
        return {
          ...j,
          payload: next.payload,
          nextAttemptAt: next.dueAt ?? j.nextAttemptAt,
          updatedAt: now(),
        } as OutboxJob;
      });
      if (job) changed();
      return job as JobOf<K> | undefined;
    },
    /** Records what the sender was told after a failure, so its "send again" can find this job. */
    async offer(id: string, offer: NonNullable<OutboxJob['offer']>): Promise<void> {
      await store.update(id, (j) => (j ? { ...j, offer } : undefined));
    },
  };
}
