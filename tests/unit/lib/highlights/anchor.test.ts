// @vitest-environment happy-dom
// anchor.ts with selectors shaped as Hypothesis stores them (W3C Web Annotation model: a
// RangeSelector of element XPaths with text offsets, a TextPositionSelector, a TextQuoteSelector),
// hand-written, and with our own describe() output.
import { beforeEach, describe, expect, it } from 'vitest';
import { anchor, describe as describeRange, type Selector } from '../../../../lib/highlights/anchor';

const PAGE =
  '<main><h1>Reading with a pen</h1><p>First paragraph with some words.</p>' +
  '<p>Second <em>emphasised</em> paragraph about anchors.</p></main>';

// root.textContent: "Reading with a pen" (18) + "First paragraph with some words." (32) + "Second emphasised …"
const EMPHASISED = 18 + 32 + 'Second '.length;
const hypothesis: Selector[] = [
  {
    type: 'RangeSelector',
    startContainer: '/main[1]/p[2]',
    startOffset: 7,
    endContainer: '/main[1]/p[2]',
    endOffset: 17,
  },
  { type: 'TextPositionSelector', start: EMPHASISED, end: EMPHASISED + 10 },
  {
    type: 'TextQuoteSelector',
    exact: 'emphasised',
    prefix: 'with some words.Second ',
    suffix: ' paragraph about anchors.',
  },
];
const only = (type: Selector['type']) => hypothesis.filter((s) => s.type === type);

function load(html: string): Element {
  document.body.innerHTML = html;
  return document.body;
}

function placedText(root: Element, selectors: Selector[]): string | null {
  const range = anchor(root, selectors) as Range | null;
  return range && range.toString();
}

describe('anchor with Hypothesis-shaped selectors', () => {
  let root: Element;
  beforeEach(() => {
    root = load(PAGE);
  });

  it.each([
    ['all three', hypothesis],
    ['the range alone', only('RangeSelector')],
    ['the position alone', only('TextPositionSelector')],
    ['the quote alone', only('TextQuoteSelector')],
    [
      'a range through text() steps',
      [
        {
          type: 'RangeSelector',
          startContainer: '/main[1]/p[2]/em[1]/text()[1]',
          startOffset: 0,
          endContainer: '/MAIN/P[2]/EM',
          endOffset: 10,
        },
      ],
    ],
  ] as Array<[string, Selector[]]>)('places %s', (_, selectors) => {
    expect(placedText(root, selectors)).toBe('emphasised');
  });

  it('places them after the page gained a paragraph before the passage', () => {
    root = load(PAGE.replace('<p>First', '<p>A new introduction the site added.</p><p>First'));
    expect(placedText(root, hypothesis)).toBe('emphasised');
  });

  it('places them after the words around the passage changed a little', () => {
    root = load(PAGE.replace('about anchors', 'on anchoring').replace('<h1>', '<h1>Notes: '));
    expect(placedText(root, hypothesis)).toBe('emphasised');
  });

  it('places a longer passage that was edited a little on the edited passage', () => {
    const quote: Selector[] = [
      {
        type: 'TextQuoteSelector',
        exact: 'First paragraph with some words.',
        prefix: 'Reading with a pen',
        suffix: 'Second',
      },
    ];
    root = load(PAGE.replace('with some words', 'with a few words'));
    expect(placedText(root, quote)).toBe('First paragraph with a few words.');
  });

  it.each([
    ['the passage is gone', PAGE.replace('<em>emphasised</em> ', '')],
    ['only other text is left', '<main><p>Nothing of the kind here.</p></main>'],
  ])('gives null when %s', (_, html) => {
    root = load(html);
    expect(anchor(root, hypothesis)).toBeNull();
  });

  it('does not take a short quote found elsewhere for the passage', () => {
    root = load('<main><p>Many words emphasised elsewhere, in another sentence entirely.</p></main>');
    expect(anchor(root, hypothesis)).toBeNull();
  });
});

describe('describe', () => {
  it('writes a quote with context, a position and a Hypothesis-style range', () => {
    const root = load(PAGE);
    const em = root.querySelector('em')!;
    const range = document.createRange();
    range.setStart(em.firstChild!, 0);
    range.setEnd(em.parentElement!.lastChild!, ' paragraph'.length);
    expect(describeRange(range, root)).toEqual([
      {
        type: 'TextQuoteSelector',
        exact: 'emphasised paragraph',
        prefix: 'aragraph with some words.Second ',
        suffix: ' about anchors.',
      },
      { type: 'TextPositionSelector', start: EMPHASISED, end: EMPHASISED + 20 },
      {
        type: 'RangeSelector',
        startContainer: '/main[1]/p[2]/em[1]',
        startOffset: 0,
        endContainer: '/main[1]/p[2]',
        endOffset: 27,
      },
    ]);
  });

  it('counts a boundary between elements as the text before it', () => {
    const root = load(PAGE);
    const range = document.createRange();
    range.setStart(root.querySelector('main')!, 1);
    range.setEnd(root.querySelector('main')!, 2);
    const selectors = describeRange(range, root);
    expect(selectors[0]).toMatchObject({ exact: 'First paragraph with some words.' });
    expect(placedText(root, selectors)).toBe('First paragraph with some words.');
  });
});
