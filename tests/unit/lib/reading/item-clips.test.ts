import { describe, expect, it } from 'vitest';
import { itemClipKey, MAX_ITEM_CLIPS, withItemClip, type ItemClips } from '../../../../lib/reading/item-clips';

describe('item clips', () => {
  it("an item's new clip replaces its earlier one", () => {
    const key = itemClipKey('c1', 'i1');
    const first = withItemClip({}, key, { ids: ['a', 'b'], at: 1 });
    expect(withItemClip(first, key, { ids: ['c'], at: 2 })).toEqual({ 'c1/i1': { ids: ['c'], at: 2 } });
  });

  it('keeps the newest MAX_ITEM_CLIPS items', () => {
    const full: ItemClips = Object.fromEntries(
      Array.from({ length: MAX_ITEM_CLIPS }, (_, i) => [itemClipKey('c1', `i${i}`), { ids: [`b${i}`], at: i }]),
    );
    const next = withItemClip(full, itemClipKey('c1', 'new'), { ids: ['x'], at: MAX_ITEM_CLIPS });
    expect(Object.keys(next)).toHaveLength(MAX_ITEM_CLIPS);
    expect(next['c1/new']).toEqual({ ids: ['x'], at: MAX_ITEM_CLIPS });
    expect(next['c1/i0']).toBeUndefined();
    expect(next['c1/i1']).toBeDefined();
  });
});
