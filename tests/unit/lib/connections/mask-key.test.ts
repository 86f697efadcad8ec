import { describe, expect, it } from 'vitest';
import { maskKey } from '../../../../lib/connections/mask-key';

describe('maskKey', () => {
  it.each([
    ['pdk_3a7c1e5b9d2f8a4c6e0b9f2c', 'pdk_…9f2c'],
    ['  pdk_3a7c1e5b9d2f8a4c6e0b9f2c  ', 'pdk_…9f2c'],
    ['abcdefghijklmnop', '…mnop'],
    ['pdk_12345678', 'pdk_…78'],
    ['pdk_1234', 'pdk_…'],
    ['short', '…'],
    ['', undefined],
    ['   ', undefined],
    [undefined, undefined],
  ])('%j → %j', (key, masked) => {
    expect(maskKey(key)).toBe(masked);
  });

  it('never shows more than four characters of the secret part', () => {
    const key = 'pdk_' + 'x'.repeat(40) + 'SECRET';
    const masked = maskKey(key)!;
    expect(masked).toBe('pdk_…CRET');
    expect(masked).not.toContain('SECRET');
  });
});
