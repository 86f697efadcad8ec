import { describe, expect, it } from 'vitest';
import { escapeRun } from '../../../../lib/convert/escape';
import { resolveMarks } from '../../../../lib/convert/escape-marks';
import { textRun } from '../../../../lib/convert/text-run';

/** What textRun must equal: HTML whitespace runs collapsed to one space, then escaped. */
const reference = (data: string) => escapeRun(data.replace(/[ \t\r\n\f]+/g, ' '));

describe('textRun', () => {
  it.each([
    ['plain prose, single spaces', 'Tail latency matters', 'Tail latency matters'],
    ['one leading space kept', ' after a link', ' after a link'],
    ['empty', '', ''],
    ['one space', ' ', ' '],
    ['indentation between tags', '\n    ', ' '],
    ['two spaces collapse', 'a  b', 'a b'],
    ['newline inside prose', 'wrapped\nline', 'wrapped line'],
    ['number cell', '876.3', '876.3'],
    ['numbered list marker', '12. not a list', '12\\. not a list'],
    ['list marker after a space', ' - not a list', ' \\- not a list'],
    ['dash inside prose', 'a - b and -5', 'a - b and -5'],
    ['heading marker', '# not a heading', '\\# not a heading'],
    ['quote marker', '> not a quote', '\\> not a quote'],
    ['plus marker', '+ not a toggle', '\\+ not a toggle'],
    ['markdown punctuation', 'a *b* _c_', 'a \\*b\\* \\_c\\_'],
    ['punctuation that is no markup', 'snake_case, 5 * 3, [1] and x]', 'snake_case, 5 * 3, [1] and x]'],
    ['a link-like pair', 'see [a](b)', 'see \\[a\\](b)'],
    ['colon without a scheme', 'Figure 3: peak memory', 'Figure 3: peak memory'],
    ['block scheme', 'see block://x', 'see block\\://x'],
    ['tag-like text', 'a <callout> b', 'a &lt;callout> b'],
    ['highlight shorthand', 'a == b', 'a \\=\\= b'],
    ['non-ASCII first', 'Übersicht', 'Übersicht'],
    ['non-breaking space before a marker', '\u00a0# x', '\u00a0\\# x'],
    ['zero-width space before a marker', '\u200b- x', '\u200b\\- x'],
  ])('%s', (_name, data, expected) => {
    // Standing alone, as the only text of a line: marks decided at once.
    expect(resolveMarks(textRun(data))).toBe(expected);
    expect(textRun(data)).toBe(reference(data));
  });

  it('equals collapse-then-escape on random text made of the characters that matter', () => {
    const alphabet = [
      ' ',
      ' ',
      '\n',
      '\t',
      'a',
      'b',
      '1',
      '.',
      '-',
      '+',
      '>',
      '#',
      '*',
      '_',
      '`',
      '[',
      ']',
      '<',
      '&',
      ';',
      '$',
      '~',
      '=',
      ':',
      '/',
      '\\',
      '\u00a0',
      '\u200b',
      'é',
      'k',
      'c',
      'o',
      'l',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 5000; n++) {
      let data = '';
      const length = Math.floor(next() * 8);
      for (let i = 0; i < length; i++) data += alphabet[Math.floor(next() * alphabet.length)];
      expect(textRun(data), JSON.stringify(data)).toBe(reference(data));
    }
  });
});

describe('textRun: soft hyphens', () => {
  it('leaves them out, so a hyphenated word reads (and is found) whole', () => {
    expect(textRun('réac\u00adtion à la can\u00addi\u00addature')).toBe('réaction à la candidature');
  });

  it('escapes what is left, as the same text without them', () => {
    expect(textRun('\u00ad# not a heading')).toBe(reference('# not a heading'));
    expect(textRun('*\u00ad*bold\u00ad*\u00ad*')).toBe(reference('**bold**'));
  });
});
