// The Craft blocks of a page's marks: what marksPageMarkdown writes is parsed by the emulator's
// markdown→blocks parser (emulator/markdown-to-blocks.ts, the way Craft splits it) and read back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownToBlocks } from '../../../../emulator/markdown-to-blocks';
import { MARK_COLORS, marksPageMarkdown, readMarks, type MarkBlock } from '../../../../lib/highlights/blocks';

const PAGE = { title: 'On *reading* [with] a pen', url: 'https://news.test/a(1)?q=x#top' };
const MARKS: MarkBlock[] = [
  {
    quote: { type: 'TextQuoteSelector', exact: 'Read with a pen', prefix: ' You should ', suffix: ' in hand. ' },
    color: 'green',
    note: 'Try this *today*',
  },
  {
    quote: { type: 'TextQuoteSelector', exact: '</highlight> <callout>$x$ ==y==', prefix: ' code: ', suffix: ' end ' },
    color: 'red',
  },
];

function parsed(markdown: string) {
  const [page] = markdownToBlocks(markdown);
  return page;
}

describe('marksPageMarkdown', () => {
  it('writes one page block titled with the linked page title, a block per mark and its note', () => {
    const page = parsed(marksPageMarkdown(PAGE, MARKS));
    expect(page.type).toBe('page');
    expect(page.markdown).toBe(String.raw`[On \*reading\* [with] a pen](https://news.test/a%281%29?q=x#top)`);
    const content = page.content!;
    expect(content).toHaveLength(3);
    expect(content[0].markdown).toMatch(
      /^<highlight color="green">Read with a pen<\/highlight> \[↗\]\(https:\/\/news\.test\/a%281%29\?q=x#top:~:text=/,
    );
    expect(content[1]).toMatchObject({ markdown: String.raw`Try this \*today\*`, indentationLevel: 1 });
    // Page text that looks like markup stays text: one highlight, no callout, no math, no shorthand.
    expect(content[2].markdown.match(/<highlight/g)).toHaveLength(1);
    expect(content[2].markdown).not.toMatch(/<callout>|(?<!\\)\$|(?<!\\)==/);
  });

  it('reads back what it wrote: colours, quotes with context, notes', () => {
    const back = readMarks(parsed(marksPageMarkdown(PAGE, MARKS)).content!);
    expect(back).toEqual([
      {
        color: 'green',
        note: 'Try this *today*',
        quote: { type: 'TextQuoteSelector', exact: 'Read with a pen', prefix: 'You should', suffix: 'in hand.' },
      },
      {
        color: 'red',
        quote: { type: 'TextQuoteSelector', exact: '</highlight> <callout>$x$ ==y==', prefix: 'code:', suffix: 'end' },
      },
    ]);
  });

  it('round-trips any quote, colour and note through the emulator parser', () => {
    const text = fc.string({
      unit: fc.constantFrom(
        'a',
        'Z',
        ' ',
        '*',
        '_',
        '`',
        '$',
        '=',
        '<',
        '>',
        '[',
        ']',
        '(',
        ')',
        '\\',
        '&',
        '#',
        '-',
        ',',
        '%',
        '~',
        '|',
        '😀',
      ),
    });
    const word = (s: string) => !!s.trim();
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            exact: text.filter(word),
            color: fc.constantFrom(...MARK_COLORS),
            note: fc.option(text.filter(word), { nil: undefined }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (marks) => {
          const input: MarkBlock[] = marks.map((m) => ({
            quote: { type: 'TextQuoteSelector', exact: m.exact },
            color: m.color,
            note: m.note,
          }));
          const back = readMarks(parsed(marksPageMarkdown(PAGE, input)).content!);
          expect(back.map((m) => [m.quote.exact, m.color, m.note])).toEqual(
            input.map((m) => [m.quote.exact.replace(/\s+/g, ' ').trim(), m.color, m.note?.replace(/\s+/g, ' ').trim()]),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('readMarks', () => {
  it('reads marks written by hand in Craft: ==shorthand== is not a mark of ours, an unknown colour reads as yellow', () => {
    const marks = readMarks([
      { id: 'a', markdown: '<highlight color="gradient-blue">typed in Craft</highlight>' },
      { id: 'b', markdown: 'Just a paragraph', indentationLevel: 0 },
      { id: 'c', markdown: 'A note added in Craft', indentationLevel: 1 },
    ]);
    expect(marks).toEqual([
      {
        blockId: 'a',
        noteBlockId: 'c',
        color: 'yellow',
        note: 'A note added in Craft',
        quote: { type: 'TextQuoteSelector', exact: 'typed in Craft' },
      },
    ]);
  });
});
