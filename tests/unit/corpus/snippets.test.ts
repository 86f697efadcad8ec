/**
 * The trafilatura corpus's score (tests/corpus/snippets.ts): which snippets a clip holds decides
 * precision and recall, so matching and pooling are checked here on clips whose answer is known.
 */
import { describe, expect, it } from 'vitest';
import { clipText, count, plainText, pooled } from '../../corpus/snippets';

const EXPECTED = {
  url: null,
  with: ['The ferry runs late on Monday.', 'Works on the pier end'],
  without: ['Most read', 'Share on Facebook'],
};

describe('snippets', () => {
  it('match across markup, link targets, escapes, line breaks and inline formulas', () => {
    const markdown = '## The **ferry** runs [late](https://e.org/late) on\nMonday\\.\n\nWorks on the $x$ pier end.';
    expect(clipText(markdown)).toBe('the ferry runs late on monday works on the pier end');
    expect(count(clipText(markdown), EXPECTED)).toMatchObject({ tp: 2, fn: 0, fp: 0, tn: 2 });
  });

  it('count boilerplate found as false positives and missing content as false negatives', () => {
    const text = plainText('The ferry runs late on Monday. Most read: Share on Facebook');
    expect(count(text, EXPECTED)).toEqual({
      tp: 1,
      fn: 1,
      fp: 2,
      tn: 0,
      missing: ['Works on the pier end'],
      unwanted: ['Most read', 'Share on Facebook'],
    });
  });

  it('pool the counts of all pages before dividing', () => {
    const scores = pooled([
      { tp: 3, fn: 1, fp: 1, tn: 0 },
      { tp: 1, fn: 0, fp: 0, tn: 2 },
    ]);
    expect(scores.precision).toBeCloseTo(0.8);
    expect(scores.recall).toBeCloseTo(0.8);
    expect(scores.f1).toBeCloseTo(0.8);
  });
});
