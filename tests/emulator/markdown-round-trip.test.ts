import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index';
import { markdownToBlocks } from '../../emulator/markdown-to-blocks';
import { get, start } from './helpers';

let emu: Emulator;
beforeAll(async () => {
  emu = await start();
});
afterAll(() => emu.close());

type Block = { id?: string; type: string; content?: Block[]; [k: string]: unknown };
const withoutIds = ({ id: _id, ...rest }: Block): Block =>
  rest.content ? { ...rest, content: rest.content.map(withoutIds) } : rest;

describe('text/markdown output read back by the insert parser', () => {
  it('gives the same blocks for every type the insert dialect can express', async () => {
    const doc = emu.state.documentByTitle('Welcome to Emulator Space') as Block;
    const markdown = (await get(emu.link('space'), `/blocks?id=${doc.id}`, { Accept: 'text/markdown' })).body as string;
    const [reparsed] = markdownToBlocks(markdown);
    // Link cards and files render as lone links, which read back as plain text: insert them as JSON blocks.
    const expressible = doc.content!.filter((b) => b.type !== 'richUrl' && b.type !== 'file').map(withoutIds);
    const loneLink = (b: { type: string; markdown?: unknown }) =>
      b.type === 'text' && /^\[[^\]]*\]\([^)]*\)$/.test(String(b.markdown));
    expect(reparsed).toMatchObject({ type: 'page', markdown: 'Welcome to Emulator Space' });
    expect(reparsed.content!.filter((b) => !loneLink(b))).toEqual(expressible);
  });

  it('renders collections with the output-only collection tags', async () => {
    const plan = emu.state.documentByTitle('Project Plan') as Block;
    const markdown = (await get(emu.link('space'), `/blocks?id=${plan.id}`, { Accept: 'text/markdown' }))
      .body as string;
    expect(markdown).toMatch(
      /<collection id="[0-9A-F-]+">\n\s*<title>Launch Tasks<\/title>\n\s*<properties>status, dueDate, owner<\/properties>/,
    );
    expect(markdown).toContain('<property name="status">In Progress</property>');
  });
});
