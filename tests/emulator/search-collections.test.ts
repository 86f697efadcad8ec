import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index';
import { call, documentId, get, start } from './helpers';

let emu: Emulator;
beforeAll(async () => {
  emu = await start();
});
afterAll(() => emu.close());
beforeEach(() => emu.reset());

describe('GET /documents/search', () => {
  it('returns highlighted snippets with block ids, most hits first', async () => {
    const { body } = await get(emu.link('space'), '/documents/search?include=roadmap&fetchMetadata=true');
    expect(body.items[0]).toMatchObject({
      documentId: await documentId(emu, 'Meeting Notes'),
      markdown: 'Discussed the **roadmap** and the API emulator.',
      blockIds: [expect.any(String)],
      lastModifiedAt: expect.any(String),
    });
  });

  it('accepts several terms and regexps, repeated or comma-separated', async () => {
    const repeated = (await get(emu.link('space'), '/documents/search?include=roadmap&include=budget')).body.items;
    const commas = (await get(emu.link('space'), '/documents/search?include=roadmap,budget')).body.items;
    expect(repeated.map((i: { documentId: string }) => i.documentId).sort()).toEqual(
      commas.map((i: { documentId: string }) => i.documentId).sort(),
    );
    expect(repeated).toHaveLength(2);
    const re = (await get(emu.link('space'), `/documents/search?regexps=${encodeURIComponent('Week\\w+ sync')}`)).body
      .items;
    expect(re[0].markdown).toBe('# **Weekly sync**');
  });

  it('filters by documentIds with include/exclude mode on the documents link', async () => {
    const plan = await documentId(emu, 'Project Plan');
    const docs = emu.link('documents');
    const only = (await get(docs, `/documents/search?include=the&documentIds=${plan}`)).body.items;
    expect(only.map((i: { documentId: string }) => i.documentId)).toEqual([plan]);
    const without = (await get(docs, `/documents/search?include=the&documentIds=${plan}&documentFilterMode=exclude`))
      .body.items;
    expect(without.map((i: { documentId: string }) => i.documentId)).not.toContain(plan);
    const outOfScope = (await get(docs, '/documents/search?include=roadmap')).body.items;
    expect(outOfScope).toEqual([]);
  });

  it('filters the space by location and by folder including subfolders', async () => {
    const dn = (await get(emu.link('space'), '/documents/search?include=reviewed&location=daily_notes')).body.items;
    expect(dn).toHaveLength(7);
    const projects = (await get(emu.link('space'), '/folders')).body.items.find(
      (f: { name: string }) => f.name === 'Projects',
    );
    const inFolder = (await get(emu.link('space'), `/documents/search?include=e&folderIds=${projects.id}`)).body.items;
    const titles = inFolder
      .map((i: { documentId: string }) => emu.state.documents().find((d) => d.id === i.documentId)!.title)
      .sort();
    expect(titles).toEqual(['Meeting Notes', 'Project Plan']);
  });
});

describe('GET /daily-notes/search and /blocks/search', () => {
  it('searches daily notes by date range', async () => {
    const { body } = await get(
      emu.link('daily-notes'),
      '/daily-notes/search?include=reviewed&startDate=yesterday&endDate=today',
    );
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toEqual({
      dailyNoteDate: expect.any(String),
      markdown: expect.stringContaining('**reviewed**'),
      blockIds: [expect.any(String)],
    });
  });

  it('finds blocks in one document with context, per kind selector', async () => {
    const welcome = await documentId(emu, 'Welcome to Emulator Space');
    const ws = (
      await get(
        emu.link('space'),
        `/blocks/search?blockId=${welcome}&pattern=nested%20bullet&beforeBlockCount=1&afterBlockCount=1`,
      )
    ).body.items;
    expect(ws).toHaveLength(1);
    expect(ws[0]).toMatchObject({
      markdown: '  - A nested bullet',
      pageBlockPath: [{ id: welcome, content: 'Welcome to Emulator Space' }],
      beforeBlocks: [{ markdown: '- A bullet' }],
      afterBlocks: [{ markdown: '    - Deeper still' }],
    });
    const md = (
      await get(emu.link('documents'), `/blocks/search?documentId=${welcome}&pattern=NESTED&caseSensitive=true`)
    ).body.items;
    expect(md).toEqual([]);
    const dn = (await get(emu.link('daily-notes'), '/blocks/search?date=today&pattern=Journal')).body.items;
    expect(dn[0].markdown).toBe('## Journal');
  });
});

describe('collections', () => {
  const planCollection = async () => (await get(emu.link('space'), '/collections')).body.items[0];

  it('lists collections with item counts and their document', async () => {
    expect(await planCollection()).toEqual({
      id: expect.any(String),
      name: 'Launch Tasks',
      itemCount: 2,
      documentId: await documentId(emu, 'Project Plan'),
    });
  });

  it('returns the schema in both formats', async () => {
    const { id } = await planCollection();
    const schema = (await get(emu.link('space'), `/collections/${id}/schema?format=schema`)).body;
    expect(schema).toMatchObject({ name: 'Launch Tasks', contentPropDetails: { key: 'title', name: 'Title' } });
    expect(schema.properties.map((p: { key: string }) => p.key)).toEqual(['status', 'dueDate', 'owner']);
    const json = (await get(emu.link('space'), `/collections/${id}/schema`)).body;
    expect(json.properties.items.items.properties.properties.properties.status.enum).toEqual([
      'Not Started',
      'In Progress',
      'Completed',
    ]);
    expect(json.required).toEqual(['items']);
  });

  it('adds, updates and deletes items validated against the schema', async () => {
    const { id } = await planCollection();
    const space = emu.link('space');
    const added = await call(space, 'POST', `/collections/${id}/items`, {
      items: [{ title: 'Ship it', properties: { status: 'Completed', dueDate: '2026-04-01' } }],
    });
    expect(added.body.items[0]).toMatchObject({
      title: 'Ship it',
      properties: { status: 'Completed', dueDate: '2026-04-01' },
    });
    const item = added.body.items[0].id;
    expect(
      (
        await call(space, 'PUT', `/collections/${id}/items`, {
          itemsToUpdate: [{ id: item, properties: { status: 'Blocked' } }],
        })
      ).status,
    ).toBe(400);
    const updated = await call(space, 'PUT', `/collections/${id}/items`, {
      itemsToUpdate: [{ id: item, properties: { status: 'Blocked' } }],
      allowNewSelectOptions: true,
    });
    expect(updated.body.items[0].properties).toEqual({ status: 'Blocked', dueDate: '2026-04-01' });
    const schema = (await get(space, `/collections/${id}/schema?format=schema`)).body;
    expect(schema.properties[0].options.map((o: { name: string }) => o.name)).toContain('Blocked');
    expect((await call(space, 'DELETE', `/collections/${id}/items`, { idsToDelete: [item] })).body).toEqual({
      items: [{ id: item }],
    });
    expect((await get(space, `/collections/${id}/items?maxDepth=0`)).body.items).toHaveLength(2);
  });

  it('creates a collection at a position and replaces its schema', async () => {
    const doc = await documentId(emu, 'Meeting Notes');
    const space = emu.link('space');
    const created = await call(space, 'POST', '/collections', {
      schema: {
        name: 'Reading',
        properties: [
          { name: 'Rating', type: 'number' },
          { name: 'Tags', type: 'multiSelect', options: ['a'] },
        ],
      },
      position: { position: 'end', pageId: doc },
    });
    expect(created.body).toMatchObject({
      collectionBlockId: expect.any(String),
      name: 'Reading',
      schema: {
        properties: [
          { key: 'rating', type: 'number' },
          { key: 'tags', type: 'multiSelect', options: [{ name: 'a', color: 'yellow' }] },
        ],
      },
    });
    const id = created.body.collectionBlockId;
    expect((emu.state.block(doc)!.content as { id: string }[]).at(-1)!.id).toBe(id);
    await call(space, 'POST', `/collections/${id}/items`, {
      items: [{ title: 'Book', properties: { rating: 5, tags: ['a'] } }],
    });
    const put = await call(space, 'PUT', `/collections/${id}/schema`, {
      schema: { name: 'Books', properties: [{ key: 'rating', name: 'Stars', type: 'number' }] },
    });
    expect(put.body).toMatchObject({
      collectionBlockId: id,
      schema: { name: 'Books', properties: [{ key: 'rating', name: 'Stars' }] },
    });
    const items = (await get(space, `/collections/${id}/items`)).body.items;
    expect(items[0].properties).toEqual({ rating: 5 });
  });
});

describe('comments', () => {
  it('stores comments and shows them in block metadata', async () => {
    const doc = await documentId(emu, 'Meeting Notes');
    const block = (emu.state.block(doc)!.content as { id: string }[])[0].id;
    const res = await call(emu.link('space'), 'POST', '/comments', { comments: [{ blockId: block, content: 'Nice' }] });
    expect(res.body).toEqual({ items: [{ commentId: expect.any(String) }] });
    const meta = (await get(emu.link('space'), `/blocks?id=${block}&fetchMetadata=true`)).body.metadata;
    expect(meta.comments).toEqual([
      { id: res.body.items[0].commentId, author: expect.any(String), content: 'Nice', createdAt: expect.any(String) },
    ]);
  });
});
