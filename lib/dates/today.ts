/**
 * Calendar days as `YYYY-MM-DD` without any date parser, so the popup's first bundle can use them:
 * today in a timezone, day arithmetic, and the task date quick picks.
 */

/** The calendar day `now` is in `timeZone` (default: this browser's), as `YYYY-MM-DD`. */
export function todayIn(now: Date, timeZone?: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** `YYYY-MM-DD` plus `days` (calendar arithmetic in UTC, so no DST gaps). */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A day as the given language writes it, e.g. "Fri, Mar 14, 2025" (en-US), "Fr., 14. März 2025" (de). */
export function labelOf(iso: string, language = 'en-US'): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * A time of day as the user's locale writes it ("9:05 AM" in en-US, "09:05" in de), in `timeZone`:
 * the one rule for every time the extension shows or writes (the clip header, "already saved").
 */
export function timeOfDay(at: Date, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
}

export type QuickPick = 'today' | 'tomorrow' | 'next-week';

/** Quick picks: today, tomorrow, and next week = the Monday after this week (as Craft's own picker). */
export function quickPickDate(pick: QuickPick, now: Date, timeZone?: string): string {
  const today = todayIn(now, timeZone);
  if (pick === 'today') return today;
  if (pick === 'tomorrow') return addDays(today, 1);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(today, (8 - weekday) % 7 || 7);
}
