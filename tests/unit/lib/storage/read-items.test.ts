import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readItems } from '../../../../lib/storage/read-items';
import { clipSettingsItem, connectionsItem, recentDestinationsItem } from '../../../../lib/storage/items';
import { DEFAULT_CLIP_SETTINGS } from '../../../../lib/model/types';

beforeEach(() => fakeBrowser.reset());

describe('readItems', () => {
  it('answers each item in order, with its fallback where nothing is stored, from one storage read', async () => {
    const recent = { c1: [{ kind: 'daily-note', date: 'today' }] };
    await recentDestinationsItem.setValue(recent as never);
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    const values = await readItems([connectionsItem, clipSettingsItem, recentDestinationsItem] as const);
    expect(values).toEqual([[], DEFAULT_CLIP_SETTINGS, recent]);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
