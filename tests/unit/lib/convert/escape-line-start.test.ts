import { describe, expect, it } from 'vitest';
import { escapeText } from '../../../../lib/convert/escape';

/** The line-start rule as escape.ts's header states it, one pattern after another. */
const PATTERNS: Array<[RegExp, string]> = [
  [/^([\s\p{Cf}]*)-/u, '$1\\-'],
  [/^([\s\p{Cf}]*)\+/u, '$1\\+'],
  [/^([\s\p{Cf}]*)>/u, '$1\\>'],
  [/^([\s\p{Cf}]*)#/u, '$1\\#'],
  [/^([\s\p{Cf}]*)(\d+)\./u, '$1$2\\.'],
];
const reference = (text: string) => PATTERNS.reduce((out, [re, to]) => out.replace(re, to), text);

describe('escapeText at the start of a line', () => {
  it.each([
    ['12. item', '12\\. item'],
    ['876.3', '876\\.3'],
    ['2024 was', '2024 was'],
    ['12a. item', '12a. item'],
    ['- item', '\\- item'],
    ['\t+ item', '\t\\+ item'],
    ['  > quote', '  \\> quote'],
    ['# title', '\\# title'],
    ['a - b', 'a - b'],
    ['\u00a0- item', '\u00a0\\- item'],
    ['\u200b12. item', '\u200b12\\. item'],
    [' \u2003# title', ' \u2003\\# title'],
  ])('%j → %j', (text, expected) => {
    expect(escapeText(text)).toBe(expected);
  });

  it('equals the patterns on random text made of markers, digits and (Unicode) whitespace', () => {
    const alphabet = [' ', '\t', '\n', '\u00a0', '\u2003', '\u200b', '\u00ad', '1', '2', '.', '-', '+', '>', '#', 'a', 'é'];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 5000; n++) {
      let text = '';
      const length = 1 + Math.floor(next() * 6);
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)];
      expect(escapeText(text), JSON.stringify(text)).toBe(reference(text));
    }
  });
});
