/**
 * "Update the existing item" against the emulator: the item keeps its id and gets the new title and
 * properties; in its page the first save's blocks are removed once and the new clip written once,
 * and a block the user added since stays — whichever of the update's requests loses its answer,
 * hangs or fails first. With the first save's blocks unknown (another device saved it) nothing is
 * removed: the new clip follows the page after a divider.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { itemBox, settle, texts, type ItemBox } from './item-box';
import { useEmulator } from './use-emulator';

const emulator = useEmulator();

/** One item saved (its id and its clip's blocks), and a block the user wrote into its page afterwards. */
async function savedItem(box: ItemBox): Promise<{ itemId: string; blockIds: string[] }> {
  const first = await box.outbox.enqueue({ kind: 'item', title: 'A page', payload: box.job() });
  const { itemId, blockIds } = (await settle(box, first.id)).result as { itemId: string; blockIds: string[] };
  await box.client.blocks.insertMarkdown('A note of my own.', { position: 'end', pageId: itemId });
  expect(texts((await box.items())[0]!.content)).toEqual([
    'First paragraph.',
    'Second paragraph.',
    'A note of my own.',
  ]);
  return { itemId, blockIds };
}

describe("updating an item replaces its earlier clip and keeps the user's notes", () => {
  type Arm = (box: ItemBox) => void;
  it.each<[string, Arm]>([
    ['no fault', () => {}],
    ["the properties' answer lost", (b) => emulator.faults.dropAfterApply({ method: 'PUT', path: itemsPath(b) })],
    ["the removal's answer lost", () => emulator.faults.dropAfterApply({ method: 'DELETE', path: '/blocks' })],
    ['the removal hangs', () => emulator.faults.hang({ method: 'DELETE', path: '/blocks' })],
    ['the removal refused with 503', () => emulator.faults.force({ method: 'DELETE', path: '/blocks', status: 503 })],
    ["the new content's answer lost", () => emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' })],
  ])('%s: the same item, the note kept, the new content once', async (_name, arm) => {
    const box = await itemBox(emulator);
    const { itemId, blockIds } = await savedItem(box);
    arm(box);
    const update = box.job({
      updateId: itemId,
      earlierBlockIds: blockIds,
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
    expect(texts(items[0]!.content)).toEqual(['A note of my own.', 'New first.', 'New second.']);
    expect(emulator.log.entries().filter((e) => e.method === 'DELETE' && e.path === '/blocks').length).toBeLessThan(3);
  });

  it.each<[string, (box: ItemBox) => void]>([
    ['no fault', () => {}],
    ["the new content's answer lost", () => emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' })],
  ])('%s, the earlier clip unknown: everything kept, the new clip after a divider, once', async (_name, arm) => {
    const box = await itemBox(emulator);
    const { itemId } = await savedItem(box);
    arm(box);
    const update = box.job({ updateId: itemId, markdown: 'New first.\n\nNew second.' });
    const done = await settle(box, (await box.outbox.enqueue({ kind: 'item', title: 'A page', payload: update })).id);
    emulator.faults.reset();
    expect(done.state).toBe('done');
    const content = (await box.items())[0]!.content as Array<{ id: string; type: string; markdown?: string }>;
    expect(content.map((b) => (b.type === 'line' ? '(divider)' : b.markdown))).toEqual([
      'First paragraph.',
      'Second paragraph.',
      'A note of my own.',
      '(divider)',
      'New first.',
      'New second.',
    ]);
    // The divider belongs to the new clip: a later update from this device replaces it with the rest.
    expect((done.result as { blockIds: string[] }).blockIds).toEqual(content.slice(3).map((b) => b.id));
    expect(emulator.log.entries().filter((e) => e.method === 'DELETE')).toEqual([]);
  });

  it('an empty page, the earlier clip unknown: the new clip without a divider', async () => {
    const box = await itemBox(emulator);
    const first = await box.outbox.enqueue({ kind: 'item', title: 'A page', payload: box.job({ markdown: '' }) });
    const { itemId } = (await settle(box, first.id)).result as { itemId: string };
    const update = box.job({ updateId: itemId, markdown: 'New first.' });
    const done = await settle(box, (await box.outbox.enqueue({ kind: 'item', title: 'A page', payload: update })).id);
    expect(done.state).toBe('done');
    expect(texts((await box.items())[0]!.content)).toEqual(['New first.']);
  });

  it('an update with nothing to clip keeps the content', async () => {
    const box = await itemBox(emulator);
    const { itemId } = await savedItem(box);
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
