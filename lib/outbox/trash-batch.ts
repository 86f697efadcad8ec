/**
 * Destination checks (trash-guard.ts) per outbox round and connection: the jobs one round delivers
 * share them, so the trash is read at most once per round and connection (the rate budget is
 * shared with the user's other Craft clients: craft-api-evidence.md §8 N4). A delivery outside a
 * round (a job sent at once) gets checks of its own. The next round reads afresh, so a document
 * the user restored meanwhile is seen: Retry delivers.
 */
import type { DestinationChecks } from './trash-guard';

export function createTrashBatches() {
  let open: Map<string, DestinationChecks> | undefined;
  let depth = 0;
  return {
    /** Runs one round; checks asked for while it runs are shared. */
    async round<T>(deliver: () => Promise<T>): Promise<T> {
      if (depth++ === 0) open = new Map();
      try {
        return await deliver();
      } finally {
        if (--depth === 0) open = undefined;
      }
    },
    /** The round's checks for `connectionId`, made on the first ask; outside a round, new ones. */
    checksFor(connectionId: string, make: () => DestinationChecks): DestinationChecks {
      if (!open) return make();
      let checks = open.get(connectionId);
      if (!checks) open.set(connectionId, (checks = make()));
      return checks;
    },
  };
}
