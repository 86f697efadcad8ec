/**
 * The 'task' and 'upload' entries of the handler registry: like clipHandler, the job's connection
 * is resolved at delivery time (the key may have changed while the job waited), then the job runs
 * exactly once (task-job.ts, upload-job.ts). `delivered` turns what arrived into the job's result
 * (the background records history there).
 */
import type { ConnectionKind, Destination } from '../model/types';
import { ParkError } from './classify';
import type { JobHandler } from './registry';
import { runTaskJob, type TaskClient, type TaskDelivered } from './task-job';
import type { JobOf } from './types';
import { runUploadJob, type UploadClient, type UploadDelivered } from './upload-job';

const REMOVED = 'The Craft connection of this item was removed. Copy it, or add the connection again and retry.';

interface Resolved<C> { client: C; kind: ConnectionKind }

export interface TaskHandlerDeps {
  resolve(connectionId: string | undefined): Promise<Resolved<TaskClient> | undefined>;
  /** Ids other jobs created (claimed.ts): a lost answer or a copy is never matched to one of them. */
  claimed?(job: JobOf<'task'>): Promise<ReadonlySet<string>>;
  delivered?(job: JobOf<'task'>, delivered: TaskDelivered, connectionId: string | undefined): Promise<unknown>;
  settleMs?: number;
}

export function taskHandler(deps: TaskHandlerDeps): JobHandler<'task'> {
  return async (job, ctx) => {
    const connection = await deps.resolve(job.connectionId ?? job.payload.connectionId);
    if (!connection) throw new ParkError(REMOVED);
    const delivered = await runTaskJob(job, {
      client: connection.client, connectionKind: connection.kind, save: ctx.save, settleMs: deps.settleMs,
      claimed: deps.claimed && (() => deps.claimed!(job)),
    });
    return deps.delivered ? deps.delivered(job, delivered, job.connectionId) : delivered;
  };
}

export interface UploadHandlerDeps {
  resolve(connectionId: string | undefined): Promise<Resolved<UploadClient> | undefined>;
  /** 'last' or no destination: what it means for this connection (the sender normally resolved it already). */
  destination?(job: JobOf<'upload'>): Promise<Destination | undefined>;
  delivered?(job: JobOf<'upload'>, delivered: UploadDelivered, destination: Destination): Promise<unknown>;
  /** Ids other jobs created (claimed.ts): never taken for copies of this upload's blocks. */
  claimed?(job: JobOf<'upload'>): Promise<ReadonlySet<string>>;
  settleMs?: number;
}

export function uploadHandler(deps: UploadHandlerDeps): JobHandler<'upload'> {
  return async (job, ctx) => {
    const connection = await deps.resolve(job.connectionId ?? job.payload.connectionId);
    if (!connection) throw new ParkError(REMOVED);
    const wanted = job.payload.destination;
    const destination = wanted && wanted !== 'last' ? wanted : await deps.destination?.(job);
    if (!destination) throw new ParkError('There is no destination for this image. Pick one and send it again.');
    const delivered = await runUploadJob(job, {
      client: connection.client, connectionKind: connection.kind, destination, save: ctx.save,
      onProgress: ctx.onProgress, settleMs: deps.settleMs, claimed: deps.claimed && (() => deps.claimed!(job)),
    });
    return deps.delivered ? deps.delivered(job, delivered, destination) : delivered;
  };
}
