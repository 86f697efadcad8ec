/**
 * "Already saved?" from the extension's own history: an index from a page's normalised URL to the
 * places it was clipped to, kept in storage and updated when a clip is delivered (history.ts), so
 * asking costs one storage read and no request. Bounded: the newest MAX_PAGES pages, the newest
 * MAX_PLACES places each. Pure functions over plain JSON; the storage item is in lib/storage.
 */
import type { Destination } from '../model/types';

/** One place a page is saved in. `clip`: clipped into a note or document; `item`: a collection's item (list2's provider). */
export interface SavedPlace {
  how: 'clip' | 'item';
  connectionId: string;
  /** When it arrived (ISO). */
  at: string;
  /** The history entry (Undo forgets it), when the place came from a clip. */
  clipId?: string;
  /** The collection item (Undo forgets it), when the place is one. */
  itemId?: string;
  /** Where a clip went; a collection item names its collection in `placeTitle` instead. */
  destination?: Destination;
  placeTitle?: string;
  openUrl?: string;
  /** A clip nested as a page: that page block (a note about the page goes into it). Absent in places kept before. */
  pageBlockId?: string;
}

/** Normalised URL → places, newest first. */
export type SavedIndex = Record<string, SavedPlace[]>;

export const MAX_PAGES = 500;
export const MAX_PLACES = 5;

const newest = (places: SavedPlace[]) => places.reduce((max, p) => (p.at > max ? p.at : max), '');

/** `place` first under `key` (replacing an earlier place of the same clip or item), the index kept inside its bounds. */
export function addSaved(index: SavedIndex, key: string, place: SavedPlace): SavedIndex {
  const same = (p: SavedPlace) =>
    (place.clipId && p.clipId === place.clipId) ||
    (place.itemId && p.itemId === place.itemId && p.connectionId === place.connectionId);
  const earlier = (index[key] ?? []).filter((p) => !same(p));
  const next: SavedIndex = { ...index, [key]: [place, ...earlier].slice(0, MAX_PLACES) };
  const keys = Object.keys(next);
  if (keys.length <= MAX_PAGES) return next;
  const kept = keys.sort((a, b) => (newest(next[b]!) > newest(next[a]!) ? 1 : -1)).slice(0, MAX_PAGES);
  return Object.fromEntries(kept.map((k) => [k, next[k]!]));
}

/** The index without the places `gone` picks; a page left with none is dropped. */
function without(index: SavedIndex, gone: (p: SavedPlace) => boolean): SavedIndex {
  const next: SavedIndex = {};
  for (const [key, places] of Object.entries(index)) {
    const left = places.filter((p) => !gone(p));
    if (left.length) next[key] = left;
  }
  return next;
}

/** The index without the places of clip `clipId` (undone). */
export function forgetClip(index: SavedIndex, clipId: string): SavedIndex {
  return without(index, (p) => p.clipId === clipId);
}

/** The index without collection item `itemId` of that connection (undone). */
export function forgetSavedItem(index: SavedIndex, connectionId: string, itemId: string): SavedIndex {
  return without(index, (p) => p.itemId === itemId && p.connectionId === connectionId);
}
