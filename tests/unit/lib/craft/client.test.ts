import { describe, expect, it } from 'vitest';
import { createCraftClient, type CraftClient } from '../../../../lib/craft/client';
import { fakeFetch, json, status } from './fake-fetch';

const baseUrl = 'https://connect.craft.do/links/abc/api/v1';
const anyItems = json({ items: [] });

function clientWith(reply = anyItems, apiKey?: string) {
  const fake = fakeFetch(reply);
  return {
    client: createCraftClient({ baseUrl: `${baseUrl}/`, apiKey, fetch: fake.fetch, retry: { limit: 0 } }),
    sent: fake.sent,
  };
}

type Call = (c: CraftClient) => Promise<unknown>;
const page = { position: 'end', pageId: 'DOC' } as const;

describe('every endpoint sends what the API expects', () => {
  it.each<[string, Call, string, string, Record<string, string | string[]>, unknown]>([
    ['connection', (c) => c.connection(), 'GET', '/connection', {}, undefined],
    [
      'documents.list with filters',
      (c) => c.documents.list({ location: 'daily_notes', dailyNoteDateGte: '2025-01-01', fetchMetadata: true }),
      'GET',
      '/documents',
      { location: 'daily_notes', dailyNoteDateGte: '2025-01-01', fetchMetadata: 'true' },
      undefined,
    ],
    [
      'documents.list by folder',
      (c) => c.documents.list({ folderId: 'F1', createdDateLte: 'today', lastModifiedDateGte: 'yesterday' }),
      'GET',
      '/documents',
      { folderId: 'F1', createdDateLte: 'today', lastModifiedDateGte: 'yesterday' },
      undefined,
    ],
    [
      'documents.search with arrays as repeated keys',
      (c) =>
        c.documents.search({
          include: ['api', 'craft'],
          documentIds: ['D1', 'D2'],
          documentFilterMode: 'exclude',
          fetchBlocks: true,
        }),
      'GET',
      '/documents/search',
      { include: ['api', 'craft'], documentIds: ['D1', 'D2'], documentFilterMode: 'exclude', fetchBlocks: 'true' },
      undefined,
    ],
    [
      'documents.search by folders',
      (c) => c.documents.search({ regexps: 'a.c', folderIds: ['F1', 'F2'] }),
      'GET',
      '/documents/search',
      { regexps: 'a.c', folderIds: ['F1', 'F2'] },
      undefined,
    ],
    [
      'documents.create',
      (c) => c.documents.create([{ title: 'Clip' }], { folderId: 'F1' }),
      'POST',
      '/documents',
      {},
      { documents: [{ title: 'Clip' }], destination: { folderId: 'F1' } },
    ],
    [
      'documents.create without destination',
      (c) => c.documents.create([{ title: 'Clip' }]),
      'POST',
      '/documents',
      {},
      { documents: [{ title: 'Clip' }] },
    ],
    ['documents.delete', (c) => c.documents.delete(['D1']), 'DELETE', '/documents', {}, { documentIds: ['D1'] }],
    [
      'documents.move',
      (c) => c.documents.move(['D1'], { destination: 'templates' }),
      'PUT',
      '/documents/move',
      {},
      { documentIds: ['D1'], destination: { destination: 'templates' } },
    ],
    [
      'blocks.insert',
      (c) => c.blocks.insert([{ type: 'text', markdown: '# Hi' }], { position: 'after', siblingId: 'B0' }),
      'POST',
      '/blocks',
      {},
      { blocks: [{ type: 'text', markdown: '# Hi' }], position: { position: 'after', siblingId: 'B0' } },
    ],
    [
      'blocks.insertMarkdown into a page',
      (c) => c.blocks.insertMarkdown('a\n\nb', { position: 'start', pageId: 'P' }),
      'POST',
      '/blocks',
      {},
      { markdown: 'a\n\nb', position: { position: 'start', pageId: 'P' } },
    ],
    [
      'blocks.insertMarkdown into a daily note',
      (c) => c.blocks.insertMarkdown('x', { position: 'end', date: 'today' }),
      'POST',
      '/blocks',
      {},
      { markdown: 'x', position: { position: 'end', date: 'today' } },
    ],
    [
      'blocks.insertMarkdown before a block',
      (c) => c.blocks.insertMarkdown('x', { position: 'before', siblingId: 'S' }),
      'POST',
      '/blocks',
      {},
      { markdown: 'x', position: { position: 'before', siblingId: 'S' } },
    ],
    [
      'blocks.update',
      (c) => c.blocks.update([{ id: 'B1', markdown: 'new', font: 'serif' }]),
      'PUT',
      '/blocks',
      {},
      { blocks: [{ id: 'B1', markdown: 'new', font: 'serif' }] },
    ],
    ['blocks.delete', (c) => c.blocks.delete(['B1', 'B2']), 'DELETE', '/blocks', {}, { blockIds: ['B1', 'B2'] }],
    [
      'blocks.move',
      (c) => c.blocks.move(['B1'], { position: 'end', date: '2025-01-15' }),
      'PUT',
      '/blocks/move',
      {},
      { blockIds: ['B1'], position: { position: 'end', date: '2025-01-15' } },
    ],
    [
      'blocks.search (space scope)',
      (c) =>
        c.blocks.search(
          { blockId: 'D1' },
          { pattern: 'ä+', caseSensitive: true, beforeBlockCount: 1, afterBlockCount: 0 },
        ),
      'GET',
      '/blocks/search',
      { blockId: 'D1', pattern: 'ä+', caseSensitive: 'true', beforeBlockCount: '1', afterBlockCount: '0' },
      undefined,
    ],
    [
      'blocks.search (documents scope)',
      (c) => c.blocks.search({ documentId: 'D1' }, { pattern: 'x' }),
      'GET',
      '/blocks/search',
      { documentId: 'D1', pattern: 'x' },
      undefined,
    ],
    [
      'blocks.search (daily-notes scope)',
      (c) => c.blocks.search({ date: 'today' }, { pattern: 'x', fetchBlocks: true }),
      'GET',
      '/blocks/search',
      { date: 'today', pattern: 'x', fetchBlocks: 'true' },
      undefined,
    ],
    ['folders.list', (c) => c.folders.list(), 'GET', '/folders', {}, undefined],
    [
      'folders.create',
      (c) => c.folders.create([{ name: 'A' }, { name: 'B', parentFolderId: 'F1' }]),
      'POST',
      '/folders',
      {},
      { folders: [{ name: 'A' }, { name: 'B', parentFolderId: 'F1' }] },
    ],
    ['folders.delete', (c) => c.folders.delete(['F1']), 'DELETE', '/folders', {}, { folderIds: ['F1'] }],
    [
      'folders.move to root',
      (c) => c.folders.move(['F1'], 'root'),
      'PUT',
      '/folders/move',
      {},
      { folderIds: ['F1'], destination: 'root' },
    ],
    [
      'folders.move into a folder',
      (c) => c.folders.move(['F1'], { parentFolderId: 'F2' }),
      'PUT',
      '/folders/move',
      {},
      { folderIds: ['F1'], destination: { parentFolderId: 'F2' } },
    ],
    ...(['active', 'upcoming', 'inbox', 'logbook', 'all'] as const).map(
      (scope): [string, Call, string, string, Record<string, string>, unknown] => [
        `tasks.list ${scope}`,
        (c) => c.tasks.list(scope),
        'GET',
        '/tasks',
        { scope },
        undefined,
      ],
    ),
    [
      'tasks.list document',
      (c) => c.tasks.list('document', { documentId: 'D1' }),
      'GET',
      '/tasks',
      { scope: 'document', documentId: 'D1' },
      undefined,
    ],
    [
      'tasks.create',
      (c) =>
        c.tasks.create([{ markdown: 'Buy milk', taskInfo: { scheduleDate: 'tomorrow' }, location: { type: 'inbox' } }]),
      'POST',
      '/tasks',
      {},
      { tasks: [{ markdown: 'Buy milk', taskInfo: { scheduleDate: 'tomorrow' }, location: { type: 'inbox' } }] },
    ],
    [
      'tasks.update',
      (c) => c.tasks.update([{ id: 'T1', taskInfo: { state: 'done' } }]),
      'PUT',
      '/tasks',
      {},
      { tasksToUpdate: [{ id: 'T1', taskInfo: { state: 'done' } }] },
    ],
    ['tasks.delete', (c) => c.tasks.delete(['T1']), 'DELETE', '/tasks', {}, { idsToDelete: ['T1'] }],
    [
      'collections.list',
      (c) => c.collections.list({ documentIds: ['D1'], documentFilterMode: 'include' }),
      'GET',
      '/collections',
      { documentIds: 'D1', documentFilterMode: 'include' },
      undefined,
    ],
    [
      'collections.list by dates',
      (c) => c.collections.list({ startDate: '2025-01-01', endDate: 'today' }),
      'GET',
      '/collections',
      { startDate: '2025-01-01', endDate: 'today' },
      undefined,
    ],
    [
      'collections.getItems',
      (c) => c.collections.getItems('C 1', { maxDepth: 0 }),
      'GET',
      '/collections/C%201/items',
      { maxDepth: '0' },
      undefined,
    ],
    [
      'collections.addItems',
      (c) =>
        c.collections.addItems('C1', [{ title: 'Row', properties: { status: 'Todo' } }], {
          allowNewSelectOptions: true,
        }),
      'POST',
      '/collections/C1/items',
      {},
      { items: [{ title: 'Row', properties: { status: 'Todo' } }], allowNewSelectOptions: true },
    ],
    [
      'collections.updateItems',
      (c) => c.collections.updateItems('C1', [{ id: 'I1', properties: { status: 'Done' } }]),
      'PUT',
      '/collections/C1/items',
      {},
      { itemsToUpdate: [{ id: 'I1', properties: { status: 'Done' } }] },
    ],
    [
      'collections.deleteItems',
      (c) => c.collections.deleteItems('C1', ['I1']),
      'DELETE',
      '/collections/C1/items',
      {},
      { idsToDelete: ['I1'] },
    ],
    [
      'addComments',
      (c) => c.addComments([{ blockId: 'B1', content: 'nice' }]),
      'POST',
      '/comments',
      {},
      { comments: [{ blockId: 'B1', content: 'nice' }] },
    ],
    [
      'searchDailyNotes',
      (c) =>
        c.searchDailyNotes({ include: 'meeting', startDate: '2025-01-01', endDate: '2025-01-31', fetchBlocks: false }),
      'GET',
      '/daily-notes/search',
      { include: 'meeting', startDate: '2025-01-01', endDate: '2025-01-31', fetchBlocks: 'false' },
      undefined,
    ],
  ])('%s', async (_name, call, method, path, query, body) => {
    const { client, sent } = clientWith();
    await call(client).catch(() => undefined); // shape errors on the dummy reply don't matter here
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request.method).toBe(method);
    expect(request.url.pathname).toBe(`/links/abc/api/v1${path}`);
    const actual: Record<string, string | string[]> = {};
    for (const key of new Set(request.url.searchParams.keys())) {
      const values = request.url.searchParams.getAll(key);
      actual[key] = values.length > 1 ? values : values[0];
    }
    expect(actual).toEqual(query);
    if (body === undefined) expect(request.body).toBe('');
    else {
      expect(request.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(request.body)).toEqual(body);
    }
  });
});

describe('reads and writes return what the server answered', () => {
  it('GET /blocks by id returns the root block with nested content', async () => {
    const root = {
      id: 'D1',
      type: 'page',
      textStyle: 'page',
      markdown: 'Doc',
      content: [{ id: 'B1', type: 'text', markdown: 'Body' }],
    };
    const { client, sent } = clientWith(json(root));
    await expect(client.blocks.get({ id: 'D1' }, { maxDepth: 1, fetchMetadata: true })).resolves.toEqual(root);
    expect(Object.fromEntries(sent[0].url.searchParams)).toEqual({ id: 'D1', maxDepth: '1', fetchMetadata: 'true' });
    expect(sent[0].headers.get('accept')).toBe('application/json');
  });

  it('GET /blocks as markdown asks for text/markdown by date', async () => {
    const { client, sent } = clientWith(
      () => new Response('<page>…</page>', { headers: { 'Content-Type': 'text/markdown' } }),
    );
    await expect(client.blocks.getMarkdown({ date: 'today' })).resolves.toBe('<page>…</page>');
    expect(sent[0].headers.get('accept')).toBe('text/markdown');
    expect(sent[0].url.searchParams.get('date')).toBe('today');
  });

  it('keeps fields it does not check (loose objects)', async () => {
    const { client } = clientWith(
      json({
        items: [{ id: 'T1', markdown: 'x', taskInfo: { state: 'todo' }, location: { type: 'inbox' }, future: 1 }],
      }),
    );
    await expect(client.tasks.list('inbox')).resolves.toEqual([
      { id: 'T1', markdown: 'x', taskInfo: { state: 'todo' }, location: { type: 'inbox' }, future: 1 },
    ]);
  });

  it.each([
    ['plain id strings (documents, folders)', { items: ['D1', 'D2'] }],
    ['id objects (blocks, tasks, items)', { items: [{ id: 'D1' }, { id: 'D2', destination: 'root' }] }],
  ])('delete and move answers become id lists: %s', async (_name, answer) => {
    const { client } = clientWith(json(answer));
    await expect(client.documents.delete(['D1', 'D2'])).resolves.toEqual(['D1', 'D2']);
  });

  it.each([
    ['items envelope', { items: [{ commentId: 'C1' }, { commentId: 'C2' }] }, ['C1', 'C2']],
    ['bare commentId', { commentId: 'C1' }, ['C1']],
  ])('comments answer as %s', async (_name, answer, ids) => {
    const { client } = clientWith(json(answer));
    await expect(client.addComments([{ blockId: 'B1', content: 'c' }])).resolves.toEqual(ids);
  });

  it('upload sends raw bytes with the given Content-Type and the position as query', async () => {
    const { client, sent } = clientWith(json({ blockId: 'I1', assetUrl: 'https://r.craft.do/abc' }));
    const result = await client.upload(new Uint8Array([1, 2, 3]), 'image/png', {
      position: 'after',
      siblingId: 'B1',
      fileName: 'a.png',
    });
    expect(result).toEqual({ blockId: 'I1', assetUrl: 'https://r.craft.do/abc' });
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url.pathname).toBe('/links/abc/api/v1/upload');
    expect(Object.fromEntries(sent[0].url.searchParams)).toEqual({
      position: 'after',
      siblingId: 'B1',
      fileName: 'a.png',
    });
    expect(sent[0].headers.get('content-type')).toBe('image/png');
    expect(sent[0].body).toBe('\u0001\u0002\u0003');
  });

  it('collections.create returns the collection block id', async () => {
    const { client, sent } = clientWith(
      json({ collectionBlockId: 'CB1', name: 'Reading', schema: { name: 'Reading', properties: [] } }),
    );
    const schema = {
      name: 'Reading',
      contentPropDetails: { name: 'Title' },
      properties: [{ name: 'Status', type: 'singleSelect' }],
    };
    await expect(client.collections.create(schema, page)).resolves.toMatchObject({ collectionBlockId: 'CB1' });
    expect(JSON.parse(sent[0].body)).toEqual({ schema, position: page });
  });

  it('collections schema get passes format, put sends the whole schema', async () => {
    const { client, sent } = clientWith(json({ collectionBlockId: 'C1', schema: { name: 'S', properties: [] } }));
    await client.collections.getSchema('C1', 'schema');
    await client.collections.putSchema('C1', { name: 'S', properties: [] });
    expect(sent[0].url.search).toBe('?format=schema');
    expect([sent[1].method, sent[1].url.pathname]).toEqual(['PUT', '/links/abc/api/v1/collections/C1/schema']);
    expect(JSON.parse(sent[1].body)).toEqual({ schema: { name: 'S', properties: [] } });
  });
});

describe('authentication', () => {
  it('sends no Authorization header for a secret link alone', async () => {
    const { client, sent } = clientWith();
    await client.documents.list();
    expect(sent[0].headers.has('authorization')).toBe(false);
  });

  it('sends the key as a Bearer token when given', async () => {
    const { client, sent } = clientWith(anyItems, 'pdk_secret');
    await client.documents.list();
    expect(sent[0].headers.get('authorization')).toBe('Bearer pdk_secret');
  });

  it('uses the base URL without a trailing slash', () => {
    expect(clientWith().client.baseUrl).toBe(baseUrl);
  });

  it('does not put the key in the error message', async () => {
    const { client } = clientWith(status(403, '{"message":"bad key"}'), 'pdk_secret');
    const error = await client.documents.list().catch((e: Error) => e);
    expect(String((error as Error).message)).not.toContain('pdk_secret');
  });
});
