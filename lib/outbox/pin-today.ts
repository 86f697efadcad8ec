/**
 * "Today" pinned to a day when an item is made. Craft resolves 'today' (and 'tomorrow',
 * 'yesterday') on every request, in the space's timezone: a write whose answer was lost just
 * before midnight would be looked for — and resent — in the next day's note. So every relative
 * day an item names (a clip's or an upload's daily note, a task's daily note and its dates) becomes
 * the `YYYY-MM-DD` it meant when the item was made, before it is stored, and the item keeps it.
 * A pinned daily note keeps `today: true`, so the history and "last destination" still say today.
 * Each kind pins its own payload (`JobKindModule.pin`, in its folder); registry.ts's pinToday picks it.
 */
import { addDays, todayIn } from '../dates/today';
import type { Destination, TaskPlace } from '../model/types';

const OFFSET: Record<string, number> = { today: 0, tomorrow: 1, yesterday: -1 };

/** The day `at` (epoch ms; now when it is not a time) is in the space's timezone (this browser's when unknown or invalid). */
export function dayOf(at: number, timeZone?: string): string {
  // A migration must not throw on an odd record: opening the store would fail for every job.
  const when = new Date(Number.isFinite(at) ? at : Date.now());
  try {
    return todayIn(when, timeZone);
  } catch {
    return todayIn(when);
  }
}

/** A relative word as the day it means seen from `day`; anything else unchanged. */
export function pinned(date: string, day: string): string {
  const offset = OFFSET[date];
  return offset === undefined ? date : addDays(day, offset);
}

const daily = (place: Destination | TaskPlace): place is Extract<Destination, { date: string }> =>
  place.kind === 'daily-note' || place.kind === 'daily-section';

/** A daily note (or its section) named by a relative word, as the day it means seen from `day`; any other place unchanged. */
export function pinPlace<T extends Destination | TaskPlace>(place: T, day: string): T {
  if (!daily(place) || !(place.date in OFFSET)) return place;
  return { ...place, date: pinned(place.date, day), ...(place.date === 'today' ? { today: true } : {}) };
}

/** What a pinned daily note (or section) was asked for, for the history and "last destination": today's again. */
export function unpinned<T extends Destination | TaskPlace>(place: T): T {
  if (!daily(place) || !('today' in place)) return place;
  const { today: _pinned, ...rest } = place;
  return { ...rest, date: 'today' } as T;
}
