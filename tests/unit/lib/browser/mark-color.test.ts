/**
 * The worker's pen (lib/browser/mark-color.ts): the last mark colour, read from storage once and kept fresh by its
 * watch, so the highlight shortcut's first call to a page carries the colour the reader chose last.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { watchMarkColor } from '../../../../lib/browser/mark-color';
import { lastMarkColorItem } from '../../../../lib/storage/highlights';

beforeEach(() => fakeBrowser.reset());

describe('watchMarkColor', () => {
  it('yellow when no colour was ever chosen', async () => {
    await expect(watchMarkColor()()).resolves.toBe('yellow');
  });

  it('the stored colour, then each new one a page stores, without reading storage again', async () => {
    await lastMarkColorItem.setValue('green');
    const color = watchMarkColor();
    await expect(color()).resolves.toBe('green');
    const read = vi.spyOn(lastMarkColorItem, 'getValue');
    await lastMarkColorItem.setValue('purple');
    await vi.waitFor(async () => expect(await color()).toBe('purple'), { interval: 1 });
    expect(read).not.toHaveBeenCalled();
  });
});
