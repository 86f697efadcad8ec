/**
 * Every persisted item, defined once and versioned. Secrets live in `local:` only, never `sync:`.
 * Migrations go in each item's `migrations` map with a test per version.
 */
import { storage } from 'wxt/utils/storage';
import type { ClipRecord, ClipSettings, Connection, Destination } from '../model/types';
import type { MarksIndex } from '../highlights/page-marks';
import type { SavedIndex } from '../reading/saved-index';
import type { Rule } from '../rules/types';
import { DEFAULT_CLIP_SETTINGS } from '../model/types';

export const connectionsItem = storage.defineItem<Connection[]>('local:connections', {
  fallback: [],
  version: 1,
});

export const clipSettingsItem = storage.defineItem<ClipSettings>('local:clipSettings', {
  fallback: DEFAULT_CLIP_SETTINGS,
  version: 1,
});

/** Most recent first, per connection id, at most RECENT_LIMIT each. */
export const recentDestinationsItem = storage.defineItem<Record<string, Destination[]>>('local:recentDestinations', {
  fallback: {},
  version: 1,
});
export const RECENT_LIMIT = 8;

/** Last clips delivered, newest first, at most CLIP_HISTORY_LIMIT: what Undo can remove. */
export const clipHistoryItem = storage.defineItem<ClipRecord[]>('local:clipHistory', {
  fallback: [],
  version: 1,
});
export const CLIP_HISTORY_LIMIT = 20;

/** "Already saved?": normalised page URL → places it was clipped to (lib/reading/saved-index.ts, bounded there). */
export const savedIndexItem = storage.defineItem<SavedIndex>('local:savedIndex', {
  fallback: {},
  version: 1,
});

/** A reader's marks per page (URL without fragment), bounded: lib/highlights/page-marks.ts, written by lib/highlights/store.ts. */
export const pageMarksItem = storage.defineItem<MarksIndex>('local:pageMarks', {
  fallback: {},
  version: 1,
});

/**
 * How many marks each page with marks has (page key → count), kept beside `pageMarksItem` in the same write
 * by lib/highlights/store.ts: what a loaded tab needs (its icon's count, the page-load switch), in a read
 * a fraction of the size of every page's marks. Null until first written (rebuilt from `pageMarksItem`).
 */
export const markCountsItem = storage.defineItem<Record<string, number> | null>('local:markCounts', {
  fallback: null,
  version: 1,
});

/**
 * "Show my highlights by themselves when a page loads" (lib/browser/marks-on-load.ts): the user's choice.
 * On only while all-sites access is held as well; the background reads it on each page load.
 */
export const marksOnLoadItem = storage.defineItem<boolean>('local:marksOnLoad', {
  fallback: false,
  version: 1,
});

/**
 * When each connection's marks were last looked for in Craft to learn which pages have marks
 * (lib/highlights/learn-marks.ts; entrypoints/background/marks-learn.ts): connection id → the time (ms)
 * and whether the search answered. A fresh profile learns its pages this way, at most every few hours.
 */
export const marksLearnedItem = storage.defineItem<Record<string, { at: number; ok: boolean }>>('local:marksLearned', {
  fallback: {},
  version: 1,
});

/** Where a page's first highlight makes its page block when the page was not clipped before (options); none: today's note. */
export const marksDestinationItem = storage.defineItem<{ connectionId: string; destination: Destination } | null>(
  'local:marksDestination',
  { fallback: null, version: 1 },
);

/**
 * The rules, in order (the first that takes a page wins; lib/rules/match.ts). Version 1: no migrations
 * yet. Here rather than in a file of its own so that the popup, which reads it with its other items,
 * finds it in the chunk it shares with the options page.
 */
export const rulesItem = storage.defineItem<Rule[]>('local:rules', {
  fallback: [],
  version: 1,
});
