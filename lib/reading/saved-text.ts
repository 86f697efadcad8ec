/**
 * The sentence "already saved?" shows, in the popup and on the toolbar icon's title:
 * "Clipped to today's note at 10:32", "Clipped to Reading notes on Nov 12", "Saved to Reading list on Nov 12".
 * The time when it was today, else the day. And whether the destination chosen now is where it went already.
 */
import { timeOfDay, todayIn } from '../dates/today';
import { t, uiLanguage } from '../i18n/t';
import type { Destination } from '../model/types';
import type { SavedPlace } from './saved-index';

function placeName(place: SavedPlace, today: string): string {
  const d = place.destination;
  if (!d) return place.placeTitle ?? '';
  if (d.kind === 'daily-section')
    return d.date === today || d.date === 'today' ? t('dest_todaySection', d.title) : d.title;
  if (d.kind !== 'daily-note') return d.title;
  if (d.date === today || d.date === 'today') return t('saved_todaysNote');
  return t('saved_dailyNoteOf', day(`${d.date}T12:00:00Z`, 'UTC'));
}

const day = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat(uiLanguage(), { month: 'short', day: 'numeric', timeZone }).format(new Date(iso));

/** One line for `place`; `now` and `timeZone` decide what "today" is. */
export function savedText(place: SavedPlace, now: Date, timeZone?: string): string {
  const today = todayIn(now, timeZone);
  const sameDay = todayIn(new Date(place.at), timeZone) === today;
  const when = sameDay ? timeOfDay(new Date(place.at), uiLanguage(), timeZone) : day(place.at, timeZone);
  const name = placeName(place, today);
  if (place.how === 'item') return t(sameDay ? 'saved_itemAt' : 'saved_itemOn', [name, when]);
  return t(sameDay ? 'saved_clippedAt' : 'saved_clippedOn', [name, when]);
}

/** Whether `chosen` (as the popup holds it: 'today' unpinned) is the place `place` went to. */
export function isSamePlace(
  place: SavedPlace,
  chosen: Destination | undefined,
  connectionId: string | undefined,
  today: string,
): boolean {
  const went = place.destination;
  if (!went || !chosen || place.connectionId !== connectionId) return false;
  if (went.kind === 'daily-note' && chosen.kind === 'daily-note') {
    const date = (d: string) => (d === 'today' ? today : d);
    return date(went.date) === date(chosen.date);
  }
  if (went.kind === 'daily-section' && chosen.kind === 'daily-section') {
    const date = (d: string) => (d === 'today' ? today : d);
    return (
      date(went.date) === date(chosen.date) && went.title.trim().toLowerCase() === chosen.title.trim().toLowerCase()
    );
  }
  return went.kind === 'document' && chosen.kind === 'document' && went.id === chosen.id;
}
