/**
 * Contract: blocks — read (JSON, markdown), insert (blocks, markdown, every position form), update,
 * move, delete, search — on every connection kind. Runs against the local emulator, or a real
 * connection when CRAFT_API_URL (and optionally CRAFT_API_KEY) is set: then only that kind, writing
 * only into a scratch place (a new document on space links, today's daily note, or the first selected
 * document) and deleting every block it created. See harness.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CraftClient } from '../../lib/craft/client';
import type { Block, ConnectionKind } from '../../lib/craft/types';
import { describeKinds, marker, openScratch, openTarget, type Scratch } from './harness';

const target = await openTarget();
afterAll(() => target.close());

const childIds = (root: Block) => (root.content ?? []).map((b) => b.id);

describeKinds(target, ['documents', 'space', 'daily-notes'], 'blocks', (kind: ConnectionKind) => {
  let client: CraftClient;
  let scratch: Scratch;
  const created: string[] = [];
  const track = (blocks: Block[]) => {
    created.push(...blocks.map((b) => b.id));
    return blocks;
  };

  beforeAll(async () => {
    client = target.client(kind);
    scratch = await openScratch(client, kind);
  });
  afterAll(async () => {
    if (created.length) await client.blocks.delete(created).catch(() => undefined);
    await scratch?.dispose();
  });

  it('GET /blocks returns the root with nested content as JSON', async () => {
    const root = await client.blocks.get(scratch.read);
    expect(root).toMatchObject({ id: expect.any(String), type: 'page' });
    expect(Array.isArray(root.content ?? [])).toBe(true);
  });

  it('GET /blocks with maxDepth 0 leaves out the children', async () => {
    const tag = marker('depth');
    track(await client.blocks.insertMarkdown(tag, scratch.position));
    const root = await client.blocks.get(scratch.read, { maxDepth: 0 });
    expect(root.content ?? []).toEqual([]);
  });

  it('GET /blocks as markdown renders the content', async () => {
    const tag = marker('md');
    track(await client.blocks.insertMarkdown(`Rendered ${tag}`, scratch.position));
    await expect(client.blocks.getMarkdown(scratch.read)).resolves.toContain(tag);
  });

  it('POST /blocks markdown is split into one block per paragraph, at the end', async () => {
    const tag = marker('split');
    const blocks = track(
      await client.blocks.insertMarkdown(`## Heading ${tag}\n\nParagraph ${tag}\n\n- item ${tag}`, scratch.position),
    );
    expect(blocks.map((b) => b.markdown)).toEqual([`## Heading ${tag}`, `Paragraph ${tag}`, `- item ${tag}`]);
    expect(blocks.every((b) => typeof b.id === 'string' && b.id.length > 0)).toBe(true);
    const ids = childIds(await client.blocks.get(scratch.read));
    expect(ids.slice(-3)).toEqual(blocks.map((b) => b.id));
  });

  it('POST /blocks structured blocks at the start', async () => {
    const tag = marker('start');
    const [block] = track(
      await client.blocks.insert([{ type: 'text', markdown: `Start ${tag}` }], {
        ...scratch.position,
        position: 'start',
      }),
    );
    expect(block.markdown).toBe(`Start ${tag}`);
    expect(childIds(await client.blocks.get(scratch.read))[0]).toBe(block.id);
  });

  it('POST /blocks before and after a sibling', async () => {
    const [anchor] = track(await client.blocks.insertMarkdown(marker('anchor'), scratch.position));
    const [before] = track(
      await client.blocks.insertMarkdown(marker('before'), { position: 'before', siblingId: anchor.id }),
    );
    const [after] = track(
      await client.blocks.insertMarkdown(marker('after'), { position: 'after', siblingId: anchor.id }),
    );
    const ids = childIds(await client.blocks.get(scratch.read));
    expect(ids.indexOf(before.id)).toBe(ids.indexOf(anchor.id) - 1);
    expect(ids.indexOf(after.id)).toBe(ids.indexOf(anchor.id) + 1);
  });

  it.runIf(kind !== 'documents')('POST /blocks into a daily note by date', async () => {
    const tag = marker('date');
    const [block] = track(await client.blocks.insertMarkdown(tag, { position: 'end', date: 'today' }));
    const note = await client.blocks.get({ date: 'today' });
    expect(childIds(note)).toContain(block.id);
  });

  it('PUT /blocks changes only the given fields', async () => {
    const [block] = track(await client.blocks.insertMarkdown(marker('old'), scratch.position));
    const tag = marker('new');
    const [updated] = await client.blocks.update([{ id: block.id, markdown: `# ${tag}` }]);
    expect(updated).toMatchObject({ id: block.id, markdown: `# ${tag}` });
    await expect(client.blocks.get({ id: block.id })).resolves.toMatchObject({ markdown: `# ${tag}`, textStyle: 'h1' });
  });

  it('PUT /blocks/move reorders blocks', async () => {
    const [a, b] = track(await client.blocks.insertMarkdown(`${marker('a')}\n\n${marker('b')}`, scratch.position));
    await expect(client.blocks.move([b.id], { position: 'before', siblingId: a.id })).resolves.toEqual([b.id]);
    const ids = childIds(await client.blocks.get(scratch.read));
    expect(ids.indexOf(b.id)).toBe(ids.indexOf(a.id) - 1);
  });

  it('DELETE /blocks removes blocks and returns their ids', async () => {
    const blocks = await client.blocks.insertMarkdown(`${marker('x')}\n\n${marker('y')}`, scratch.position);
    const ids = blocks.map((b) => b.id);
    await expect(client.blocks.delete(ids)).resolves.toEqual(ids);
    const left = childIds(await client.blocks.get(scratch.read));
    expect(left.filter((id) => ids.includes(id))).toEqual([]);
  });

  it('GET /blocks/search finds a block by regex, with context', async () => {
    const tag = marker('find');
    const [block] = track(await client.blocks.insertMarkdown(`Needle ${tag}`, scratch.position));
    const hits = await client.blocks.search(scratch.searchScope, { pattern: `needle ${tag}`, beforeBlockCount: 1 });
    expect(hits.map((h) => h.blockId)).toContain(block.id);
    const hit = hits.find((h) => h.blockId === block.id)!;
    expect(hit.markdown).toContain(tag);
  });

  it('an unknown block id → not-found', async () => {
    await expect(client.blocks.get({ id: 'NO-SUCH-BLOCK-0000' })).rejects.toMatchObject({
      kind: 'not-found',
      status: 404,
    });
  });

  it("an invalid block → bad-request with the server's reason", async () => {
    const attempt = client.blocks.insert(
      [{ type: 'text', markdown: marker('bad'), textStyle: 'code' as never }],
      scratch.position,
    );
    const outcome = await attempt.then(track, (e: unknown) => e);
    expect(outcome).toMatchObject({ kind: 'bad-request', status: 400 });
    expect((outcome as Error).message).not.toMatch(/no reason given/);
  });
});

describe.runIf(target.mode === 'emulator')('blocks across kinds', () => {
  it('a selected-documents link cannot read a daily note by date (bad-request or not-found)', async () => {
    const error = await target
      .client('documents')
      .blocks.get({ date: 'today' })
      .catch((e) => e);
    expect(['bad-request', 'not-found']).toContain(error.kind);
  });
});
