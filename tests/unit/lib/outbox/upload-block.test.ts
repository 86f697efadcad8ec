import { describe, expect, it } from 'vitest';
import type { Block } from '../../../../lib/craft/types';
import { isUploadOf, mayBeUploadOf } from '../../../../lib/outbox/write/upload-block';

const image = (extra: Partial<Block> = {}): Block => ({
  id: 'B',
  type: 'image',
  url: 'https://r.craft.do/x',
  markdown: '![Image](https://r.craft.do/x)',
  ...extra,
});

describe('recognising an uploaded block', () => {
  it.each([
    ['with size and type', image({ fileSize: 10, mimeType: 'image/png' }), true, true],
    ['as R6 captured Craft-hosted images: no size, no type (evidence §3a #7)', image(), true, false],
    ['with another size', image({ fileSize: 11, mimeType: 'image/png' }), false, false],
    ['with another type', image({ fileSize: 10, mimeType: 'image/gif' }), false, false],
    ['a text block', { id: 'T', type: 'text', markdown: 'x' } as Block, false, false],
  ])('%s: may be ours after a lost answer %s, surely a copy %s', (_name, block, may, surely) => {
    expect(mayBeUploadOf(block, 10, 'image/png')).toBe(may);
    // A copy is deleted, so without the size nothing is proven.
    expect(isUploadOf(block, 10, 'image/png')).toBe(surely);
  });
});
