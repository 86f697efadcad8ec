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
const children = (id: string) => emu.state.block(id)!.content as { id: string; markdown: string }[];

describe('GET /blocks', () => {
  it('returns the document root with the plain title and every block type nested', async () => {
    const id = await documentId(emu, 'Welcome to Emulator Space');
    const { status, body } = await get(space(), `/blocks?id=${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, type: 'page', textStyle: 'page', markdown: 'Welcome to Emulator Space' });
    const types = new Set(body.content.map((b: { type: string }) => b.type));
    for (const t of ['text', 'page', 'code', 'line', 'image', 'table', 'richUrl']) expect(types).toContain(t);
    const styles = new Set(body.content.map((b: { textStyle?: string }) => b.textStyle));
    for (const s of ['h1', 'h2', 'h3', 'h4', 'caption']) expect(styles).toContain(s);
    expect(body.content.find((b: { markdown: string }) => b.markdown === 'A bullet')).toBeUndefined();
    expect(body.content.find((b: { markdown: string }) => b.markdown === '- A bullet')).toEqual({
      id: expect.any(String),
      type: 'text',
      listStyle: 'bullet',
      markdown: '- A bullet',
    });
    expect(id).toMatch(/^[0-9A-F-]{36}$/);
  });

  it('honours maxDepth and fetchMetadata', async () => {
    const id = await documentId(emu, 'Welcome to Emulator Space');
    const shallow = (await get(space(), `/blocks?id=${id}&maxDepth=0`)).body;
    expect(shallow.content).toBeUndefined();
    const one = (await get(space(), `/blocks?id=${id}&maxDepth=1&fetchMetadata=true`)).body;
    const nestedPage = one.content.find(
      (b: { type: string; textStyle?: string }) => b.type === 'page' && b.textStyle === 'page',
    );
    expect(nestedPage.content).toBeUndefined();
    expect(one.metadata).toMatchObject({
      createdAt: expect.any(String),
      lastModifiedAt: expect.any(String),
      comments: [],
    });
  });

  it('renders text/markdown with page tags and maxDepth', async () => {
    const id = await documentId(emu, 'Welcome to Emulator Space');
    const res = await get(space(), `/blocks?id=${id}`, { Accept: 'text/markdown' });
    expect(res.headers.get('content-type')).toContain('text/markdown');
    expect(res.body).toMatch(
      new RegExp(`^<page id="${id}">\\n<pageTitle>Welcome to Emulator Space</pageTitle>\\n<content>\\n`),
    );
    expect(res.body).toContain('    - A bullet\n      - A nested bullet');
    expect(res.body).toContain('<pageTitle>A nested page</pageTitle>');
    expect(res.body).toContain('Content inside the nested page.');
    const shallow = await get(space(), `/blocks?id=${id}&maxDepth=1`, { Accept: 'text/markdown' });
    expect(shallow.body).toContain('<pageTitle>A nested page</pageTitle>');
    expect(shallow.body).not.toContain('Content inside the nested page.');
  });
});

describe('POST /blocks', () => {
  it.each([
    ['end of a page', (doc: string) => ({ position: 'end', pageId: doc }), -1],
    ['start of a page', (doc: string) => ({ position: 'start', pageId: doc }), 0],
  ])('inserts markdown at the %s', async (_name, pos, index) => {
    const doc = await documentId(emu, 'Meeting Notes');
    const res = await call(space(), 'POST', '/blocks', { markdown: '## New\n\n- one\n- two', position: pos(doc) });
    expect(res.status).toBe(200);
    expect(res.body.items.map((b: { markdown: string }) => b.markdown)).toEqual(['## New', '- one', '- two']);
    const kids = children(doc);
    const at = index === 0 ? kids.slice(0, 3) : kids.slice(-3);
    expect(at.map((b) => b.id)).toEqual(res.body.items.map((b: { id: string }) => b.id));
  });

  it('inserts before and after a sibling', async () => {
    const doc = await documentId(emu, 'Meeting Notes');
    const [first, second] = children(doc);
    const before = await call(space(), 'POST', '/blocks', {
      markdown: 'B',
      position: { position: 'before', siblingId: second.id },
    });
    const after = await call(space(), 'POST', '/blocks', {
      markdown: 'A',
      position: { position: 'after', siblingId: first.id },
    });
    expect(children(doc).map((b) => b.markdown)).toEqual([first.markdown, 'A', 'B', second.markdown]);
    expect(before.status).toBe(200);
    expect(after.status).toBe(200);
  });

  it('inserts JSON blocks, splitting multi-paragraph text and nesting page content', async () => {
    const doc = await documentId(emu, 'Meeting Notes');
    const res = await call(space(), 'POST', '/blocks', {
      blocks: [
        { type: 'text', markdown: '# T\n\nBody', color: '#ff0000' },
        { type: 'code', rawCode: 'x = 1', language: 'python' },
        { type: 'page', markdown: 'Sub', content: [{ type: 'text', markdown: 'inside' }] },
      ],
      position: { position: 'end', pageId: doc },
    });
    expect(res.status).toBe(200);
    expect(res.body.items).toMatchObject([
      { type: 'text', textStyle: 'h1', markdown: '# T', color: '#ff0000' },
      { type: 'text', markdown: 'Body', color: '#ff0000' },
      { type: 'code', language: 'python', rawCode: 'x = 1', markdown: '```python\nx = 1\n```' },
      { type: 'page', markdown: 'Sub', content: [{ type: 'text', markdown: 'inside' }] },
    ]);
  });

  it('turns a text block that receives children into a page', async () => {
    const doc = await documentId(emu, 'Meeting Notes');
    const text = children(doc)[1];
    await call(space(), 'POST', '/blocks', { markdown: 'child', position: { position: 'end', pageId: text.id } });
    expect(emu.state.block(text.id)).toMatchObject({ type: 'page', content: [{ markdown: 'child' }] });
  });
});

describe('PUT, DELETE and move', () => {
  it('updates only the given fields and re-derives style from markdown', async () => {
    const doc = await documentId(emu, 'Meeting Notes');
    const block = children(doc)[1];
    const res = await call(space(), 'PUT', '/blocks', {
      blocks: [{ id: block.id, markdown: '## Retitled', font: 'serif' }],
    });
    expect(res.body.items).toEqual([
      { id: block.id, type: 'text', textStyle: 'h2', font: 'serif', markdown: '## Retitled' },
    ]);
    await call(space(), 'PUT', '/blocks', { blocks: [{ id: block.id, color: '#00ff00' }] });
    expect(emu.state.block(block.id)).toMatchObject({ markdown: '## Retitled', font: 'serif', color: '#00ff00' });
  });

  it('deletes blocks permanently', async () => {
    const doc = await documentId(emu, 'Meeting Notes');
    const block = children(doc)[0];
    const res = await call(space(), 'DELETE', '/blocks', { blockIds: [block.id] });
    expect(res.body).toEqual({ items: [{ id: block.id }] });
    expect(emu.state.block(block.id)).toBeUndefined();
    expect((await get(space(), `/blocks?id=${block.id}`)).status).toBe(404);
  });

  it('moves blocks between documents and keeps their order', async () => {
    const from = await documentId(emu, 'Meeting Notes');
    const to = await documentId(emu, 'Reading List');
    const ids = children(from).map((b) => b.id);
    const res = await call(space(), 'PUT', '/blocks/move', {
      blockIds: ids,
      position: { position: 'start', pageId: to },
    });
    expect(res.body).toEqual({ items: ids.map((id) => ({ id })) });
    expect(children(from)).toEqual([]);
    expect(
      children(to)
        .slice(0, ids.length)
        .map((b) => b.id),
    ).toEqual(ids);
  });

  it('moves a block after a sibling in the same page', async () => {
    const doc = await documentId(emu, 'Meeting Notes');
    const [a, b] = children(doc);
    await call(space(), 'PUT', '/blocks/move', { blockIds: [a.id], position: { position: 'after', siblingId: b.id } });
    expect(children(doc).map((x) => x.id)).toEqual([b.id, a.id]);
  });
});

describe('documents link scope', () => {
  it('reaches only its documents and renders links to others as invalid:out_of_scope', async () => {
    const docs = emu.link('documents');
    const outside = await documentId(emu, 'Meeting Notes');
    expect((await get(docs, `/blocks?id=${outside}`)).status).toBe(404);
    const welcome = await documentId(emu, 'Welcome to Emulator Space');
    const plan = await documentId(emu, 'Project Plan');
    await call(docs, 'POST', '/blocks', {
      markdown: `[in](block://${welcome}) [out](block://${outside})`,
      position: { position: 'end', pageId: plan },
    });
    const md = (await get(docs, `/blocks?id=${plan}`, { Accept: 'text/markdown' })).body as string;
    expect(md).toContain(`[in](block://${welcome})`);
    expect(md).toContain('[out](invalid:out_of_scope)');
    const json = (await get(space(), `/blocks?id=${plan}`)).body;
    expect(JSON.stringify(json)).toContain(`[out](block://${outside})`);
  });
});
