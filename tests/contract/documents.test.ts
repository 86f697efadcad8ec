/**
 * Contract: documents — list with every filter, relevance search, and (space links) create, move,
 * soft delete and restore. Runs against the local emulator, or a real connection when CRAFT_API_URL
 * (and optionally CRAFT_API_KEY) is set: then only that kind; documents it creates end in the trash
 * (DELETE /documents is a soft delete). See harness.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CraftClient } from '../../lib/craft/client';
import type { Location } from '../../lib/craft/types';
import { describeKinds, expectRefused, marker, openScratch, openTarget, type Scratch } from './harness';

const target = await openTarget();
afterAll(() => target.close());

/** Search indexes on the real service may lag a write; the emulator answers at once. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + (target.mode === 'real' ? 15_000 : 0);
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() >= deadline) return value;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

describeKinds(target, ['documents', 'space'], 'GET /documents', (kind) => {
  let client: CraftClient;
  beforeAll(() => {
    client = target.client(kind);
  });

  it('lists documents with ids and titles', async () => {
    const docs = await client.documents.list();
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) expect(doc).toMatchObject({ id: expect.any(String), title: expect.any(String) });
    if (kind === 'documents') expect(docs.every((d) => typeof d.isDeleted === 'boolean')).toBe(true);
  });

  it('adds timestamps and links with fetchMetadata', async () => {
    const [doc] = await client.documents.list({ fetchMetadata: true });
    expect(doc).toMatchObject({ createdAt: expect.any(String), lastModifiedAt: expect.any(String) });
  });
});

describeKinds(target, ['space'], 'GET /documents filters', (kind) => {
  let client: CraftClient;
  beforeAll(() => {
    client = target.client(kind);
  });

  it.each<Location>(['unsorted', 'templates', 'trash', 'daily_notes'])('location=%s', async (location) => {
    const docs = await client.documents.list({ location });
    expect(Array.isArray(docs)).toBe(true);
    if (location === 'daily_notes')
      expect(docs.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.dailyNoteDate ?? ''))).toBe(true);
  });

  it('daily-note date bounds (with location=daily_notes) are inclusive', async () => {
    const all = await client.documents.list({ location: 'daily_notes' });
    const dates = all.map((d) => d.dailyNoteDate!).sort();
    if (dates.length < 2) return expect(target.mode).toBe('real'); // the emulator seeds a week of notes
    const [from, to] = [dates[0], dates[1]];
    const docs = await client.documents.list({ location: 'daily_notes', dailyNoteDateGte: from, dailyNoteDateLte: to });
    expect(docs.map((d) => d.dailyNoteDate).sort()).toEqual(dates.filter((d) => d >= from && d <= to));
  });

  it('created and modified date bounds', async () => {
    const docs = await client.documents.list({
      createdDateLte: 'today',
      lastModifiedDateGte: '2000-01-01',
      fetchMetadata: true,
    });
    expect(docs.length).toBeGreaterThan(0);
    const none = await client.documents.list({ createdDateGte: '2999-01-01' });
    expect(none).toEqual([]);
  });

  it('folderId lists the documents of that folder', async () => {
    const folder = (await client.folders.list())
      .flatMap(function walk(f): (typeof f)[] {
        return [f, ...(f.folders ?? []).flatMap(walk)];
      })
      // A leaf folder: live listings by folderId are not recursive (facts §6.2), counts may be.
      .find(
        (f) =>
          !['unsorted', 'trash', 'templates', 'daily_notes'].includes(f.id) &&
          (f.documentCount ?? 0) > 0 &&
          !f.folders?.length,
      );
    if (!folder) return expect(target.mode).toBe('real'); // the seeded emulator space has one
    const docs = await client.documents.list({ folderId: folder.id });
    expect(docs.length).toBeGreaterThan(0);
  });
});

describeKinds(target, ['documents', 'space'], 'GET /documents/search', (kind) => {
  let client: CraftClient;
  let scratch: Scratch;
  const tag = marker('search');
  let blockIds: string[] = [];
  beforeAll(async () => {
    client = target.client(kind);
    scratch = await openScratch(client, kind);
    blockIds = (await client.blocks.insertMarkdown(`Findable ${tag}`, scratch.position)).map((b) => b.id);
  });
  afterAll(async () => {
    await client.blocks.delete(blockIds).catch(() => undefined);
    await scratch.dispose();
  });

  it('finds the document holding a term, with a highlighted snippet', async () => {
    const docId = 'id' in scratch.read ? scratch.read.id : '';
    const hits = await eventually(
      () => client.documents.search({ include: tag }),
      (h) => h.some((x) => x.documentId === docId),
    );
    const hit = hits.find((h) => h.documentId === docId);
    expect(hit?.markdown).toContain(tag);
  });

  it('filters by documentIds and regexps', async () => {
    const docId = 'id' in scratch.read ? scratch.read.id : '';
    const hits = await eventually(
      () => client.documents.search({ regexps: `[Ff]indable ${tag}`, documentIds: [docId] }),
      (h) => h.length > 0,
    );
    expect(hits.map((h) => h.documentId)).toEqual(expect.arrayContaining([docId]));
    expect(hits.every((h) => h.documentId === docId)).toBe(true);
  });
});

describeKinds(target, ['space'], 'document management', (kind) => {
  let client: CraftClient;
  const created: string[] = [];
  beforeAll(() => {
    client = target.client(kind);
  });
  afterAll(async () => {
    if (created.length) await client.documents.delete(created).catch(() => undefined);
  });

  const idsIn = async (location: Location) => (await client.documents.list({ location })).map((d) => d.id);

  it('POST /documents creates an empty document in unsorted', async () => {
    const title = marker('doc');
    const [doc] = await client.documents.create([{ title }]);
    created.push(doc.id);
    expect(doc).toMatchObject({ id: expect.any(String), title });
    expect(await idsIn('unsorted')).toContain(doc.id);
    await expect(client.blocks.get({ id: doc.id })).resolves.toMatchObject({ id: doc.id, markdown: title });
  });

  it('PUT /documents/move moves to templates; DELETE moves to trash; move restores', async () => {
    const [doc] = await client.documents.create([{ title: marker('move') }], { destination: 'unsorted' });
    created.push(doc.id);
    await expect(client.documents.move([doc.id], { destination: 'templates' })).resolves.toEqual([doc.id]);
    expect(await idsIn('templates')).toContain(doc.id);
    await expect(client.documents.delete([doc.id])).resolves.toEqual([doc.id]);
    expect(await idsIn('trash')).toContain(doc.id);
    await client.documents.move([doc.id], { destination: 'unsorted' });
    expect(await idsIn('unsorted')).toContain(doc.id);
  });

  it('POST /documents into a folder', async () => {
    const [folder] = await client.folders.create([{ name: marker('docfolder') }]);
    try {
      const [doc] = await client.documents.create([{ title: marker('infolder') }], { folderId: folder.id });
      created.push(doc.id);
      expect((await client.documents.list({ folderId: folder.id })).map((d) => d.id)).toContain(doc.id);
      await client.documents.move([doc.id], { destination: 'unsorted' });
    } finally {
      await client.folders.delete([folder.id]);
    }
  });

  it('trash is not a destination', async () => {
    const [doc] = await client.documents.create([{ title: marker('notrash') }]);
    created.push(doc.id);
    await expectRefused(target, client.documents.move([doc.id], { destination: 'trash' as never }));
  });
});
