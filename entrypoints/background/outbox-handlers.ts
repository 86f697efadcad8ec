/**
 * The handler registry the background's outbox runs: clips through lib/outbox's exactly-once clip
 * delivery, tasks and uploads through their own delivery functions (deliver-task / deliver-upload).
 * Those report failures as values without the error kind, so a failed task or upload is parked for
 * the user rather than retried blindly; one whose request went out but whose answer was lost (the
 * worker stopped) is parked too, since re-sending it could add it twice.
 */
import type { ClipRecord } from '../../lib/model/types';
import { ParkError } from '../../lib/outbox/classify';
import { clipHandler } from '../../lib/outbox/clip-handler';
import type { HandlerRegistry, JobHandler } from '../../lib/outbox/registry';
import { clientFor, findConnection, recordDelivery } from './deliver';
import { deliverTask } from './deliver-task';
import { deliverUpload } from './deliver-upload';

const MAYBE_SENT = 'The extension stopped while this was being sent, so it may have arrived already. Check Craft, then retry or discard it.';

function sentOnce<K extends 'task' | 'upload'>(send: JobHandler<K>): JobHandler<K> {
  return async (job, ctx) => {
    if (job.progress?.sent) throw new ParkError(MAYBE_SENT);
    await ctx.save({ sent: true });
    return send(job, ctx);
  };
}

export function outboxHandlers(): HandlerRegistry {
  return {
    clip: clipHandler({
      async resolve(connectionId) {
        const connection = await findConnection(connectionId);
        // Long Retry-After waits come back to the outbox, which schedules them instead of sleeping.
        return connection && { client: clientFor(connection, { maxWaitMs: 5_000 }), kind: connection.kind };
      },
      async delivered(job, delivered): Promise<ClipRecord> {
        const connection = await findConnection(job.connectionId);
        const id = connection?.id ?? job.connectionId ?? '';
        return recordDelivery({ id, appUrlTemplate: connection?.appUrlTemplate, spaceId: connection?.spaceId }, job.payload.request, delivered);
      },
    }),
    task: sentOnce<'task'>(async (job) => {
      const result = await deliverTask(job.payload);
      if (!result.ok) throw new ParkError(result.error);
      return result.value;
    }),
    upload: sentOnce<'upload'>(async (job) => {
      const result = await deliverUpload(job.payload);
      if (!result.ok) throw new ParkError(result.error);
      return result.value;
    }),
  };
}
