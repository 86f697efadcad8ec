/**
 * Natural-language dates for tasks ("fri", "in 3 days", "next week", "2025-03-14") → `YYYY-MM-DD`,
 * through chrono-node. Dates are calendar days in the Craft space's timezone: "today" is the day it
 * is there now, and chrono reads the text against noon of that day so no timezone shift can move
 * the result across midnight.
 */
import * as chrono from 'chrono-node';

export interface ResolvedDate {
  /** `YYYY-MM-DD` */
  date: string;
  /** e.g. "Fri, Mar 14" — shown beside the field as the user types. */
  label: string;
}

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

const pad = (n: number) => String(n).padStart(2, '0');

/** A local Date at noon of a calendar day: chrono's reference point. */
function noonOf(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!, 12);
}

export function labelOf(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${iso}T00:00:00Z`));
}

/**
 * The day `text` means, seen from `now` in `timeZone`; undefined when it names no date.
 * Bare weekdays look forward ("fri" on a Saturday = next Friday), as a to-do date should.
 */
export function parseTaskDate(text: string, now: Date, timeZone?: string): ResolvedDate | undefined {
  const input = text.trim();
  if (!input) return undefined;
  const today = todayIn(now, timeZone);
  const [result] = chrono.parse(input, noonOf(today), { forwardDate: true });
  if (!result) return undefined;
  const start = result.start;
  const date = `${start.get('year')}-${pad(start.get('month')!)}-${pad(start.get('day')!)}`;
  return { date, label: labelOf(date) };
}

export type QuickPick = 'today' | 'tomorrow' | 'next-week';

/** Quick picks: today, tomorrow, and next week = the Monday after this week (as Craft's own picker). */
export function quickPickDate(pick: QuickPick, now: Date, timeZone?: string): string {
  const today = todayIn(now, timeZone);
  if (pick === 'today') return today;
  if (pick === 'tomorrow') return addDays(today, 1);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(today, ((8 - weekday) % 7) || 7);
}
