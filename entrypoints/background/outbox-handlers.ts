/**
 * How the outbox delivers in the extension: every kind through its exactly-once delivery in
 * lib/outbox, the job's connection looked up once per attempt (the key may have changed while it
 * waited; a delivery right after sending takes the one its sender read) with a paced client, and what arrived recorded (history.ts). Failures keep their
 * CraftError kind, so the outbox retries what time can fix and parks the rest with its reason.
 * A leaf: services, history and lib.
 */
import type { Connection, TaskRecord } from '../../lib/model/types';
import {
  createDepartures,
  createDestinationChecks,
  deliveryHandlers,
  ParkError,
  parkIfTrashed,
  POLICY,
  type Connected,
  type Handlers,
} from '../../lib/outbox';
import { hostNotAllowed } from '../../lib/connections/host-access';
import { connectionsItem } from '../../lib/storage/items';
import { trashBatches } from './outbox';
import { recordClip, recordItem, recordUpload } from './history';
import { updatePage, withDelivered } from '../../lib/highlights/store';
import type { Services } from './services';

type Live = Connected & { connection: Connection };

/** `settleMs`: tests (the soak) shorten how long an unanswered write may still be applied. */
export function outboxHandlers(services: Services, tuning: { settleMs?: number } = {}): Handlers {
  return deliveryHandlers<Live>({
    settleMs: tuning.settleMs,
    async connect(connectionId, known, spaceId) {
      // A removed connection saved again has a new id: the same space finds it (Retry delivers).
      const connection =
        known ??
        (await services.connection(connectionId)) ??
        (connectionId && spaceId ? (await connectionsItem.getValue()).find((c) => c.spaceId === spaceId) : undefined);
      // A host never granted (or no longer): park with the reason before anything is sent; Retry after the grant.
      if (connection && !(await services.hostAllowed(connection.apiUrl)))
        throw new ParkError(hostNotAllowed(connection.apiUrl));
      // One per attempt, like its client: the attempt's write marks take the time each request leaves the pacer.
      const departures = createDepartures();
      return (
        connection && {
          connection,
          kind: connection.kind,
          client: services.client(connection, POLICY.clientRetry, departures.leaving),
          departures,
          async destination(wanted) {
            const resolved = await services.destination(connection, wanted);
            return resolved.ok ? resolved.value : undefined;
          },
        }
      );
    },
    // A remembered document in the trash still takes writes (evidence N1): park instead of "delivering" there.
    async beforeRun(job, live) {
      const checks = trashBatches.checksFor(live.connection.id, () => createDestinationChecks(live.client, live.kind));
      await parkIfTrashed(job, checks, live.destination);
    },
    finish: {
      clip: (job, delivered, { connection }) => recordClip(job.id, connection, job.payload.request, delivered),
      task: async (job, delivered, { connection }): Promise<TaskRecord> => ({
        connectionId: connection.id,
        place: job.payload.place,
        ...delivered,
      }),
      upload: (job, delivered, { connection }) => recordUpload(job.id, connection, job.payload, delivered),
      item: (job, delivered, { connection }) => recordItem(job.id, connection, job.payload, delivered),
      // The page's marks note what arrived, and where their page block is (lib/highlights/store.ts).
      mark: async (job, delivered, { connection }) => {
        const { url, destination } = job.payload;
        const done = { url, connectionId: connection.id, destination, ...delivered };
        await updatePage(url, (record) => withDelivered(record, done, Date.now()) ?? null);
        return delivered;
      },
    },
  });
}
