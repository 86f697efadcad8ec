/**
 * The 'clip' entry of the handler registry: resolves the job's connection to a client at delivery
 * time (the key may have changed while the job waited) and runs it with runClipJob.
 */
import type { ConnectionKind } from '../model/types';
import { ParkError } from './classify';
import { runClipJob, type ClipClient, type ClipDelivered } from './clip-job';
import type { JobHandler } from './registry';
import type { JobOf } from './types';

export interface ClipHandlerDeps {
  /** The client and kind of a connection, or undefined when it was removed. */
  resolve(connectionId: string | undefined): Promise<{ client: ClipClient; kind: ConnectionKind } | undefined>;
  /** What the job's result becomes once delivered (the background records history here). */
  delivered?(job: JobOf<'clip'>, delivered: ClipDelivered): Promise<unknown>;
  /** Ids other jobs created (claimed.ts): never taken for copies of this clip's blocks. */
  claimed?(job: JobOf<'clip'>): Promise<ReadonlySet<string>>;
  /** See ClipJobContext.settleMs. */
  settleMs?: number;
}

export function clipHandler(deps: ClipHandlerDeps): JobHandler<'clip'> {
  return async (job, ctx) => {
    const connection = await deps.resolve(job.connectionId ?? job.payload.request.connectionId);
    if (!connection) throw new ParkError('The Craft connection of this clip was removed. Copy the clip, or add the connection again and retry.');
    const delivered = await runClipJob(job, {
      client: connection.client, connectionKind: connection.kind, save: ctx.save, onProgress: ctx.onProgress, settleMs: deps.settleMs,
      claimed: deps.claimed && (() => deps.claimed!(job)),
    });
    return deps.delivered ? deps.delivered(job, delivered) : delivered;
  };
}
