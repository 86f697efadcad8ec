/**
 * "Update the existing item" against the emulator: the item keeps its id and gets the new title and
 * properties, and its page ends with the new clip only — the old content (the first save's blocks
 * and a block the user added since) removed once, the new content written once — whichever of the
 * update's requests loses its answer, hangs or fails first.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { itemBox, settle, texts, type ItemBox } from './item-box';
import { useEmulator } from './use-emulator';

const emulator = useEmulator();

/** One item saved, and a block the user wrote into its page afterwards. */
async function savedItem(box: ItemBox): Promise<string> {
  const first = await box.outbox.enqueue({ kind: 'item', title: 'A page', payload: box.job() });
  const { itemId } = (await settle(box, first.id)).result as { itemId: string };
  await box.client.blocks.insertMarkdown('A note of my own.', { position: 'end', pageId: itemId });
  expect(texts((await box.items())[0]!.content)).toEqual([
    'First paragraph.',
    'Second paragraph.',
    'A note of my own.',
  ]);
  return itemId;
}

describe('updating an item replaces its content', () => {
  type Arm = (box: ItemBox) => void;
  it.each<[string, Arm]>([
    ['no fault', () => {}],
    ["the properties' answer lost", (b) => emulator.faults.dropAfterApply({ method: 'PUT', path: itemsPath(b) })],
    ["the removal's answer lost", () => emulator.faults.dropAfterApply({ method: 'DELETE', path: '/blocks' })],
    ['the removal hangs', () => emulator.faults.hang({ method: 'DELETE', path: '/blocks' })],
    ['the removal refused with 503', () => emulator.faults.force({ method: 'DELETE', path: '/blocks', status: 503 })],
    ["the new content's answer lost", () => emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' })],
  ])('%s: the same item, only the new content, once', async (_name, arm) => {
    const box = await itemBox(emulator);
    const itemId = await savedItem(box);
    arm(box);
    const update = box.job({
      updateId: itemId,
      title: 'A page, renamed',
      properties: { status: 'Read' },
      markdown: 'New first.\n\nNew second.',
    });
    const done = await settle(box, (await box.outbox.enqueue({ kind: 'item', title: 'A page', payload: update })).id);
    emulator.faults.reset();
    expect(done.state).toBe('done');
    expect(done.result).toMatchObject({ itemId, updated: true });
    const items = await box.items();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: itemId,
      title: 'A page, renamed',
      properties: { link: 'https://example.com/a', tags: ['ai'], status: 'Read' },
    });
    expect(texts(items[0]!.content)).toEqual(['New first.', 'New second.']);
    expect(emulator.log.entries().filter((e) => e.method === 'DELETE' && e.path === '/blocks').length).toBeLessThan(3);
  });

  it('an update with nothing to clip keeps the content', async () => {
    const box = await itemBox(emulator);
    const itemId = await savedItem(box);
    const update = box.job({ updateId: itemId, properties: { status: 'Read' }, markdown: '  ' });
    const done = await settle(box, (await box.outbox.enqueue({ kind: 'item', title: 'A page', payload: update })).id);
    expect(done.state).toBe('done');
    expect(texts((await box.items())[0]!.content)).toEqual([
      'First paragraph.',
      'Second paragraph.',
      'A note of my own.',
    ]);
  });
});

const itemsPath = (box: ItemBox) => `/collections/${box.collectionId}/items`;
