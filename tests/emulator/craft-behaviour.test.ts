/**
 * Where the emulator behaves like Craft rather than echoing our input (emulator/behaviour.ts), each
 * case tied to its row of shared/spec/craft-api-evidence.md, and the switches for what is unknown.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index';
import { call, documentId, get, start } from './helpers';

let emu: Emulator;
let doc: string;
beforeAll(async () => {
  emu = await start();
});
afterAll(() => emu.close());
beforeEach(async () => {
  emu.reset();
  doc = await documentId(emu, 'Meeting Notes');
});

type Stored = {
  id: string;
  type: string;
  markdown: string;
  url?: string;
  altText?: string;
  lineStyle?: string;
  [k: string]: unknown;
};

async function write(markdown: string): Promise<Stored[]> {
  const res = await call(emu.link('space'), 'POST', '/blocks', {
    markdown,
    position: { position: 'end', pageId: doc },
  });
  expect(res.status).toBe(200);
  return res.body.items;
}

describe('normalise-on-write (on by default)', () => {
  it.each([
    // §3a #2, R4 LIVE
    ['==marked== words', 'text', '<highlight color="yellow">marked</highlight> words'],
    // §3a #2: our own form, coloured the way `==` is (a guess)
    ['ends with <highlight>this</highlight>', 'text', 'ends with <highlight color="yellow">this</highlight>'],
    // R4: an explicit colour is kept
    ['<highlight color="blue">kept</highlight>', 'text', '<highlight color="blue">kept</highlight>'],
    // R4: `_x_` → `*x*`, snake_case and code left alone
    ['_soft_ snake_case `_code_`', 'text', '*soft* snake_case `_code_`'],
    // §3b #9, R4: `---` → `***`, extraLight
    ['---', 'line', '***'],
  ])('%s is stored as Craft stores it', async (input, type, markdown) => {
    const [block] = await write(input);
    expect(block).toMatchObject({ type, markdown });
    expect(emu.state.block(block.id)).toMatchObject({ type, markdown });
  });

  it('an image line comes back as ![Image](url), its alt in altText, re-hosted at an asset URL of ours (§3a #1)', async () => {
    const [block] = await write('![Diagram of the system](https://example.com/a.png)');
    expect(block).toMatchObject({ type: 'image', altText: 'Diagram of the system' });
    expect(block.url).toMatch(new RegExp(`^${emu.origin}/assets/[0-9A-F-]+$`));
    expect(block.markdown).toBe(`![Image](${block.url})`);
    expect(emu.state.assetSource(block.url!)).toBe('https://example.com/a.png');
    const served = await fetch(block.url!, { redirect: 'manual' });
    expect(served.status).toBe(302);
    expect(served.headers.get('location')).toBe('https://example.com/a.png');
  });

  it('keeps an image already hosted by the emulator where it is', async () => {
    const upload = await fetch(`${emu.link('space').apiUrl}/upload?position=end&pageId=${doc}`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png' },
      body: new Uint8Array([137, 80, 78, 71]),
    });
    const { assetUrl } = await upload.json();
    const [block] = await write(`![again](${assetUrl})`);
    expect(block).toMatchObject({ url: assetUrl, markdown: `![Image](${assetUrl})`, altText: 'again' });
  });

  it('rewrites inside a page written as markdown, title and content', async () => {
    const [page] = await write(
      '<page><pageTitle>A _soft_ title</pageTitle><content>==mark==\n\n![alt](https://example.com/p.png)</content></page>',
    );
    const stored = emu.state.block(page.id) as { markdown: string; content: Stored[] };
    expect(stored.markdown).toBe('A *soft* title');
    expect(stored.content.map((b) => b.markdown)).toEqual([
      '<highlight color="yellow">mark</highlight>',
      `![Image](${stored.content[1].url})`,
    ]);
  });

  it("rewrites a task's text and a text block update the same way", async () => {
    const task = await call(emu.link('space'), 'POST', '/tasks', { tasks: [{ markdown: 'Read ==this==' }] });
    expect(task.body.items[0].markdown).toBe('Read <highlight color="yellow">this</highlight>');
    const [block] = await write('plain');
    await call(emu.link('space'), 'PUT', '/blocks', { blocks: [{ id: block.id, markdown: '_now_ emphasised' }] });
    expect(emu.state.block(block.id)).toMatchObject({ markdown: '*now* emphasised' });
  });

  it('echoes the input with rewrite off', async () => {
    emu.configure({ rewrite: false });
    const blocks = await write('==x== _y_\n\n![Alt](https://example.com/a.png)');
    expect(blocks.map((b) => b.markdown)).toEqual(['==x== _y_', '![Alt](https://example.com/a.png)']);
    emu.reset();
    expect(emu.behaviour.rewrite).toBe(true);
  });
});

describe('link kinds: what an endpoint of another kind answers (§3a #5, a switch)', () => {
  it.each([
    [404, 'text/html', /Cannot GET \/folders/],
    [400, 'application/json', /"code":"VALIDATION_ERROR"/],
    [403, 'application/json', /"code":"FORBIDDEN"/],
    [500, 'text/html', /Only HTML requests are supported here/],
  ] as const)('otherKind %i', async (status, type, body) => {
    emu.configure({ otherKind: status });
    for (const kind of ['documents', 'daily-notes'] as const) {
      const res = await fetch(`${emu.link(kind).apiUrl}/folders`);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain(type);
      expect(await res.text()).toMatch(body);
    }
    expect((await get(emu.link('documents'), '/tasks?scope=inbox')).status).toBe(status);
    // Unknown routes and the link's own endpoints are not affected.
    expect((await get(emu.link('daily-notes'), '/tasks?scope=inbox')).status).toBe(200);
    expect((await get(emu.link('daily-notes'), '/nowhere')).status).toBe(404);
  });
});

describe('uploads without fileSize and mimeType (§3a #7, a switch)', () => {
  it.each([
    [false, { uploaded: true, mimeType: 'image/png', fileSize: 4 }],
    [true, {}],
  ])('bareUploads %s', async (bare, extra) => {
    emu.configure({ bareUploads: bare });
    const res = await fetch(`${emu.link('space').apiUrl}/upload?position=end&pageId=${doc}`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png' },
      body: new Uint8Array([137, 80, 78, 71]),
    });
    const { blockId, assetUrl } = await res.json();
    const read = (await get(emu.link('space'), `/blocks?id=${blockId}`)).body;
    expect(read).toEqual({ id: blockId, type: 'image', url: assetUrl, markdown: `![Image](${assetUrl})`, ...extra });
  });
});

describe('payload limit (§3b #17, off by default)', () => {
  it('answers a body over --max-body with 413 and applies nothing', async () => {
    const big = 'x'.repeat(5_000);
    expect(await write(big)).toHaveLength(1);
    emu.configure({ maxBodyBytes: 2_000 });
    const res = await call(emu.link('space'), 'POST', '/blocks', {
      markdown: `${big}y`,
      position: { position: 'end', pageId: doc },
    });
    expect(res).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    expect((emu.state.block(doc)!.content as Stored[]).filter((b) => b.markdown.endsWith('y'))).toHaveLength(0);
    expect(await write('small')).toHaveLength(1);
  });
});

describe('document search (§3b #10)', () => {
  it('returns up to 50 hits', async () => {
    const titles = Array.from({ length: 60 }, (_, i) => ({ title: `Findme ${i}` }));
    await call(emu.link('space'), 'POST', '/documents', { documents: titles });
    const res = await get(emu.link('space'), '/documents/search?include=Findme');
    expect(res.body.items).toHaveLength(50);
  });
});
