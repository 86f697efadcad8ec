// @vitest-environment happy-dom
/** Short squashed texts (short-text.ts): the same answers as squashing the whole text. */
import { describe, expect, it } from 'vitest';
import { shortText, squashedLongerThan } from '../../../../lib/capture/short-text';

const squashed = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('squashedLongerThan', () => {
  // Every one of JavaScript's \s, and characters beside them that are not.
  const SPACES = '\t\n\v\f\r \u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
  const NOT_SPACES = 'a\u0085\u180e\u200b\u2060é😀';

  it.each([
    ['', 0],
    ['abc', 2],
    ['abc', 3],
    ['  a  b  ', 2],
    ['  a  b  ', 3],
    [`${SPACES}x${SPACES}y${SPACES}`, 2],
    [`${SPACES}x${SPACES}y${SPACES}`, 3],
    [`x${NOT_SPACES}y`, NOT_SPACES.length + 1],
    [`x${NOT_SPACES}y`, NOT_SPACES.length + 2],
    [`x ${NOT_SPACES.split('').join('\n\n')} y`, 10],
  ])('tells %j squashed against %i as the squashed string does', (text, max) => {
    expect(squashedLongerThan(text, max)).toBe(squashed(text).length > max);
  });
});

describe('shortText', () => {
  it('gives the squashed text of a node within the limit', () => {
    const p = document.createElement('p');
    p.innerHTML = '  Related <b>\n coverage </b>  ';
    expect(shortText(p, 16)).toBe('Related coverage');
  });

  it('gives nothing for a node whose squashed text is past the limit, however its raw text is spaced', () => {
    const p = document.createElement('p');
    p.textContent = ' Related   coverage ';
    expect(shortText(p, 15)).toBeUndefined();
    expect(shortText(p, 16)).toBe('Related coverage');
  });
});
