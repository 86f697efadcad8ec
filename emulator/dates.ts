import { badRequest } from './errors';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date (YYYY-MM-DD) of `now` in the given IANA timezone. */
export function dateInZone(now: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD, which avoids assembling parts by hand.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic in UTC, so no DST drift). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Resolves today/yesterday/tomorrow or YYYY-MM-DD; anything else is a 400. */
export function resolveDate(value: string, now: Date, timeZone: string, field = 'date'): string {
  const today = dateInZone(now, timeZone);
  if (value === 'today') return today;
  if (value === 'yesterday') return addDays(today, -1);
  if (value === 'tomorrow') return addDays(today, 1);
  if (isIsoDate(value)) return value;
  throw badRequest(`${field} must be today, yesterday, tomorrow or YYYY-MM-DD, got "${value}"`);
}

/** Local wall-clock time without offset, e.g. 2026-01-30T10:00:00 (the shape client fixtures show). */
export function localTime(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour12: false,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(now);
  return `${dateInZone(now, timeZone)}T${parts === '24:00:00' ? '00:00:00' : parts}`;
}

export function friendlyDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Daily note titles as seen in a live capture: "2025.11.04". */
export function dailyNoteTitle(date: string): string {
  return date.replaceAll('-', '.');
}
