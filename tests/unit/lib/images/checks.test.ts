import { describe, expect, it } from 'vitest';
import { checkImage, declaredTooLarge, MAX_IMAGE_BYTES, IMAGE_REFUSALS } from '../../../../lib/images/checks';

const gif = (size: number) => {
  const b = new Uint8Array(size);
  b.set([...'GIF89a'].map((c) => c.charCodeAt(0)));
  return b;
};

describe('checkImage', () => {
  it.each([
    ['a small GIF', gif(100), { ok: true, contentType: 'image/gif' }],
    ['exactly the limit', gif(MAX_IMAGE_BYTES), { ok: true, contentType: 'image/gif' }],
    [
      'one byte over the limit',
      gif(MAX_IMAGE_BYTES + 1),
      { ok: false, error: IMAGE_REFUSALS.tooLarge, reason: 'tooLarge' },
    ],
    ['no bytes', new Uint8Array(), { ok: false, error: IMAGE_REFUSALS.empty, reason: 'empty' }],
    [
      'HTML',
      new TextEncoder().encode('<html>404</html>'),
      { ok: false, error: IMAGE_REFUSALS.notAnImage, reason: 'notAnImage' },
    ],
  ])('%s', (_, bytes, expected) => {
    expect(checkImage(bytes)).toEqual(expected);
  });

  it('states the limit in the refusal', () => {
    expect(IMAGE_REFUSALS.tooLarge).toContain('20 MB');
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
