import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitMarkdown, utf8Length } from '../../../../lib/convert/split';

const join = (chunks: string[]) => chunks.join('\n\n');

describe('splitMarkdown', () => {
  it('keeps everything in one chunk when it fits', () => {
    expect(splitMarkdown('# A\n\nb\n\nc', 1000)).toEqual(['# A\n\nb\n\nc']);
  });

  it('splits at blank lines between blocks, packing greedily', () => {
    const md = ['aaaa', 'bbbb', 'cccc', 'dddd'].join('\n\n');
    expect(splitMarkdown(md, 10)).toEqual(['aaaa\n\nbbbb', 'cccc\n\ndddd']);
  });

  it.each([
    ['a code fence with blank lines', '```js\nconst a = 1;\n\n\nconst b = 2;\n```'],
    ['a longer fence containing a shorter one', '````md\n```\n\nx\n```\n\ny\n````'],
    ['a table', '| a | b |\n| --- | --- |\n| 1 | 2 |\n| 3 | 4 |'],
    ['a callout of several paragraphs', '<callout>one\n\ntwo\n\nthree</callout>'],
    [
      'a page with nested content',
      '<page><pageTitle>T</pageTitle><content>p1\n\n<callout>c\n\nd</callout>\n\np2</content></page>',
    ],
    ['a list', '- one\n- two\n  - three'],
  ])('never splits inside %s', (_name, block) => {
    const md = `before\n\n${block}\n\nafter`;
    const chunks = splitMarkdown(md, 8);
    expect(chunks).toContain(block);
    expect(join(chunks)).toBe(md);
  });

  it('does not take a tag inside inline code for an opening tag', () => {
    expect(splitMarkdown('Use `<callout>` like this\n\nnext\n\nlast', 10)).toEqual([
      'Use `<callout>` like this',
      'next\n\nlast',
    ]);
  });

  it('leaves a single block larger than maxBytes whole', () => {
    const big = 'x'.repeat(50);
    expect(splitMarkdown(`a\n\n${big}\n\nb`, 10)).toEqual(['a', big, 'b']);
  });

  it('measures UTF-8 bytes, not UTF-16 units', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
    // "éé" is 4 bytes: two of them plus the separator exceed 9 bytes, so they split.
    expect(splitMarkdown('éé\n\néé', 9)).toEqual(['éé', 'éé']);
    expect(splitMarkdown('ab\n\nab', 6)).toEqual(['ab\n\nab']);
  });

  it('every chunk fits unless it is a single oversized block, and chunks rejoin to the input', () => {
    const block = fc.oneof(
      fc.stringMatching(/^[a-zé€ ]{1,40}$/).filter((s) => s.trim() === s && s.length > 0),
      fc.constant('```\ncode\n\nmore\n```'),
      fc.constant('<callout>a\n\nb</callout>'),
      fc.constant('| a |\n| --- |\n| b |'),
    );
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 120 }), (blocks, max) => {
        const md = blocks.join('\n\n');
        const chunks = splitMarkdown(md, max);
        expect(join(chunks)).toBe(md);
        for (const chunk of chunks) {
          if (utf8Length(chunk) > max) expect(blocks).toContain(chunk);
        }
      }),
    );
  });
});
