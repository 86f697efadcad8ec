/**
 * The blocks each collection item's last clip put into its page, recorded when it was delivered
 * (history.ts recordItem), so "update the existing item" removes those and keeps everything else
 * there — the user's own notes (lib/outbox/kinds/item/item-replace.ts). Keyed by connection and item; bounded
 * to the newest MAX_ITEM_CLIPS items. Pure functions over plain JSON; the storage item is in lib/storage.
 */

export interface ItemClip {
  /** The clip's top-level blocks in the item's page. */
  ids: string[];
  /** Epoch ms when it arrived. */
  at: number;
}

/** `connectionId/itemId` → the item's last clip. */
export type ItemClips = Record<string, ItemClip>;

export const MAX_ITEM_CLIPS = 500;

export const itemClipKey = (connectionId: string, itemId: string): string => `${connectionId}/${itemId}`;

/** `clip` as the item's last one (replacing the one before), the newest MAX_ITEM_CLIPS kept. */
export function withItemClip(clips: ItemClips, key: string, clip: ItemClip): ItemClips {
  const next = Object.entries({ ...clips, [key]: clip });
  if (next.length <= MAX_ITEM_CLIPS) return Object.fromEntries(next);
  return Object.fromEntries(next.sort(([, a], [, b]) => b.at - a.at).slice(0, MAX_ITEM_CLIPS));
}
