// Text-fragment links for marks: the URL a Craft block links back with, and reading it back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTextFragment, textFragmentUrl } from '../../../../lib/highlights/text-fragment';

describe('textFragmentUrl', () => {
  it.each([
    ['https://a.test/p', { exact: 'plain words' }, 'https://a.test/p#:~:text=plain%20words'],
    ['https://a.test/p#intro', { exact: 'x' }, 'https://a.test/p#intro:~:text=x'],
    ['https://a.test/p#:~:text=old', { exact: 'new' }, 'https://a.test/p#:~:text=new'],
    ['https://a.test/p', { exact: 'a-b, c & d' }, 'https://a.test/p#:~:text=a%2Db%2C%20c%20%26%20d'],
    [
      'https://a.test/p',
      { exact: 'the  quote\n here', prefix: 'rtial word before ', suffix: ' and after it wor' },
      'https://a.test/p#:~:text=word%20before-,the%20quote%20here,-and%20after%20it',
    ],
    [
      'https://a.test/p',
      { exact: 'q', prefix: ' one two three four five six ', suffix: '' },
      'https://a.test/p#:~:text=three%20four%20five%20six-,q',
    ],
  ])('%s %j', (url, quote, expected) => {
    expect(textFragmentUrl(url, quote)).toBe(expected);
  });
});

describe('parseTextFragment', () => {
  it.each([
    [
      'https://a.test/p#:~:text=word%20before-,the%20quote,-and%20after',
      { exact: 'the quote', prefix: 'word before', suffix: 'and after' },
    ],
    ['https://a.test/p#sec:~:text=a%2Db%2C%20c', { exact: 'a-b, c' }],
    ['https://a.test/p#:~:text=first&text=second', { exact: 'first' }],
    ['https://a.test/p#:~:foo=1&text=x', { exact: 'x' }],
  ])('%s', (url, quote) => {
    expect(parseTextFragment(url)).toEqual({ type: 'TextQuoteSelector', ...quote });
  });

  it.each([
    ['no directive', 'https://a.test/p#text=x'],
    ['a start,end range (its middle is unknown)', 'https://a.test/p#:~:text=start,end'],
    ['malformed percent-encoding', 'https://a.test/p#:~:text=%E0%A4%A'],
    ['an empty quote', 'https://a.test/p#:~:text='],
  ])('gives null for %s', (_, url) => {
    expect(parseTextFragment(url)).toBeNull();
  });

  it('reads back every quote it wrote (whitespace collapsed, context cut to whole words)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'é', ' ', '\n', '-', ',', '&', '%', '#', ':~:', '😀', 'x') });
    fc.assert(
      fc.property(
        text.filter((t) => !!t.trim()),
        text,
        text,
        (exact, prefix, suffix) => {
          const url = textFragmentUrl('https://a.test/p#top', { exact, prefix, suffix });
          const back = parseTextFragment(url)!;
          expect(back.exact).toBe(exact.replace(/\s+/g, ' ').trim());
          expect(
            prefix
              .replace(/\s+/g, ' ')
              .trim()
              .endsWith(back.prefix ?? ''),
          ).toBe(true);
          expect(
            suffix
              .replace(/\s+/g, ' ')
              .trim()
              .startsWith(back.suffix ?? ''),
          ).toBe(true);
          expect(url.startsWith('https://a.test/p#top:~:text=')).toBe(true);
        },
      ),
    );
  });
});
