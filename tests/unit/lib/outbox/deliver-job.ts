/**
 * Enqueues one job in a fresh outbox (IndexedDB from fake-indexeddb) with the given handlers, and
 * delivers it until it is done or parked, as the background's wake-ups would.
 */
import { createOutbox, type OutboxOptions } from '../../../../lib/outbox/outbox';
import { openOutboxStore } from '../../../../lib/outbox/store';
import type { OutboxJob } from '../../../../lib/outbox/types';

type Input = Parameters<ReturnType<typeof createOutbox>['enqueue']>[0];

export async function deliverJob(handlers: OutboxOptions['handlers'], input: Input, rounds = 10): Promise<OutboxJob> {
  const store = await openOutboxStore(`deliver-${crypto.randomUUID()}`);
  const outbox = createOutbox({ store, handlers, backoff: { baseMs: 1, maxMs: 5 } });
  const job = await outbox.enqueue(input);
  for (let i = 0; i < rounds && (await store.get(job.id))!.state === 'pending'; i++) {
    await outbox.deliverNow(job.id);
    await new Promise((r) => setTimeout(r, 5));
  }
  return (await store.get(job.id))!;
}
