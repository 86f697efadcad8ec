import { describe, expect, it } from 'vitest';
import { parseBlocks } from '../../../../components/craft-preview/parse-blocks';

const blocks = (md: string) => parseBlocks(md).blocks;

describe('parseBlocks: the dialect split into the blocks Craft makes', () => {
  it.each([
    ['# Title', { type: 'text', style: 'h1', text: 'Title', indent: 0 }],
    ['#### Small', { type: 'text', style: 'h4', text: 'Small', indent: 0 }],
    ['###### Deep', { type: 'text', style: 'h4', text: 'Deep', indent: 0 }],
    ['Just **text**', { type: 'text', style: 'body', text: 'Just **text**', indent: 0 }],
    ['<caption>Table 1</caption>', { type: 'text', style: 'caption', text: 'Table 1', indent: 0 }],
    ['> Quoted\n> lines', { type: 'text', style: 'body', text: 'Quoted\nlines', indent: 0, quote: true }],
    ['- item', { type: 'list', style: 'bullet', text: 'item', indent: 0, marker: '-' }],
    ['  - nested', { type: 'list', style: 'bullet', text: 'nested', indent: 1, marker: '-' }],
    ['2. second', { type: 'list', style: 'numbered', text: 'second', indent: 0, marker: '2.' }],
    [
      '- [ ] open',
      { type: 'list', style: 'task', text: 'open', indent: 0, marker: '- [ ]', done: false, canceled: false },
    ],
    [
      '- [x] done',
      { type: 'list', style: 'task', text: 'done', indent: 0, marker: '- [x]', done: true, canceled: false },
    ],
    ['+ Toggle', { type: 'list', style: 'toggle', text: 'Toggle', indent: 0, marker: '+' }],
    ['***', { type: 'divider' }],
    ['![Alt](https://example.com/a.png)', { type: 'image', alt: 'Alt', url: 'https://example.com/a.png' }],
    ['![kept](craft-upload:2)', { type: 'image', alt: 'kept', url: 'craft-upload:2' }],
    ['```js\nlet a = 1;\n\nlet b;\n```', { type: 'code', language: 'js', code: 'let a = 1;\n\nlet b;' }],
    ['$$\nE = mc^2\n$$', { type: 'code', language: 'math', code: 'E = mc^2' }],
    [
      '| k | v |\n| --- | --- |\n| a \\| b | 1 |',
      {
        type: 'table',
        rows: [
          ['k', 'v'],
          ['a | b', '1'],
        ],
      },
    ],
  ])('%j', (md, block) => {
    expect(blocks(md)).toEqual([block]);
  });

  it('a paragraph runs until a blank line or a line that starts a block', () => {
    expect(
      blocks('one\ntwo\n- three\n\nfour').map((b) => (b.type === 'text' || b.type === 'list' ? b.text : b.type)),
    ).toEqual(['one\ntwo', 'three', 'four']);
  });

  it('the page wrapper becomes a page holding its content; a card is a page card', () => {
    const [page] = blocks(
      '<page><pageTitle>Tide \\*Pools\\*</pageTitle><content>Header · x\n\n## When\n\n<card><pageTitle>Inner</pageTitle><content>- a</content></card></content></page>',
    );
    expect(page).toMatchObject({ type: 'page', title: 'Tide \\*Pools\\*', card: false });
    if (page?.type !== 'page') throw new Error('not a page');
    expect(page.blocks.map((b) => b.type)).toEqual(['text', 'text', 'page']);
    expect(page.blocks[2]).toMatchObject({
      type: 'page',
      title: 'Inner',
      card: true,
      blocks: [{ type: 'list', text: 'a' }],
    });
  });

  it('a callout holds its blocks (image and all)', () => {
    expect(blocks('<callout>Outer\n\n![Pic](https://e.com/p.png)</callout>\n\nAfter')).toEqual([
      {
        type: 'callout',
        blocks: [
          { type: 'text', style: 'body', text: 'Outer', indent: 0 },
          { type: 'image', alt: 'Pic', url: 'https://e.com/p.png' },
        ],
      },
      { type: 'text', style: 'body', text: 'After', indent: 0 },
    ]);
  });

  it('escaped tags are text, not blocks', () => {
    expect(blocks('&lt;callout>not a callout&lt;/callout>')).toEqual([
      { type: 'text', style: 'body', text: '&lt;callout>not a callout&lt;/callout>', indent: 0 },
    ]);
  });

  it('stops at the limit and says there was more', () => {
    const many = Array.from({ length: 10 }, (_, i) => `Paragraph ${i}`).join('\n\n');
    const { blocks: shown, truncated } = parseBlocks(many, 4);
    expect(shown).toHaveLength(4);
    expect(truncated).toBe(true);
    expect(parseBlocks(many, 10).truncated).toBe(false);
  });
});
