/**
 * A collection in the emulator with an outbox delivering collection items into it (item-job.ts),
 * for the item tests: the job to send, the items as Craft holds them, and delivering until settled.
 */
import type { Emulator } from '../../../../emulator/index';
import { createCraftClient } from '../../../../lib/craft';
import type { ItemJob } from '../../../../lib/model/types';
import { deliveryHandlers } from '../../../../lib/outbox/handlers';
import { createOutbox } from '../../../../lib/outbox/outbox';
import { openOutboxStore } from '../../../../lib/outbox/store';
import type { OutboxJob } from '../../../../lib/outbox/types';

export async function itemBox(emulator: Emulator) {
  const link = emulator.link('space');
  // The test's own reads and writes wait as long as they need; the outbox's client gives up early, for the hang faults.
  const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
  const delivery = createCraftClient({
    baseUrl: link.apiUrl,
    apiKey: link.apiKey,
    timeoutMs: 300,
    retry: { limit: 0 },
  });
  const doc = emulator.state.documents().find((d) => d.location !== 'trash')!;
  const made = await client.collections.create(
    {
      name: 'Reading list',
      properties: [
        { name: 'Link', type: 'url' },
        { name: 'Tags', type: 'multiSelect', options: [{ name: 'ai' }] },
        { name: 'Status', type: 'singleSelect', options: [{ name: 'To read' }, { name: 'Read' }] },
      ],
    },
    { position: 'end', pageId: doc.id },
  );
  const store = await openOutboxStore(`item-${crypto.randomUUID()}`);
  const outbox = createOutbox({
    store,
    handlers: deliveryHandlers({ connect: async () => ({ client: delivery, kind: 'space' }), settleMs: 0 }),
    backoff: { baseMs: 1, maxMs: 5 },
  });
  const collectionId = made.collectionBlockId;
  const job = (over: Partial<ItemJob> = {}): ItemJob => ({
    collectionId,
    collectionName: 'Reading list',
    title: 'A page',
    urlKey: 'link',
    url: 'https://example.com/a',
    properties: { link: 'https://example.com/a', tags: ['ai'], status: 'To read' },
    markdown: 'First paragraph.\n\nSecond paragraph.',
    ...over,
  });
  const items = () => client.collections.getItems(collectionId);
  return { client, store, outbox, collectionId, job, items };
}

export type ItemBox = Awaited<ReturnType<typeof itemBox>>;

/** Delivers the job as the background's wake-ups would, until it is done or parked. */
export async function settle(box: ItemBox, id: string): Promise<OutboxJob> {
  for (let i = 0; i < 15 && (await box.store.get(id))!.state === 'pending'; i++) {
    await box.outbox.deliverNow(id);
    await new Promise((r) => setTimeout(r, 5));
  }
  return (await box.store.get(id))!;
}

/** The markdown of each top-level block of an item's content. */
export const texts = (content: unknown) => ((content ?? []) as Array<{ markdown?: string }>).map((b) => b.markdown);
