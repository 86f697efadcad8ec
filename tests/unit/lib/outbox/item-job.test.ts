/**
 * Collection items through the outbox against the emulator, under the faults clips and tasks face
 * (503, 429, answer lost after the write, hang): the emulator ends with the item once and its
 * content once inside the item's page. New select values: refused (parked, kept) unless allowed.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useEmulator } from './use-emulator';
import { createCraftClient } from '../../../../lib/craft';
import type { ItemJob } from '../../../../lib/model/types';
import { deliveryHandlers } from '../../../../lib/outbox/handlers';
import { createOutbox } from '../../../../lib/outbox/outbox';
import { openOutboxStore } from '../../../../lib/outbox/store';
import type { OutboxJob } from '../../../../lib/outbox/types';

const emulator = useEmulator();

async function setUp() {
  const link = emulator.link('space');
  const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey, timeoutMs: 300, retry: { limit: 0 } });
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
    handlers: deliveryHandlers({ connect: async () => ({ client, kind: 'space' }), settleMs: 0 }),
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

type Box = Awaited<ReturnType<typeof setUp>>;

async function settle(box: Box, id: string): Promise<OutboxJob> {
  for (let i = 0; i < 15 && (await box.store.get(id))!.state === 'pending'; i++) {
    await box.outbox.deliverNow(id);
    await new Promise((r) => setTimeout(r, 5));
  }
  return (await box.store.get(id))!;
}

const texts = (content: unknown) => ((content ?? []) as Array<{ markdown?: string }>).map((b) => b.markdown);

describe('collection items exactly once', () => {
  type Arm = (path: string) => void;
  it.each<[string, Arm]>([
    ['503 twice', (path) => emulator.faults.force({ method: 'POST', path, status: 503, times: 2 })],
    [
      '429 with Retry-After',
      (path) => emulator.faults.force({ method: 'POST', path, status: 429, headers: { 'Retry-After': '0' } }),
    ],
    ['answer lost after the write', (path) => emulator.faults.dropAfterApply({ method: 'POST', path })],
    ['hang (request times out)', (path) => emulator.faults.hang({ method: 'POST', path })],
    ["the content's answer lost", () => emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' })],
  ])('%s: one item, its content once', async (_name, arm) => {
    const box = await setUp();
    arm(`/collections/${box.collectionId}/items`);
    const queued = await box.outbox.enqueue({ kind: 'item', title: 'A page', payload: box.job() });
    const done = await settle(box, queued.id);
    emulator.faults.reset();
    expect(done.state).toBe('done');
    const items = await box.items();
    expect(items).toHaveLength(1);
    expect(items[0]!.properties).toEqual({ link: 'https://example.com/a', tags: ['ai'], status: 'To read' });
    expect(texts(items[0]!.content)).toEqual(['First paragraph.', 'Second paragraph.']);
    expect(done.result).toMatchObject({ itemId: items[0]!.id });
  });

  it('the same page saved twice on purpose: both kept', async () => {
    const box = await setUp();
    const first = await box.outbox.enqueue({ kind: 'item', title: 'A page', payload: box.job() });
    expect((await settle(box, first.id)).state).toBe('done');
    emulator.faults.dropAfterApply({ method: 'POST', path: `/collections/${box.collectionId}/items` });
    const second = await box.outbox.enqueue({
      kind: 'item',
      title: 'A page',
      payload: box.job({ markdown: 'Again.' }),
    });
    const done = await settle(box, second.id);
    expect(done.state).toBe('done');
    const items = await box.items();
    expect(items).toHaveLength(2);
    expect(texts(items[1]!.content)).toEqual(['Again.']);
  });

  it("a new tag is refused without the user's yes (parked, kept) and added with it", async () => {
    const box = await setUp();
    const refused = await box.outbox.enqueue({
      kind: 'item',
      title: 'A page',
      payload: box.job({ properties: { tags: ['brand-new'] } }),
    });
    const parked = await settle(box, refused.id);
    expect(parked.state).toBe('parked');
    expect(parked.lastError).toMatch(/allowNewSelectOptions|one of/);
    expect(await box.items()).toHaveLength(0);
    const allowed = await box.outbox.enqueue({
      kind: 'item',
      title: 'A page',
      payload: box.job({ properties: { tags: ['brand-new'] }, allowNewSelectOptions: true }),
    });
    expect((await settle(box, allowed.id)).state).toBe('done');
    expect((await box.items())[0]!.properties).toEqual({ tags: ['brand-new'] });
    const schema = (await box.client.collections.getSchema(box.collectionId, 'schema')) as {
      properties: Array<{ key: string; options?: Array<{ name: string }> }>;
    };
    expect(schema.properties.find((p) => p.key === 'tags')!.options!.map((o) => o.name)).toEqual(['ai', 'brand-new']);
  });

  it('an update changes the existing item, keeps its content and adds none, even when its answer is lost', async () => {
    const box = await setUp();
    const first = await box.outbox.enqueue({ kind: 'item', title: 'A page', payload: box.job() });
    const { itemId } = (await settle(box, first.id)).result as { itemId: string };
    emulator.faults.dropAfterApply({ method: 'PUT', path: `/collections/${box.collectionId}/items` });
    const update = box.job({
      updateId: itemId,
      title: 'A page, renamed',
      properties: { status: 'Read' },
      markdown: 'Ignored.',
    });
    const done = await settle(box, (await box.outbox.enqueue({ kind: 'item', title: 'A page', payload: update })).id);
    expect(done.state).toBe('done');
    expect(done.result).toMatchObject({ itemId, updated: true });
    const items = await box.items();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      title: 'A page, renamed',
      properties: { link: 'https://example.com/a', tags: ['ai'], status: 'Read' },
    });
    expect(texts(items[0]!.content)).toEqual(['First paragraph.', 'Second paragraph.']);
  });
});
