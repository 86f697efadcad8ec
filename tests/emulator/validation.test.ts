import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index';
import type { ConnectionKind } from '../../lib/craft/types';
import { call, craftErrorShape, documentId } from './helpers';
import { start } from './helpers';

let emu: Emulator;
let ids: Record<string, string>;
beforeAll(async () => {
  emu = await start();
  const doc = await documentId(emu, 'Meeting Notes');
  const plan = await documentId(emu, 'Project Plan');
  const collection = (emu.state.block(plan)!.content as { id: string; type: string }[]).find(
    (b) => b.type === 'collection',
  )!.id;
  ids = {
    doc,
    plan,
    collection,
    block: (emu.state.block(doc)!.content as { id: string }[])[0].id,
    daily: emu.state.dailyNote('today')!.id as string,
    image: (emu.state.documentByTitle('Welcome to Emulator Space')!.content as { id: string; type: string }[]).find(
      (b) => b.type === 'image',
    )!.id,
  };
});
afterAll(() => emu.close());

const fill = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value ?? null).replace(/\{(\w+)\}/g, (_, k) => ids[k] ?? k));
const pos = (extra: object) => ({ markdown: 'x', position: extra });

type Row = [string, ConnectionKind, string, string, unknown, number];
const rows: Row[] = [
  // wrong types, unknown enum values, missing fields
  [
    'markdown of the wrong type',
    'space',
    'POST',
    '/blocks',
    { markdown: 5, position: { position: 'end', pageId: '{doc}' } },
    400,
  ],
  ['neither blocks nor markdown', 'space', 'POST', '/blocks', { position: { position: 'end', pageId: '{doc}' } }, 400],
  [
    'both blocks and markdown',
    'space',
    'POST',
    '/blocks',
    { markdown: 'a', blocks: [{ type: 'text', markdown: 'b' }], position: { position: 'end', pageId: '{doc}' } },
    400,
  ],
  ['missing position', 'space', 'POST', '/blocks', { markdown: 'x' }, 400],
  ['unknown position value', 'space', 'POST', '/blocks', pos({ position: 'middle', pageId: '{doc}' }), 400],
  [
    'unknown block type',
    'space',
    'POST',
    '/blocks',
    { blocks: [{ type: 'hologram' }], position: { position: 'end', pageId: '{doc}' } },
    400,
  ],
  [
    'unknown textStyle',
    'space',
    'POST',
    '/blocks',
    { blocks: [{ type: 'text', markdown: 'a', textStyle: 'code' }], position: { position: 'end', pageId: '{doc}' } },
    400,
  ],
  [
    'code block without rawCode',
    'space',
    'POST',
    '/blocks',
    { blocks: [{ type: 'code', language: 'python' }], position: { position: 'end', pageId: '{doc}' } },
    400,
  ],
  [
    'unknown code language',
    'space',
    'POST',
    '/blocks',
    { blocks: [{ type: 'code', rawCode: 'x', language: 'klingon' }], position: { position: 'end', pageId: '{doc}' } },
    400,
  ],
  [
    'image without url',
    'space',
    'POST',
    '/blocks',
    { blocks: [{ type: 'image' }], position: { position: 'end', pageId: '{doc}' } },
    400,
  ],
  ['bad color', 'space', 'PUT', '/blocks', { blocks: [{ id: '{block}', color: 'red' }] }, 400],
  ['indentationLevel 6', 'space', 'PUT', '/blocks', { blocks: [{ id: '{block}', indentationLevel: 6 }] }, 400],
  [
    'indentationLevel -1',
    'space',
    'POST',
    '/blocks',
    { blocks: [{ type: 'text', markdown: 'a', indentationLevel: -1 }], position: { position: 'end', pageId: '{doc}' } },
    400,
  ],
  [
    'multi-block markdown in an update',
    'space',
    'PUT',
    '/blocks',
    { blocks: [{ id: '{block}', markdown: 'a\n\nb' }] },
    400,
  ],
  [
    'task state misspelled',
    'space',
    'POST',
    '/tasks',
    { tasks: [{ markdown: 't', taskInfo: { state: 'cancelled' } }] },
    400,
  ],
  ['task without markdown', 'space', 'POST', '/tasks', { tasks: [{}] }, 400],
  [
    'task location type unknown',
    'space',
    'POST',
    '/tasks',
    { tasks: [{ markdown: 't', location: { type: 'moon' } }] },
    400,
  ],
  [
    'task date not a date',
    'space',
    'POST',
    '/tasks',
    { tasks: [{ markdown: 't', taskInfo: { scheduleDate: 'someday' } }] },
    400,
  ],
  [
    'document task on daily-notes',
    'daily-notes',
    'POST',
    '/tasks',
    { tasks: [{ markdown: 't', location: { type: 'document', documentId: '{doc}' } }] },
    400,
  ],
  ['unknown field', 'space', 'DELETE', '/blocks', { blockIds: ['{block}'], force: true }, 400],
  ['empty id list', 'space', 'DELETE', '/blocks', { blockIds: [] }, 400],
  // mutually exclusive parameters
  ['pageId with date', 'space', 'POST', '/blocks', pos({ position: 'end', pageId: '{doc}', date: 'today' }), 400],
  ['siblingId with start', 'space', 'POST', '/blocks', pos({ position: 'start', siblingId: '{block}' }), 400],
  ['before without siblingId', 'space', 'POST', '/blocks', pos({ position: 'before', pageId: '{doc}' }), 400],
  ['date on a documents link', 'documents', 'POST', '/blocks', pos({ position: 'end', date: 'today' }), 400],
  ['id with date', 'space', 'GET', '/blocks?id={doc}&date=today', undefined, 400],
  ['location with folderId', 'space', 'GET', '/documents?location=unsorted&folderId=x', undefined, 400],
  [
    'documentIds with location in search',
    'space',
    'GET',
    '/documents/search?include=a&documentIds={doc}&location=unsorted',
    undefined,
    400,
  ],
  [
    'location with folderIds in search',
    'space',
    'GET',
    '/documents/search?include=a&folderIds=x&location=trash',
    undefined,
    400,
  ],
  // query values
  ['unknown location', 'space', 'GET', '/documents?location=attic', undefined, 400],
  ['maxDepth not a number', 'space', 'GET', '/blocks?id={doc}&maxDepth=deep', undefined, 400],
  ['maxDepth below -1', 'space', 'GET', '/blocks?id={doc}&maxDepth=-2', undefined, 400],
  ['fetchMetadata not a boolean', 'space', 'GET', '/documents?fetchMetadata=yes', undefined, 400],
  ['bad date', 'space', 'GET', '/blocks?date=2025-13-40', undefined, 400],
  ['missing scope', 'space', 'GET', '/tasks', undefined, 400],
  ['unknown scope', 'space', 'GET', '/tasks?scope=someday', undefined, 400],
  ['document scope without documentId', 'space', 'GET', '/tasks?scope=document', undefined, 400],
  ['search without terms', 'space', 'GET', '/documents/search', undefined, 400],
  ['invalid regexp', 'space', 'GET', '/blocks/search?blockId={doc}&pattern=(', undefined, 400],
  ['blocks search without selector', 'space', 'GET', '/blocks/search?pattern=a', undefined, 400],
  // structural rules
  [
    'trash as create destination',
    'space',
    'POST',
    '/documents',
    { documents: [{ title: 'x' }], destination: { destination: 'trash' } },
    400,
  ],
  [
    'trash as move destination',
    'space',
    'PUT',
    '/documents/move',
    { documentIds: ['{doc}'], destination: { destination: 'trash' } },
    400,
  ],
  [
    'moving a daily note',
    'space',
    'PUT',
    '/documents/move',
    { documentIds: ['{daily}'], destination: { destination: 'unsorted' } },
    400,
  ],
  ['deleting a built-in folder', 'space', 'DELETE', '/folders', { folderIds: ['trash'] }, 400],
  ['inserting into an image', 'space', 'POST', '/blocks', pos({ position: 'end', pageId: '{image}' }), 400],
  ['deleting a document root as a block', 'space', 'DELETE', '/blocks', { blockIds: ['{doc}'] }, 400],
  [
    'select value not in the schema',
    'space',
    'POST',
    '/collections/{collection}/items',
    { items: [{ title: 'x', properties: { status: 'Blocked' } }] },
    400,
  ],
  [
    'unknown collection property',
    'space',
    'POST',
    '/collections/{collection}/items',
    { items: [{ title: 'x', properties: { mood: 'ok' } }] },
    400,
  ],
  [
    'date property not a date',
    'space',
    'POST',
    '/collections/{collection}/items',
    { items: [{ title: 'x', properties: { dueDate: 'soon' } }] },
    400,
  ],
  ['unknown schema format', 'space', 'GET', '/collections/{collection}/schema?format=xml', undefined, 400],
  // unknown ids → 404
  ['unknown block id', 'space', 'GET', '/blocks?id=00000000-0000-0000-0000-000000000000', undefined, 404],
  ['unknown page as target', 'space', 'POST', '/blocks', pos({ position: 'end', pageId: 'NOPE' }), 404],
  ['unknown sibling', 'space', 'POST', '/blocks', pos({ position: 'after', siblingId: 'NOPE' }), 404],
  ['unknown block in update', 'space', 'PUT', '/blocks', { blocks: [{ id: 'NOPE', markdown: 'x' }] }, 404],
  ['unknown document to delete', 'space', 'DELETE', '/documents', { documentIds: ['NOPE'] }, 404],
  [
    'unknown folder destination',
    'space',
    'POST',
    '/documents',
    { documents: [{ title: 'x' }], destination: { folderId: 'NOPE' } },
    404,
  ],
  ['unknown task', 'space', 'PUT', '/tasks', { tasksToUpdate: [{ id: 'NOPE', taskInfo: { state: 'done' } }] }, 404],
  ['unknown collection', 'space', 'GET', '/collections/NOPE/items', undefined, 404],
  ['unknown endpoint', 'space', 'GET', '/nothing-here', undefined, 404],
  ['document out of a documents link scope', 'documents', 'GET', '/blocks?id={doc}', undefined, 404],
];

describe('request validation', () => {
  it.each(rows)('%s → %i', async (_name, kind, method, path, body, status) => {
    const res = await call(emu.link(kind), method, fill(path) as string, body === undefined ? undefined : fill(body));
    expect(res.status).toBe(status);
    expect(res.body).toEqual(craftErrorShape(status, method, path === '/nothing-here'));
  });

  it('words a 400 as Craft does, the reason in details', async () => {
    const res = await call(emu.link('space'), 'GET', '/blocks');
    expect(res).toMatchObject({
      status: 400,
      body: {
        error: 'Validation failed',
        code: 'VALIDATION_ERROR',
        details: [{ code: 'custom', message: 'id is required' }],
      },
    });
  });

  it('answers a PUT of an unknown block with an errors list, a GET of one with error and code', async () => {
    const put = await call(emu.link('space'), 'PUT', '/blocks', { blocks: [{ id: 'NOPE', markdown: 'x' }] });
    expect(put.body).toEqual({ errors: [{ code: 'NOT_FOUND_ERROR', message: 'Block NOPE not found' }] });
    const read = await call(emu.link('space'), 'GET', '/blocks?id=NOPE');
    expect(read.body).toEqual({ error: 'Block NOPE not found', code: 'NOT_FOUND_ERROR' });
  });

  it('answers an unknown route with an HTML page', async () => {
    const res = await call(emu.link('space'), 'GET', '/search?include=x');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.body).toContain('Cannot GET /search');
  });

  it('answers invalid JSON with 400', async () => {
    const res = await call(emu.link('space'), 'POST', '/blocks', '{"markdown": ', {
      'Content-Type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ code: 'invalid_json' }] });
  });

  it('deletes what exists when a batch holds an id that no longer does: 207, the rest ignored', async () => {
    const res = await call(emu.link('space'), 'DELETE', '/blocks', { blockIds: [ids.block, 'NOPE'] });
    expect(res.status).toBe(207);
    expect(res.body).toEqual({ items: [{ id: ids.block }], ignoredItems: [{ id: 'NOPE' }] });
    expect(emu.state.block(ids.block)).toBeUndefined();
  });
});
