/**
 * verify-write against the emulator: after a write that landed twice (a silent resend), only the
 * copy next to ours, inside the noted window and rendered like ours, is removed; a user's block,
 * an identical block before the anchor, and anything when the place cannot be read are kept.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../../../emulator/index';
import { createCraftClient, type CraftClient } from '../../../../lib/craft';
import { snapshotPlace } from '../../../../lib/outbox/reconcile';
import { dropResentBlocks, dropResentItems } from '../../../../lib/outbox/verify-write';

let emulator: Emulator;
let client: CraftClient;
let docId: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, rateLimit: false });
  const link = emulator.link('space');
  client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey, retry: { limit: 0 } });
});
afterAll(async () => emulator.close());
beforeEach(async () => {
  emulator.reset();
  [{ id: docId }] = await client.documents.create([{ title: 'Verify target' }], { destination: 'unsorted' });
  await client.blocks.insertMarkdown('Before the anchor.\n\nOurs first.\n\nOurs last.\n\nAnchor.', { position: 'end', pageId: docId });
});

const texts = async () => (await client.blocks.get({ id: docId }, { maxDepth: 1 })).content!.map((b) => b.markdown);
const at = () => ({ position: 'end' as const, pageId: docId });
const PART = 'Ours first.\n\nOurs last.';

describe('dropResentBlocks', () => {
  it.each([
    // [what else landed in the window, which copy the answer returned, what stays after the anchor]
    ['a resend after the first copy (answer = second)', [PART, PART], 1, ['Ours first.', 'Ours last.']],
    ['a resend, the answer naming the first copy', [PART, PART], 0, ['Ours first.', 'Ours last.']],
    ['three copies', [PART, PART, PART], 1, ['Ours first.', 'Ours last.']],
    ['a user block in between is not a copy', [PART, 'Ours first.\n\nSomething else.'], 0, ['Ours first.', 'Ours last.', 'Ours first.', 'Something else.']],
    ['no copy', [PART], 0, ['Ours first.', 'Ours last.']],
  ])('%s', async (_name, writes, answered, after) => {
    const place = { parent: { id: docId }, ...(await snapshotPlace(client.blocks, { id: docId }, 'end')) };
    const made = [];
    for (const markdown of writes) made.push(await client.blocks.insertMarkdown(markdown, at()));
    await dropResentBlocks(client.blocks, place, made[answered].map((b) => b.id));
    const all = await texts();
    // The blocks before the anchor (an identical pair among them) are never touched.
    expect(all.slice(0, 4)).toEqual(['Before the anchor.', 'Ours first.', 'Ours last.', 'Anchor.']);
    expect(all.slice(4)).toEqual(after);
    expect(made[answered].every((b) => emulator.state.block(b.id))).toBe(true);
  });

  it('removes nothing when the anchor is gone', async () => {
    const place = await snapshotPlace(client.blocks, { id: docId }, 'end');
    const first = await client.blocks.insertMarkdown(PART, at());
    const second = await client.blocks.insertMarkdown(PART, at());
    await client.blocks.delete([place.afterId!]);
    expect(await dropResentBlocks(client.blocks, place, second.map((b) => b.id))).toEqual([]);
    expect(first.every((b) => emulator.state.block(b.id))).toBe(true);
  });

  it('uses the given likeness for uploads (image blocks differ in their URL)', async () => {
    const place = await snapshotPlace(client.blocks, { id: docId }, 'end');
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0)).buffer as ArrayBuffer;
    const first = await client.upload(png, 'image/png', at());
    const second = await client.upload(png, 'image/png', at());
    const same = (b: { type?: string; fileSize?: number }) => b.type === 'image' && b.fileSize === png.byteLength;
    expect(await dropResentBlocks(client.blocks, place, [second.blockId])).toEqual([]);
    expect(await dropResentBlocks(client.blocks, place, [second.blockId], same)).toEqual([first.blockId]);
  });
});

describe('dropResentItems', () => {
  it.each([
    ['a copy that was not there before', [], [], ['new-copy']],
    ['an item known before the write', ['new-copy'], [], []],
    ['an item another delivery claimed', [], ['new-copy'], []],
  ])('%s', async (_name, known, claimed, removed) => {
    const gone: string[] = [];
    await dropResentItems({ listSame: async () => ['ours', 'new-copy'], known, claimed, keep: 'ours', remove: async (ids) => gone.push(...ids) });
    expect(gone).toEqual(removed);
  });
});
