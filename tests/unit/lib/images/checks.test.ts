import { describe, expect, it } from 'vitest';
import {
  checkImage,
  declaredTooLarge,
  EMPTY_IMAGE,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE,
  TOO_LARGE,
} from '../../../../lib/images/checks';

const gif = (size: number) => {
  const b = new Uint8Array(size);
  b.set([...'GIF89a'].map((c) => c.charCodeAt(0)));
  return b;
};

describe('checkImage', () => {
  it.each([
    ['a small GIF', gif(100), { ok: true, contentType: 'image/gif' }],
    ['exactly the limit', gif(MAX_IMAGE_BYTES), { ok: true, contentType: 'image/gif' }],
    ['one byte over the limit', gif(MAX_IMAGE_BYTES + 1), { ok: false, error: TOO_LARGE }],
    ['no bytes', new Uint8Array(), { ok: false, error: EMPTY_IMAGE }],
    ['HTML', new TextEncoder().encode('<html>404</html>'), { ok: false, error: NOT_AN_IMAGE }],
  ])('%s', (_, bytes, expected) => {
    expect(checkImage(bytes)).toEqual(expected);
  });

  it('states the limit in the refusal', () => {
    expect(TOO_LARGE).toContain('20 MB');
  });
});

describe('declaredTooLarge', () => {
  it.each([
    [null, false],
    ['', false],
    ['abc', false],
    [String(MAX_IMAGE_BYTES), false],
    [String(MAX_IMAGE_BYTES + 1), true],
  ])('Content-Length %j → %s', (header, expected) => {
    expect(declaredTooLarge(header)).toBe(expected);
  });
});
