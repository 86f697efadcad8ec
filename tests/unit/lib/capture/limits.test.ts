// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ARTICLE_LIMITS, deeperThan, exceedsLimits } from '../../../../lib/capture/limits';

function nested(depth: number): Element {
  const root = document.createElement('div');
  let el: Element = root;
  for (let i = 0; i < depth; i++) el = el.appendChild(document.createElement(i % 2 ? 'section' : 'div'));
  return root;
}

describe('capture limits (counts, never time)', () => {
  it.each([
    [0, 0, false],
    [5, 5, false],
    [5, 4, true],
    [121, 120, true],
    [120, 120, false],
  ])('an element %i levels down, max depth %i → deeper: %s', (depth, max, expected) => {
    expect(deeperThan(nested(depth), max)).toBe(expected);
  });

  it('finds a deep branch after shallow siblings and returns to the root past them', () => {
    const root = document.createElement('div');
    root.append(document.createElement('p'), nested(3), document.createElement('p'));
    expect(deeperThan(root, 4)).toBe(false);
    root.append(nested(4));
    expect(deeperThan(root, 4)).toBe(true);
  });

  it('counts elements, then characters of text', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>abc</p><p>de</p>';
    expect(exceedsLimits(root, { maxElements: 2, maxChars: 5 })).toBe(false);
    expect(exceedsLimits(root, { maxElements: 1, maxChars: 5 })).toBe(true);
    expect(exceedsLimits(root, { maxElements: 2, maxChars: 4 })).toBe(true);
  });

  it('admits 30,000 elements or 3,000,000 characters, 120 levels deep, to the article extractor', () => {
    expect(ARTICLE_LIMITS).toEqual({ maxElements: 30_000, maxChars: 3_000_000, maxDepth: 120 });
  });
});
