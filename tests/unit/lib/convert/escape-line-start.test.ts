// Page text at the start of a line: escaped exactly where a parser would read a block marker, and
// left alone otherwise. The emulator's parser (Craft's dialect as the project models it) is the judge.
import { describe, expect, it } from 'vitest';
import { markdownToBlocks } from '../../../../emulator/markdown-to-blocks';
import { escapeText } from '../../../../lib/convert/escape';

describe('escapeText at the start of a line', () => {
  it.each([
    ['12. item', '12\\. item'],
    ['12) item', '12\\) item'],
    ['12.', '12\\.'],
    ['876.3', '876.3'],
    ['2024 was', '2024 was'],
    ['1234567890. item', '1234567890. item'],
    ['12a. item', '12a. item'],
    ['- item', '\\- item'],
    ['-5 degrees', '-5 degrees'],
    ['---', '\\---'],
    ['- - -', '\\- - -'],
    ['* * *', '\\* * *'],
    ['___', '\\___'],
    ['|a|b|', '\\|a|b|'],
    ['--- | ---', '\\--- | ---'],
    ['\t+ item', '\t\\+ item'],
    ['+5', '+5'],
    ['  > quote', '  \\> quote'],
    ['>quote', '\\>quote'],
    ['# title', '\\# title'],
    ['#hashtag', '#hashtag'],
    ['####### seven', '####### seven'],
    ['a - b', 'a - b'],
    ['\u00a0- item', '\u00a0\\- item'],
    ['\u200b12. item', '\u200b12\\. item'],
    [' \u2003# title', ' \u2003\\# title'],
  ])('%j → %j', (text, expected) => {
    expect(escapeText(text)).toBe(expected);
  });

  it('never leaves a line the parser reads as a block marker, on random text of markers, digits and whitespace', () => {
    const alphabet = [
      ' ',
      '\t',
      '\u00a0',
      '\u2003',
      '\u200b',
      '\u00ad',
      '1',
      '2',
      '.',
      ')',
      '-',
      '+',
      '>',
      '#',
      '*',
      '_',
      '|',
      ':',
      'a',
      'é',
    ];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 5000; n++) {
      let text = '';
      const length = 1 + Math.floor(next() * 7);
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)];
      const escaped = escapeText(text);
      for (const block of markdownToBlocks(escaped.trim())) {
        const { type, listStyle, textStyle, decorations } = block;
        expect({ type, listStyle, textStyle, decorations }, JSON.stringify([text, escaped])).toEqual({
          type: 'text',
          listStyle: undefined,
          textStyle: undefined,
          decorations: undefined,
        });
      }
    }
  });
});
