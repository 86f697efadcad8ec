/**
 * The numeric day-first dates chrono does not read: "1.12.", "24.12", "1.12.27", "1.12.2026" (the usual
 * German, and common European, short forms). Dots put the day first in every language that writes dates
 * this way, so the form is read in any UI language. Without a year it is the next such day from today on.
 */
import { addDays } from './today';

const DOTTED = /^(\d{1,2})\.(\d{1,2})\.?(?:(\d{2}|\d{4}))?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` when the calendar has that day. */
function isoOf(year: number, month: number, day: number): string | undefined {
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return addDays(iso, 0) === iso ? iso : undefined;
}

/** The day "1.12." means when today is `today` (`YYYY-MM-DD`); undefined for anything else. */
export function parseDayMonth(text: string, today: string): string | undefined {
  const match = DOTTED.exec(text.trim());
  if (!match) return undefined;
  const day = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  if (match[3]) {
    const year = Number(match[3]);
    return isoOf(match[3].length === 2 ? 2000 + year : year, month, day);
  }
  // No year: this year's, or the next year that has the day (29.2. waits for a leap year).
  const thisYear = Number(today.slice(0, 4));
  for (let year = thisYear; year < thisYear + 9; year++) {
    const iso = isoOf(year, month, day);
    if (iso && iso >= today) return iso;
  }
  return undefined;
}
