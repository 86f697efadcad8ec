/**
 * The corpus suite's measures (tests/corpus): what they count decides which real pages pass, so each
 * is checked here on small clips whose answer is known.
 */
import { describe, expect, it } from 'vitest';
import { clipFacts } from '../../corpus/clip-facts';
import { escapeFigures, judge, normaliseLines, type Row } from '../../corpus/judge';
import type { Reference } from '../../corpus/reference';
import { overlap, words } from '../../corpus/words';

const REFERENCE: Reference = {
  text: 'Tides rise twice a day. Tides fall twice a day.',
  code: [['a = 1', '', 'b = 2']],
  formulas: 1,
  tables: 0,
  pageTables: 1,
};

describe('words and overlap', () => {
  it.each([
    ['Hello, wörld! 3.5', ['hello', 'wörld', '3', '5']],
    ['日本語のテキスト', ['日', '本', '語', 'の', 'テ', 'キ', 'ス', 'ト']],
    ['foo\\_bar [x](https://e.org)', ['foo', 'bar', 'x', 'https', 'e', 'org']],
  ])('%j → %j', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it('counts each occurrence: recall is what of the reference arrived, precision what of the clip is in it', () => {
    expect(overlap(['a', 'a', 'b', 'c'], ['a', 'b', 'x'])).toEqual({ recall: 0.5, precision: 2 / 3 });
  });
});

describe('clipFacts', () => {
  it('reads the clip as Craft does: code, formulas, tables, images, and words outside code', () => {
    const facts = clipFacts(
      [
        '## Tides',
        '',
        'Tides rise [twice](https://e.org/x_(y)) a day, $h(t)$ high.',
        '',
        '```python',
        'a = 1',
        '',
        'b = 2',
        '```',
        '',
        '$$\\sum_i A_i$$',
        '',
        '| A | B |',
        '| --- | --- |',
        '| 1 | 2 |',
        '',
        '![Chart](https://e.org/c.png)',
        '',
        'Costs \\$5 and `a\\b`.',
      ].join('\n'),
    );
    expect(facts.codeBlocks).toEqual([['a = 1', '', 'b = 2']]);
    expect(facts.formulas).toBe(2);
    expect(facts.tables).toBe(1);
    expect(facts.images).toBe(1);
    expect(facts.imagesAsText).toBe(0);
    expect(facts.words).toEqual([
      'tides',
      'tides',
      'rise',
      'twice',
      'a',
      'day',
      'high',
      'a',
      'b',
      '1',
      '2',
      'costs',
      '5',
      'and',
      'a',
      'b',
    ]);
    // `\$` outside code counts; the backslash inside inline code and TeX does not.
    expect(facts.backslashes).toBe(1);
    expect(facts.dollars).toBe(1);
  });

  it('measures what a reader sees: a heading long only by its link target is not long', () => {
    const facts = clipFacts(`## [Short title](https://e.org/${'x'.repeat(400)})\n\n${'word '.repeat(1200)}`);
    expect(facts.longestHeading).toBe('## [Short title]'.length);
    expect(facts.longestText).toBeGreaterThan(5000);
  });

  it('finds an image written as text (a linked image, or alt text that broke the image syntax)', () => {
    expect(clipFacts('[![\\[QGIS\\]](https://e.org/q.png)](https://e.org/a)').imagesAsText).toBe(1);
    expect(clipFacts('Before ![x](https://e.org/x.png) after').imagesAsText).toBe(1);
  });
});

describe('judge', () => {
  const clip = (markdown: string) => clipFacts(markdown);

  it('passes a clip that holds the article, its code and its formula', () => {
    const row = judge(
      'p',
      'article',
      { mode: 'article', notes: [] },
      // The reference's text holds its code too (reference.ts reads the whole article).
      { ...REFERENCE, text: `${REFERENCE.text} a = 1 b = 2` },
      clip('Tides rise twice a day. Tides fall twice a day.\n\n```\na = 1\n\nb = 2\n```\n\n$$x$$'),
    );
    expect(row).toMatchObject({
      recall: 1,
      code: { arrived: 1, of: 1 },
      math: { arrived: 1, of: 1 },
      damage: [],
      failed: [],
    });
  });

  it('fails code whose blank line was lost, a missing formula, low recall, extra words and a table the page does not have', () => {
    const row = judge(
      'p',
      'article',
      { mode: 'article', notes: [] },
      REFERENCE,
      clip('Tides rise twice.\n\n```\na = 1\nb = 2\n```\n\n| A | B |\n| --- | --- |\n| 1 | 2 |'),
    );
    expect(row.failed).toEqual(['recall', 'extra', 'code', 'math', 'damage']);
    expect(row.damage).toEqual(['1 tables (0 on the page)']);
  });

  it('finds a table of the article that arrived as something else (lwn-1: tables inside a quote)', () => {
    const withTable: Reference = { ...REFERENCE, code: [], formulas: 0, tables: 1 };
    const row = judge(
      'p',
      'article',
      { mode: 'article', notes: [] },
      withTable,
      clip('Tides rise twice a day. Tides fall twice a day.\n\n> | A | B |\n> | --- | --- |\n> | 1 | 2 |'),
    );
    expect(row.damage).toEqual(['0 of 1 tables']);
  });

  it("holds Page mode to every floor but recall, and to the page's own tables", () => {
    const row = judge(
      'p',
      'page',
      { mode: 'page', notes: [] },
      REFERENCE,
      clip('Other words.\n\n```\na = 1\n\nb = 2\n```\n\n$x$\n\n| A | B |\n| --- | --- |\n| 1 | 2 |'),
    );
    expect(row.failed).toEqual([]);
  });

  it('compares code lines as Craft keeps them: tabs as two spaces, no trailing blanks', () => {
    expect(normaliseLines(['', '\tx = 1  ', '\u00a0', ''])).toEqual(['  x = 1']);
  });

  it('gives the median and 90th percentile of escapes per 1,000 words', () => {
    const rows = [0, 0, 1, 2, 40].map((escapesPer1000) => ({ escapesPer1000 }) as Row);
    expect(escapeFigures(rows)).toEqual({ median: 1, p90: 40 });
  });

  it('gives them also without the \\$ every page $ gets', () => {
    const row = judge(
      'p',
      'article',
      { mode: 'article', notes: [] },
      REFERENCE,
      clipFacts('Tides \\$5 and \\# rise twice a day.'),
    );
    expect(row.escapesPer1000).toBeCloseTo((2 / 7) * 1000);
    expect(row.escapesBeyondDollarsPer1000).toBeCloseTo((1 / 7) * 1000);
    expect(escapeFigures([row], true)).toEqual({
      median: row.escapesBeyondDollarsPer1000,
      p90: row.escapesBeyondDollarsPer1000,
    });
  });
});
