import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index';
import { call, documentId, get, start } from './helpers';

let emu: Emulator;
beforeAll(async () => {
  emu = await start();
});
afterAll(() => emu.close());
beforeEach(() => emu.reset());

const space = () => emu.link('space');
const titles = (items: { title: string }[]) => items.map((d) => d.title).sort();

describe('GET /documents', () => {
  it('lists the selected documents with isDeleted on the documents link', async () => {
    const { body } = await get(emu.link('documents'), '/documents?fetchMetadata=true');
    expect(titles(body.items)).toEqual(['Project Plan', 'Reading List', 'Welcome to Emulator Space']);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      isDeleted: false,
      lastModifiedAt: expect.any(String),
      createdAt: expect.any(String),
      clickableLink: expect.stringMatching(/^craftdocs:\/\/open\?spaceId=/),
    });
  });

  it('keeps a deleted selected document listed as [Deleted Document]', async () => {
    const plan = await documentId(emu, 'Project Plan');
    await call(space(), 'DELETE', '/documents', { documentIds: [plan] });
    const { body } = await get(emu.link('documents'), '/documents');
    expect(body.items).toContainEqual({ id: plan, title: '[Deleted Document]', isDeleted: true });
  });

  it.each([
    ['unsorted', ['Welcome to Emulator Space']],
    ['templates', ['Weekly Report Template']],
    ['trash', ['Old Draft']],
  ])('filters the space by location=%s', async (location, expected) => {
    expect(titles((await get(space(), `/documents?location=${location}`)).body.items)).toEqual(expected);
  });

  it("lists a folder's own documents and daily notes with dailyNoteDate", async () => {
    const folders = (await get(space(), '/folders')).body.items;
    const projects = folders.find((f: { name: string }) => f.name === 'Projects');
    expect(titles((await get(space(), `/documents?folderId=${projects.id}`)).body.items)).toEqual(['Meeting Notes']);
    const all = (await get(space(), '/documents')).body.items;
    expect(all.some((d: { isDeleted?: boolean }) => 'isDeleted' in d)).toBe(false);
    expect(all.filter((d: { dailyNoteDate?: string }) => d.dailyNoteDate)).toHaveLength(7);
    expect(titles(all)).not.toContain('Old Draft');
  });

  it('applies inclusive daily-note date filters', async () => {
    const { body } = await get(
      space(),
      '/documents?location=daily_notes&dailyNoteDateGte=yesterday&dailyNoteDateLte=today',
    );
    expect(body.items).toHaveLength(2);
  });
});

describe('document management', () => {
  it('creates documents in unsorted, templates or a folder', async () => {
    const folders = (await get(space(), '/folders')).body.items;
    const reading = folders.find((f: { name: string }) => f.name === 'Reading');
    const a = await call(space(), 'POST', '/documents', { documents: [{ title: 'A' }] });
    const b = await call(space(), 'POST', '/documents', {
      documents: [{ title: 'B' }],
      destination: { destination: 'templates' },
    });
    const c = await call(space(), 'POST', '/documents', {
      documents: [{ title: 'C' }],
      destination: { folderId: reading.id },
    });
    expect(a.body.items[0]).toEqual({ id: expect.any(String), title: 'A', clickableLink: expect.any(String) });
    const where = (id: string) => emu.state.documents().find((d) => d.id === id);
    expect(where(a.body.items[0].id)).toMatchObject({ location: 'unsorted' });
    expect(where(b.body.items[0].id)).toMatchObject({ location: 'templates' });
    expect(where(c.body.items[0].id)).toMatchObject({ location: 'folder', folderId: reading.id });
  });

  it('soft-deletes to the trash and restores with a move', async () => {
    const doc = await documentId(emu, 'Meeting Notes');
    expect((await call(space(), 'DELETE', '/documents', { documentIds: [doc] })).body).toEqual({ items: [doc] });
    expect(titles((await get(space(), '/documents?location=trash')).body.items)).toContain('Meeting Notes');
    const moved = await call(space(), 'PUT', '/documents/move', {
      documentIds: [doc],
      destination: { destination: 'unsorted' },
    });
    expect(moved.body).toEqual({ items: [{ id: doc, destination: { destination: 'unsorted' } }] });
    expect(titles((await get(space(), '/documents?location=unsorted')).body.items)).toContain('Meeting Notes');
  });

  it('restores a trashed daily note as a daily note, whatever the destination', async () => {
    const note = emu.state.dailyNote('today')!.id as string;
    await call(space(), 'DELETE', '/documents', { documentIds: [note] });
    expect(emu.state.dailyNote('today')).toBeUndefined();
    await call(space(), 'PUT', '/documents/move', { documentIds: [note], destination: { destination: 'templates' } });
    expect(emu.state.dailyNote('today')!.id).toBe(note);
  });
});

describe('folders', () => {
  it('lists built-ins first, then the tree with counts', async () => {
    const { body } = await get(space(), '/folders');
    expect(body.items.slice(0, 3)).toEqual([
      { id: 'unsorted', name: 'Unsorted', documentCount: 1, folders: [] },
      { id: 'trash', name: 'Recently Deleted', documentCount: 1, folders: [] },
      { id: 'templates', name: 'Templates', documentCount: 1, folders: [] },
    ]);
    const projects = body.items.find((f: { name: string }) => f.name === 'Projects');
    expect(projects).toMatchObject({ documentCount: 1, folders: [{ name: 'Work', documentCount: 1, folders: [] }] });
  });

  it('creates, moves and deletes folders; contents go to the parent', async () => {
    const created = await call(space(), 'POST', '/folders', { folders: [{ name: 'Top' }] });
    const top = created.body.items[0].id;
    const child = (await call(space(), 'POST', '/folders', { folders: [{ name: 'Child', parentFolderId: top }] })).body
      .items[0];
    expect(child).toEqual({ id: expect.any(String), name: 'Child', parentFolderId: top });
    const doc = (
      await call(space(), 'POST', '/documents', {
        documents: [{ title: 'In child' }],
        destination: { folderId: child.id },
      })
    ).body.items[0].id;
    expect((await call(space(), 'DELETE', '/folders', { folderIds: [child.id] })).body).toEqual({ items: [child.id] });
    expect(emu.state.documents().find((d) => d.id === doc)).toMatchObject({ location: 'folder', folderId: top });
    const moved = await call(space(), 'PUT', '/folders/move', { folderIds: [top], destination: 'root' });
    expect(moved.body).toEqual({ items: [{ id: top, destination: 'root' }] });
    await call(space(), 'DELETE', '/folders', { folderIds: [top] });
    expect(emu.state.documents().find((d) => d.id === doc)).toMatchObject({ location: 'unsorted' });
  });
});
