/**
 * The delivery handler of every kind, built from its module (kinds.ts): the job's connection is
 * looked up once per attempt, at delivery time (its key may have changed while the job waited) —
 * unless its sender hands over the one it read a moment ago (a delivery right after sending) —
 * then the kind delivers the job; `finish` turns what arrived into the job's result (the
 * background records the history there). A removed connection parks the job with its reason.
 */
import type { JobKind } from '../model/outbox';
import type { Connection, ConnectionKind, Destination } from '../model/types';
import type { Departures } from './write/departures';
import type { DeliveryClient, JobKindModule } from './kind';
import { KINDS } from './registry';
import { ParkError } from './policy';
import { text } from '../i18n/ui-text';
import type { DeliveredMap, JobOf, OutboxJob, ProgressMap } from './types';

export interface HandlerContext<K extends JobKind> {
  save(progress: ProgressMap[K]): Promise<void>;
  onProgress?(part: number, total: number): void;
  /** Ids other jobs created (claimed.ts); the outbox reads them from its store. */
  claimed(): Promise<ReadonlySet<string>>;
  /** The job's connection as its sender read it a moment ago (Outbox.deliverNow): not read again. */
  connection?: Connection;
}

/** Delivers one job, or throws (policy.ts decides between a retry and parking). */
export type JobHandler<K extends JobKind> = (job: JobOf<K>, ctx: HandlerContext<K>) => Promise<unknown>;

export type Handlers = { [K in JobKind]: JobHandler<K> };

/** A connection as a delivery uses it. */
export interface Connected {
  client: DeliveryClient;
  kind: ConnectionKind;
  /** 'last' or no destination: what it means for this connection now. */
  destination?(wanted: Destination | 'last' | undefined): Promise<Destination | undefined>;
  /** Told by `client` when each request leaves (after the pacer's wait): departures.ts. */
  departures?: Departures;
}

export type Finish<C extends Connected> = {
  [K in JobKind]: (job: JobOf<K>, delivered: DeliveredMap[K], connected: C) => Promise<unknown>;
};

export interface DeliveryDeps<C extends Connected> {
  /**
   * The job's connection now, or undefined when it was removed. `known`: the one its sender just
   * read (a delivery right after sending); otherwise it is read now (the key may have changed).
   * `spaceId`: the job's space, to find the connection saved anew after its old id was removed.
   */
  connect(connectionId: string | undefined, known?: Connection, spaceId?: string): Promise<C | undefined>;
  /** What each kind's result becomes once delivered; without it, what the kind delivered. */
  finish?: Finish<C>;
  /** How long an unanswered write may still be applied (policy.ts settleMs); tests shorten it. */
  settleMs?: number;
  /** After the connection is found, before the kind writes: throws to park the job (trash-guard.ts). */
  beforeRun?(job: OutboxJob, connected: C): Promise<void>;
}

const REMOVED = text('outbox_connectionRemoved');

export function deliveryHandlers<C extends Connected>(deps: DeliveryDeps<C>): Handlers {
  const handler =
    <K extends JobKind>(kind: K): JobHandler<K> =>
    async (job, ctx) => {
      const known = ctx.connection && ctx.connection.id === job.connectionId ? ctx.connection : undefined;
      const connected = await deps.connect(job.connectionId, known, job.spaceId);
      if (!connected) throw new ParkError(REMOVED);
      await deps.beforeRun?.(job as OutboxJob, connected);
      // KINDS[kind] is the module of kind K; TypeScript cannot follow that through a generic index.
      const module = KINDS[kind] as unknown as JobKindModule<K>;
      const delivered = await module.run(job, {
        client: connected.client,
        connectionKind: connected.kind,
        save: ctx.save,
        onProgress: ctx.onProgress,
        claimed: ctx.claimed,
        destination: async (wanted) => connected.destination?.(wanted),
        settleMs: deps.settleMs,
        departures: connected.departures,
      });
      return deps.finish ? deps.finish[kind](job, delivered, connected) : delivered;
    };
  return {
    clip: handler('clip'),
    task: handler('task'),
    upload: handler('upload'),
    item: handler('item'),
    mark: handler('mark'),
  };
}
