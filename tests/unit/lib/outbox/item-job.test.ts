/**
 * Collection items through the outbox against the emulator, under the faults clips and tasks face
 * (503, 429, answer lost after the write, hang): the emulator ends with the item once and its
 * content once inside the item's page. New select values: refused (parked, kept) unless allowed.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useEmulator } from './use-emulator';
import { itemBox, settle, texts } from './item-box';

const emulator = useEmulator();
const setUp = () => itemBox(emulator);

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
});
