import { describe, expect, it } from 'vitest';
import { listMarks, markText, marksAsMarkdown } from '../../../../lib/highlights/mark-list';
import type { Mark } from '../../../../lib/model/highlights';

const mark = (id: string, exact: string, createdAt: number, extra: Partial<Mark> = {}): Mark => ({
  id,
  selectors: [
    { type: 'TextQuoteSelector', exact },
    { type: 'TextPositionSelector', start: createdAt, end: createdAt + exact.length },
  ],
  color: 'yellow',
  createdAt,
  ...extra,
});

const a = mark('a', 'first  in\npage', 30);
const b = mark('b', 'second in page', 10, { color: 'green', note: 'why it matters' });
const c = mark('c', 'gone later', 20);
const d = mark('d', 'gone first', 5);

describe('listMarks', () => {
  it.each([
    ['none unplaced: the order given (page order)', new Set<string>(), ['a', 'b', 'c', 'd'], []],
    ['unplaced after the others, oldest first', new Set(['c', 'd']), ['a', 'b'], ['d', 'c']],
    ['every mark unplaced', new Set(['a', 'b', 'c', 'd']), [], ['d', 'b', 'c', 'a']],
  ])('%s', (_, unplaced, placed, rest) => {
    const list = listMarks([a, b, c, d], unplaced);
    expect(list.placed.map((m) => m.id)).toEqual(placed);
    expect(list.unplaced.map((m) => m.id)).toEqual(rest);
  });
});

describe('markText', () => {
  it('is the quote with its white space collapsed', () => {
    expect(markText(a)).toBe('first in page');
  });
  it('is empty for a mark without a quote', () => {
    expect(markText({ ...a, selectors: [{ type: 'TextPositionSelector', start: 0, end: 3 }] })).toBe('');
  });
});

describe('marksAsMarkdown', () => {
  it('is the page block of every mark in list order, notes indented under their mark', () => {
    const markdown = marksAsMarkdown(
      { title: 'A page', url: 'https://example.com/p' },
      listMarks([a, b, c], new Set(['a'])),
    );
    expect(markdown).toMatch(/^<page><pageTitle>\[A page\]\(https:\/\/example\.com\/p\)<\/pageTitle><content>\n/);
    const body = markdown.split('\n');
    const highlights = body.filter((l) => l.startsWith('<highlight'));
    expect(highlights.map((l) => /color="(\w+)">([^<]*)</.exec(l)!.slice(1))).toEqual([
      ['green', 'second in page'],
      ['yellow', 'gone later'],
      ['yellow', 'first in page'],
    ]);
    expect(markdown).toContain(
      'second in page</highlight> [↗](https://example.com/p#:~:text=second%20in%20page)\n\n  why it matters',
    );
  });
});
