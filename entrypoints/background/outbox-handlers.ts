/**
 * The handlers the background's outbox runs: every kind through its exactly-once delivery in
 * lib/outbox (handlers.ts). Connections are looked up at delivery time; failures keep their
 * CraftError kind, so the outbox retries what time can fix and parks the rest with its reason.
 * What arrived is recorded here (history, recent destinations).
 */
import type { ClipRecord, Connection, TaskRecord } from '../../lib/model/types';
import { deliveryHandlers, type Connected, type Handlers } from '../../lib/outbox/handlers';
import { POLICY } from '../../lib/outbox/policy';
import { clientFor, findConnection, recordDelivery } from './deliver';
import { taskRecord } from './deliver-task';
import { recordUpload } from './deliver-upload';
import { resolveDestination } from './destinations';
import { keyByJob } from './partial-clips';

type Live = Connected & { connection: Connection };

export function outboxHandlers(): Handlers {
  return deliveryHandlers<Live>({
    async connect(connectionId) {
      const connection = await findConnection(connectionId);
      return connection && {
        connection, client: clientFor(connection, POLICY.clientRetry), kind: connection.kind,
        async destination(wanted) {
          const resolved = await resolveDestination(connection, wanted);
          return resolved.ok ? resolved.value : undefined;
        },
      };
    },
    finish: {
      async clip(job, delivered, { connection }): Promise<ClipRecord> {
        const record = await recordDelivery(connection, job.payload.request, delivered);
        return keyByJob(record, job.id);
      },
      async task(job, delivered, { connection }): Promise<TaskRecord> {
        return taskRecord(job.payload, connection.id, delivered);
      },
      async upload(job, delivered, { connection }) {
        return recordUpload(connection, job.id, job.payload, delivered.destination, delivered);
      },
    },
  });
}
