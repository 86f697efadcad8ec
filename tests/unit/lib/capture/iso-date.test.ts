import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../../../../lib/capture/iso-date';

describe('toIsoDate', () => {
  it.each([
    ['2024-03-05', '2024-03-05'],
    ['2024-03-05T23:30:00-08:00', '2024-03-05'],
    ['2024-03-05T00:10:00+09:00', '2024-03-05'],
    ['  2024-12-31T10:00:00Z ', '2024-12-31'],
    ['20240305', '2024-03-05'],
    ['March 5, 2024', '2024-03-05'],
    ['5 March 2024', '2024-03-05'],
    ['2024-02-30', undefined],
    ['2024-13-01', undefined],
    ['1700000000', undefined],
    ['yesterday-ish', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (input, expected) => {
    expect(toIsoDate(input)).toBe(expected);
  });
});
