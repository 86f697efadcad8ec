import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCharPattern, hasFormatChar } from '../../../../lib/convert/format-chars';

/** Letters of the patterns, their case-folding partners (Kelvin sign, long s), Cf and its neighbours. */
const ALPHABET = [
  ...'blockdatepageTitle:/<=K ',
  '\u212a',
  '\u017f',
  '\u00ac',
  '\u00ad',
  '\u00ae',
  '\u200b',
  '\u2060',
  '\ufeff',
  '\u0600',
  'é',
  '\ud804\udcbd',
];
const text = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 24 }).map((cs) => cs.join(''));

const SOURCES: Array<[string, (cf: string) => string, string]> = [
  ['scheme', (cf) => `((?:${[...'block'].join(cf)}|${[...'date'].join(cf)})${cf}):(?=${cf}/${cf}/)`, 'giu'],
  ['tag', (cf) => `<(?=${cf}/?${cf}(?:${[...'pageTitle'].join(cf)})(?![\\p{L}\\p{N}_]))`, 'giu'],
  ['equals', (cf) => `=(?:${cf}=)+`, 'gu'],
];

describe('format-chars', () => {
  it('hasFormatChar agrees with \\p{Cf}', () => {
    fc.assert(fc.property(text, (s) => hasFormatChar(s) === /\p{Cf}/u.test(s)));
  });

  it.each(SOURCES)('the %s pattern picked for a text finds what the Cf-aware one finds', (_name, source, flags) => {
    const pick = formatCharPattern(source, flags);
    const full = new RegExp(source('\\p{Cf}*'), flags);
    fc.assert(
      fc.property(text, (s) => {
        expect(s.replace(pick(hasFormatChar(s)), '[$&]')).toBe(s.replace(full, '[$&]'));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps Cf inside a match when the text holds one', () => {
    const pick = formatCharPattern((cf) => `=(?:${cf}=)+`, 'gu');
    expect('a=\u200b=b'.replace(pick(hasFormatChar('a=\u200b=b')), 'X')).toBe('aXb');
    expect('a==b'.replace(pick(false), 'X')).toBe('aXb');
  });
});
