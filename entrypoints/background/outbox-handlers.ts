/**
 * The handler registry the background's outbox runs: clips, tasks and uploads each through their
 * exactly-once delivery in lib/outbox (clip-job, task-job, upload-job). Connections are looked up
 * at delivery time; failures keep their CraftError kind, so the outbox retries what time can fix
 * and parks the rest with its reason. What arrived is recorded here (history, recent destinations).
 */
import type { ClipRecord, TaskRecord } from '../../lib/model/types';
import { claimedIds } from '../../lib/outbox/claimed';
import { clipHandler } from '../../lib/outbox/clip-handler';
import { taskHandler, uploadHandler } from '../../lib/outbox/quick-handlers';
import type { HandlerRegistry } from '../../lib/outbox/registry';
import type { OutboxJob } from '../../lib/outbox/types';
import { clientFor, findConnection, recordDelivery } from './deliver';
import { taskRecord } from './deliver-task';
import { recordUpload } from './deliver-upload';
import { resolveDestination } from './destinations';
import { getOutbox } from './outbox';
import { keyByJob } from './partial-clips';

/** What other jobs created, so this one's checks never take it for a copy (lib/outbox/claimed.ts). */
async function claimed(job: OutboxJob): Promise<Set<string>> {
  return claimedIds(await (await getOutbox()).all(), job.id);
}

async function resolve(connectionId: string | undefined) {
  const connection = await findConnection(connectionId);
  // Long Retry-After waits come back to the outbox, which schedules them instead of sleeping.
  return connection && { client: clientFor(connection, { maxWaitMs: 5_000 }), kind: connection.kind };
}

export function outboxHandlers(): HandlerRegistry {
  return {
    clip: clipHandler({
      resolve,
      claimed,
      async delivered(job, delivered): Promise<ClipRecord> {
        const connection = await findConnection(job.connectionId);
        const id = connection?.id ?? job.connectionId ?? '';
        const record = await recordDelivery({ id, appUrlTemplate: connection?.appUrlTemplate, spaceId: connection?.spaceId }, job.payload.request, delivered);
        return keyByJob(record, job.id);
      },
    }),
    task: taskHandler({
      resolve,
      claimed,
      async delivered(job, delivered, connectionId): Promise<TaskRecord> {
        return taskRecord(job.payload, connectionId ?? job.payload.connectionId ?? '', delivered);
      },
    }),
    upload: uploadHandler({
      resolve,
      claimed,
      async destination(job) {
        const connection = await findConnection(job.connectionId);
        const resolved = connection && (await resolveDestination(connection, job.payload.destination));
        return resolved?.ok ? resolved.value : undefined;
      },
      async delivered(job, delivered, destination) {
        return recordUpload(await findConnection(job.connectionId), job.id, job.payload, destination, delivered);
      },
    }),
  };
}
