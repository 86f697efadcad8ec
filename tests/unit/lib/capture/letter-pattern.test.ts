import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { letterPattern } from '../../../../lib/capture/letter-pattern';

/**
 * Letters and digits of the patterns, their case-folding partners (Kelvin sign, long s), marks the
 * ASCII form takes (curly quotes, dashes, no-break space, ©, €) and letters, digits and signs it must not
 * (é, ß, İ, µ, ª, ², ½, the combining iota that folds to ι, an astral letter).
 */
const ALPHABET = [
  ...'photobyfBILDcreditsKkS lademehr weitere:(.)-&_1\\[]',
  '\u212a',
  '\u017f',
  '\u2019',
  '\u201c',
  '\u2014',
  '\u2026',
  '\u00a0',
  '\u00a9',
  '\u20ac',
  'é',
  'ß',
  '\u0130',
  '\u00b5',
  '\u00aa',
  '\u00b2',
  '\u00bd',
  '\u0345',
  '\ud835\udc00',
];
const text = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 24 }).map((cs) => cs.join(''));

/** The patterns capture uses (boilerplate.ts, byline.ts, content-kinds.ts) and the shapes they take. */
const SOURCES: Array<[string, string]> = [
  [String.raw`^(?:load(?:ing)? more|show more|mehr laden|lade weitere \p{L}+|weitere \p{L}+ laden)\b[.…\s]*$`, 'iu'],
  [String.raw`^\(?\s*(?:photo(?:graph)?s?|\p{L}*fotos?|\p{L}*bild(?:er)?|credits?|image|picture)\s*(?:by\b|:)`, 'iu'],
  [String.raw`(?<![\p{L}\d])\(?\s*(?:photo(?:graph)?s?|fotos?|bild(?:er)?|credits?|image)\s*(?:by\b|:)|©`, 'iu'],
  [String.raw`(\p{Ll})(?=(?:Staff|Writer|Editor)\b)`, 'gu'],
  [String.raw`^\p{Ll}`, 'u'],
  [String.raw`^\p{Lu}`, 'u'],
  [String.raw`[^\p{L}\p{N}&]+`, 'u'],
  [String.raw`[^\p{L}\p{N}]+`, 'giu'],
  // Escapes: a backslash and a bracket inside a class, a bracket outside one.
  [String.raw`[\p{L}\\\]]+p\[\p{N}`, 'iu'],
];

describe('letterPattern', () => {
  it.each(SOURCES)('%s /%s finds what the Unicode pattern finds', (source, flags) => {
    const pick = letterPattern(source, flags);
    const full = new RegExp(source, flags);
    const global = flags.includes('g');
    fc.assert(
      fc.property(text, (s) => {
        expect(s.replace(pick.for(s), '[$&]')).toBe(s.replace(full, '[$&]'));
        expect(s.split(pick.for(s))).toEqual(s.split(full));
        if (!global) expect(pick.exec(s)?.index).toBe(full.exec(s)?.index);
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    [String.raw`\p{L}`, 'iu'],
    [String.raw`[^\p{L}\p{N}]`, 'iu'],
    [String.raw`\p{Ll}|\p{Lu}`, 'u'],
  ])('%s /%s answers as the Unicode pattern for every UTF-16 unit', (source, flags) => {
    const pick = letterPattern(source, flags);
    const full = new RegExp(source, flags);
    for (let unit = 0; unit <= 0xffff; unit++) {
      const s = `-${String.fromCharCode(unit)}`;
      if (pick.test(s) !== full.test(s)) expect.fail(`U+${unit.toString(16)}`);
    }
  });

  it('uses ASCII ranges for a text without other letters, the Unicode classes otherwise', () => {
    const credit = letterPattern(String.raw`(?<![\p{L}\d])foto:`, 'iu');
    expect(credit.for('Foto: “Jane” — © 2024').source).toBe(String.raw`(?<![A-Za-z\d])foto:`);
    expect(credit.for('Foto: Jürgen').source).toBe(String.raw`(?<![\p{L}\d])foto:`);
    expect(letterPattern(String.raw`\p{L}+`, 'u').for('abc').source).toBe('[A-Za-z]+');
  });

  it('refuses a property it has no ASCII form for', () => {
    expect(() => letterPattern(String.raw`\p{Cf}`, 'u').test('abc')).toThrow(/no ASCII form/);
  });
});
