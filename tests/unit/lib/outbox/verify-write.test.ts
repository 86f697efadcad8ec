/**
 * verify-write against the emulator: after writes that landed twice (a silent resend), one read of
 * the place removes exactly the copies — foreign runs inside the noted window rendered like one of
 * our runs, wherever they sit in it; a user's block, a claimed block, an identical block before the
 * anchor, and anything when the place cannot be read are kept.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../../../emulator/index';
import { createCraftClient, type CraftClient } from '../../../../lib/craft';
import { snapshotPlace } from '../../../../lib/outbox/write/reconcile';
import { dropResentItems, noteWrite, runCheck, type PendingCheck } from '../../../../lib/outbox/write/verify-write';

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
  await client.blocks.insertMarkdown('Before the anchor.\n\nOurs first.\n\nOurs last.\n\nAnchor.', {
    position: 'end',
    pageId: docId,
  });
});

const texts = async () => (await client.blocks.get({ id: docId }, { maxDepth: 1 })).content!.map((b) => b.markdown);
const at = () => ({ position: 'end' as const, pageId: docId });
const PART = 'Ours first.\n\nOurs last.';
const ids = (blocks: Array<{ id: string }>) => blocks.map((b) => b.id);
const endOfDoc = async () => snapshotPlace(client.blocks, { id: docId }, 'end');

describe('runCheck', () => {
  it.each([
    // [what else landed in the window, which copy the answer returned, what stays after the anchor]
    ['a resend after the first copy (answer = second)', [PART, PART], 1, ['Ours first.', 'Ours last.']],
    ['a resend, the answer naming the first copy', [PART, PART], 0, ['Ours first.', 'Ours last.']],
    ['three copies', [PART, PART, PART], 1, ['Ours first.', 'Ours last.']],
    [
      'a user block in between is not a copy',
      [PART, 'Ours first.\n\nSomething else.'],
      0,
      ['Ours first.', 'Ours last.', 'Ours first.', 'Something else.'],
    ],
    ['no copy', [PART], 0, ['Ours first.', 'Ours last.']],
  ])('%s', async (_name, writes, answered, after) => {
    const place = await endOfDoc();
    const made = [];
    for (const markdown of writes) made.push(await client.blocks.insertMarkdown(markdown, at()));
    await runCheck(client.blocks, { cursor: place, runs: [{ ids: ids(made[answered]) }] });
    const all = await texts();
    // The blocks before the anchor (an identical pair among them) are never touched.
    expect(all.slice(0, 4)).toEqual(['Before the anchor.', 'Ours first.', 'Ours last.', 'Anchor.']);
    expect(all.slice(4)).toEqual(after);
    expect(made[answered].every((b) => emulator.state.block(b.id))).toBe(true);
  });

  it('finds a copy our later parts pushed away from its original, and checks every part in one read', async () => {
    // Part A was written "after the anchor" twice (the resend landed right after the anchor too),
    // then parts B and C went after the answered copy: anchor, A', B, C, A.
    const checks: PendingCheck[] = [];
    const place = await endOfDoc();
    const first = await client.blocks.insertMarkdown('Part A one.\n\nPart A two.', at());
    const answered = await client.blocks.insertMarkdown('Part A one.\n\nPart A two.', {
      position: 'after',
      siblingId: place.afterId!,
    });
    noteWrite(checks, place, { ids: ids(answered) });
    const b = await client.blocks.insertMarkdown('Part B.', { position: 'after', siblingId: answered.at(-1)!.id });
    noteWrite(checks, { ...place, afterId: answered.at(-1)!.id }, { ids: ids(b) });
    const c = await client.blocks.insertMarkdown('Part C.\n\nPart B.', { position: 'after', siblingId: b.at(-1)!.id });
    noteWrite(checks, { ...place, afterId: b.at(-1)!.id }, { ids: ids(c) });
    expect((await texts()).slice(4)).toEqual([
      'Part A one.',
      'Part A two.',
      'Part B.',
      'Part C.',
      'Part B.',
      'Part A one.',
      'Part A two.',
    ]);

    expect(checks).toHaveLength(1);
    const before = emulator.log.entries().length;
    expect(await runCheck(client.blocks, checks[0]!)).toEqual(ids(first));
    // One read of the place and one delete, whatever the number of parts.
    expect(
      emulator.log
        .entries()
        .slice(before)
        .map((e) => e.method),
    ).toEqual(['GET', 'DELETE']);
    // "Part B." inside part C is ours, not a copy of part B.
    expect((await texts()).slice(4)).toEqual(['Part A one.', 'Part A two.', 'Part B.', 'Part C.', 'Part B.']);
  });

  it('keeps a block another delivery claimed, even when it renders like ours', async () => {
    const place = await endOfDoc();
    const ours = await client.blocks.insertMarkdown(PART, at());
    const theirs = await client.blocks.insertMarkdown(PART, at());
    expect(await runCheck(client.blocks, { cursor: place, runs: [{ ids: ids(ours) }] }, new Set(ids(theirs)))).toEqual(
      [],
    );
    expect(theirs.every((b) => emulator.state.block(b.id))).toBe(true);
  });

  it('removes nothing when the anchor is gone', async () => {
    const place = await endOfDoc();
    const first = await client.blocks.insertMarkdown(PART, at());
    const second = await client.blocks.insertMarkdown(PART, at());
    await client.blocks.delete([place.afterId!]);
    expect(await runCheck(client.blocks, { cursor: place, runs: [{ ids: ids(second) }] })).toEqual([]);
    expect(first.every((b) => emulator.state.block(b.id))).toBe(true);
  });

  it('compares uploads by size and type (image blocks differ in their URL)', async () => {
    const place = await endOfDoc();
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
      (c) => c.charCodeAt(0),
    ).buffer as ArrayBuffer;
    const first = await client.upload(png, 'image/png', at());
    const second = await client.upload(png, 'image/png', at());
    expect(await runCheck(client.blocks, { cursor: place, runs: [{ ids: [second.blockId] }] })).toEqual([]);
    expect(
      await runCheck(client.blocks, {
        cursor: place,
        runs: [{ ids: [second.blockId], upload: { size: png.byteLength, contentType: 'image/png' } }],
      }),
    ).toEqual([first.blockId]);
  });
});

describe('noteWrite', () => {
  it('keeps one check per parent, windowed where the first write went', () => {
    const checks: PendingCheck[] = [];
    noteWrite(checks, { parent: { date: 'today' }, afterId: 'x', beforeId: null }, { ids: ['page'] });
    noteWrite(checks, { parent: { id: 'page' }, afterId: null, beforeId: null }, { ids: ['a'] });
    noteWrite(checks, { parent: { id: 'page' }, afterId: 'a', beforeId: null }, { ids: ['b'] });
    noteWrite(checks, { afterId: undefined }, { ids: ['unplaced'] });
    expect(checks).toEqual([
      { cursor: { parent: { date: 'today' }, afterId: 'x', beforeId: null }, runs: [{ ids: ['page'] }] },
      { cursor: { parent: { id: 'page' }, afterId: null, beforeId: null }, runs: [{ ids: ['a'] }, { ids: ['b'] }] },
    ]);
  });
});

describe('dropResentItems', () => {
  it.each([
    ['a copy that was not there before', [], [], ['new-copy']],
    ['an item known before the write', ['new-copy'], [], []],
    ['an item another delivery claimed', [], ['new-copy'], []],
  ])('%s', async (_name, known, claimed, removed) => {
    const gone: string[] = [];
    await dropResentItems({
      listSame: async () => ['ours', 'new-copy'],
      known,
      claimed,
      keep: 'ours',
      remove: async (ids) => gone.push(...ids),
    });
    expect(gone).toEqual(removed);
  });
});
