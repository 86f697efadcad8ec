import { mkdtempSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, craftErrorShape, documentId, start } from './helpers';

describe('persistence', () => {
  it('keeps what was written across a restart with the same data file', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'emu-')), 'nested', 'state.json');
    const first = await start({ dataFile });
    const doc = await documentId(first, 'Reading List');
    const posted = await call(first.link('space'), 'POST', '/blocks', {
      markdown: 'Clipped before restart',
      position: { position: 'end', pageId: doc },
    });
    expect(posted.status).toBe(200);
    await call(first.link('space'), 'POST', '/tasks', { tasks: [{ markdown: 'Persisted task' }] });
    await first.close();
    expect(existsSync(dataFile)).toBe(true);

    const second = await start({ dataFile });
    try {
      const block = await call(second.link('space'), 'GET', `/blocks?id=${posted.body.items[0].id}`);
      expect(block.body).toMatchObject({ markdown: 'Clipped before restart' });
      expect(second.state.tasks().map((t) => t.markdown)).toContain('Persisted task');
      // The documents link still exposes the same documents after a reload.
      const docs = await call(second.link('documents'), 'GET', '/documents');
      expect(docs.body.items.map((d: { title: string }) => d.title)).toContain('Reading List');
    } finally {
      await second.close();
    }
  });

  it('writes soon after a mutation, before close', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'emu-')), 'state.json');
    const emu = await start({ dataFile });
    try {
      await call(emu.link('space'), 'POST', '/documents', { documents: [{ title: 'Debounced doc' }] });
      await new Promise((r) => setTimeout(r, 300));
      expect(readFileSync(dataFile, 'utf8')).toContain('Debounced doc');
    } finally {
      await emu.close();
    }
  });
});

describe('upload', () => {
  const bytes = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7) % 256));

  it.each([
    ['image/png', 'image'],
    ['video/mp4', 'video'],
    ['application/pdf', 'file'],
  ])('stores %s bytes as a %s block and serves them back byte-identical', async (contentType, type) => {
    const emu = await start();
    try {
      const doc = await documentId(emu, 'Meeting Notes');
      const link = emu.link('space');
      const res = await fetch(`${link.apiUrl}/upload?position=end&pageId=${doc}&fileName=report.pdf`, {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body: bytes,
      });
      expect(res.status).toBe(200);
      const { blockId, assetUrl } = await res.json();
      expect(assetUrl).toMatch(new RegExp(`^${emu.origin}/assets/`));
      const served = await fetch(assetUrl);
      expect(served.headers.get('content-type')).toBe(contentType);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      expect(emu.state.block(blockId)).toMatchObject({
        type,
        url: assetUrl,
        uploaded: true,
        mimeType: contentType,
        fileSize: 2048,
      });
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      expect(emu.state.upload(blockId)).toMatchObject({ contentType, sha256 });
      expect(emu.log.entries().at(-1)!.body).toEqual({ bytes: 2048, sha256, contentType });
    } finally {
      await emu.close();
    }
  });

  it.each([
    ['no position', '', 400],
    ['start without pageId or date', '?position=start', 400],
    ['before without siblingId', '?position=before', 400],
    ['unknown position', '?position=middle', 400],
    ['unknown page', '?position=end&pageId=NOPE', 404],
  ])('rejects %s', async (_name, query, status) => {
    const emu = await start();
    try {
      const res = await fetch(`${emu.link('space').apiUrl}/upload${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'image/png' },
        body: bytes,
      });
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual(craftErrorShape(status, 'POST'));
    } finally {
      await emu.close();
    }
  });

  it("uploads into today's daily note by default on a daily-notes link", async () => {
    const emu = await start();
    try {
      const res = await fetch(`${emu.link('daily-notes').apiUrl}/upload`, {
        method: 'POST',
        headers: { 'Content-Type': 'image/jpeg' },
        body: bytes,
      });
      const { blockId } = await res.json();
      const note = emu.state.dailyNote('today')!;
      expect((note.content as { id: string }[]).at(-1)!.id).toBe(blockId);
    } finally {
      await emu.close();
    }
  });
});
