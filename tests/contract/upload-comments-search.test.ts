/**
 * Contract: upload (raw bytes), comments, and daily-notes search. Runs against the local emulator, or
 * a real connection when CRAFT_API_URL (and optionally CRAFT_API_KEY) is set: then only that kind;
 * uploaded and commented blocks are created by the test and deleted afterwards. See harness.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { CraftClient } from '../../lib/craft/client';
import type { ConnectionKind } from '../../lib/craft/types';
import { describeKinds, marker, openScratch, openTarget, type Scratch } from './harness';

const target = await openTarget();
afterAll(() => target.close());

/** A valid 1×1 transparent PNG. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

describeKinds(target, ['documents', 'space', 'daily-notes'], 'upload and comments', (kind: ConnectionKind) => {
  let client: CraftClient;
  let scratch: Scratch;
  const created: string[] = [];
  beforeAll(async () => {
    client = target.client(kind);
    scratch = await openScratch(client, kind);
  });
  afterAll(async () => {
    if (created.length) await client.blocks.delete(created).catch(() => undefined);
    await scratch.dispose();
  });

  const uploadTarget = () =>
    'pageId' in scratch.position
      ? { position: 'end' as const, pageId: scratch.position.pageId }
      : { position: 'end' as const, date: 'today' };

  it('POST /upload stores the bytes as an image block at the position', async () => {
    const result = await client.upload(PNG, 'image/png', uploadTarget());
    created.push(result.blockId);
    expect(result.assetUrl).toMatch(/^https?:\/\//);
    const block = await client.blocks.get({ id: result.blockId });
    expect(block).toMatchObject({ type: 'image', url: result.assetUrl });
    const root = await client.blocks.get(scratch.read);
    expect((root.content ?? []).map((b) => b.id).at(-1)).toBe(result.blockId);
    if (target.emulator) {
      const stored = target.emulator.state.upload(result.blockId);
      expect(stored?.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
      expect(stored?.contentType).toBe('image/png');
    }
  });

  it('POST /upload a file after a sibling, with a file name', async () => {
    const [anchor] = await client.blocks.insertMarkdown(marker('anchor'), scratch.position);
    created.push(anchor.id);
    const result = await client.upload(new TextEncoder().encode('hello'), 'text/plain', {
      position: 'after',
      siblingId: anchor.id,
      fileName: 'hello.txt',
    });
    created.push(result.blockId);
    const root = await client.blocks.get(scratch.read);
    const ids = (root.content ?? []).map((b) => b.id);
    expect(ids.indexOf(result.blockId)).toBe(ids.indexOf(anchor.id) + 1);
  });

  it('POST /upload without a target → bad-request', async () => {
    await expect(client.upload(PNG, 'image/png', { position: 'before' })).rejects.toMatchObject({
      kind: 'bad-request',
    });
  });

  it('POST /comments adds a comment that fetchMetadata shows', async () => {
    const [block] = await client.blocks.insertMarkdown(marker('commented'), scratch.position);
    created.push(block.id);
    const ids = await client.addComments([{ blockId: block.id, content: 'Clipped from the web' }]);
    expect(ids).toHaveLength(1);
    const read = await client.blocks.get({ id: block.id }, { fetchMetadata: true });
    expect(read.metadata?.comments?.map((c) => c.content)).toContain('Clipped from the web');
  });
});

describeKinds(target, ['daily-notes'], 'GET /daily-notes/search', (kind) => {
  let client: CraftClient;
  const tag = marker('dn');
  let blockIds: string[] = [];
  beforeAll(async () => {
    client = target.client(kind);
    blockIds = (await client.blocks.insertMarkdown(`Meeting ${tag}`, { position: 'end', date: 'today' })).map(
      (b) => b.id,
    );
  });
  afterAll(async () => {
    await client.blocks.delete(blockIds).catch(() => undefined);
  });

  it("finds today's note by a term, with dates and block ids", async () => {
    const hits = await client.searchDailyNotes({ include: tag, fetchBlocks: true });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]).toMatchObject({
      dailyNoteDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      markdown: expect.stringContaining(tag),
    });
    expect(hits[0].blockIds).toEqual(expect.arrayContaining(blockIds));
  });

  it('a date range that excludes today finds nothing', async () => {
    await expect(
      client.searchDailyNotes({ include: tag, startDate: '2000-01-01', endDate: '2000-01-31' }),
    ).resolves.toEqual([]);
  });
});

describeKinds(target, ['space', 'documents'], 'daily-notes search on other links', (kind) => {
  it('→ not-found', async () => {
    await expect(target.client(kind).searchDailyNotes({ include: 'x' })).rejects.toMatchObject({ kind: 'not-found' });
  });
});
