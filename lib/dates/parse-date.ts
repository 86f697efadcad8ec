/**
 * Natural-language dates for tasks ("fri", "in 3 days", "letzten Freitag", "明天", "2025-03-14") →
 * `YYYY-MM-DD`, through chrono-node, in the UI language and English. Dates are calendar days in the
 * Craft space's timezone: "today" is the day it is there now, and chrono reads the text against noon
 * of that day so no timezone shift can move the result across midnight.
 * Bare weekdays look forward and never mean today: "fri" is the first Friday after today, so on a
 * Saturday it is six days away and on a Friday it is a week away (to mean today, type "today"; the
 * task view shows the resolved day before anything is sent). A weekday said to be past ("last
 * friday", "vendredi dernier") is the most recent one before today.
 * Craft task dates are days: a time typed with the day ("tomorrow 9am", "morgen 9 Uhr") is dropped, and
 * the result says so (`timeDropped`) so the view can tell the user that only the day is kept.
 * Numeric day-first forms chrono misses ("1.12.") are read by day-month.ts.
 */
// By file path, like the locales below: the package index imports every locale.
import * as chrono from '../../node_modules/chrono-node/dist/esm/locales/en/index.js';
import { parseDayMonth } from './day-month';
import { addDays, labelOf, todayIn } from './today';

export { addDays, labelOf, quickPickDate, todayIn, type QuickPick } from './today';

export interface ResolvedDate {
  /** `YYYY-MM-DD` */
  date: string;
  /** e.g. "Fri, Mar 14, 2025" — shown beside the field as the user types. */
  label: string;
  /** The text named a time of day too, which a Craft task date cannot hold. */
  timeDropped?: true;
}

/** What the parsers need of a chrono instance. */
export interface DateParser {
  parse: typeof chrono.parse;
}

/**
 * The locale parsers of the UI languages, each its own chunk loaded on demand (English is always
 * there). By file path: Vite 7 does not resolve chrono-node's `"./*"` subpath exports (`chrono-node/de`)
 * that Node and TypeScript accept.
 */
const LOCALES: Record<string, () => Promise<DateParser>> = {
  de: () => import('./locales/de'),
  fr: () => import('./locales/fr'),
  es: () => import('./locales/es'),
  ja: () => import('./locales/ja'),
  zh: () => import('./locales/zh'),
};

/** The UI language's parser, then English (people type English dates in any UI). */
export async function parsersFor(language: string): Promise<DateParser[]> {
  const load = LOCALES[language.toLowerCase().split('-')[0]!];
  return load ? [await load(), chrono] : [chrono];
}

/** Words saying a weekday is in the past, in the six UI languages. */
const PAST =
  /(?<!\p{L})(last|past|previous|letzte[nmrs]?|vergangene[nmrs]?|vorige[nmrs]?|derni[eè]re?|pass[ée]e?|pr[ée]c[ée]dente?|pasad[oa]|anterior)(?!\p{L})|先週|前の|上周|上星期|上个星期|上礼拜|上週/iu;

const pad = (n: number) => String(n).padStart(2, '0');

/** A local Date at noon of a calendar day: chrono's reference point. */
function noonOf(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!, 12);
}

/** The day `text` means, seen from `now` in `timeZone`; undefined when it names no date. */
export function parseTaskDate(
  text: string,
  now: Date,
  timeZone?: string,
  parsers: DateParser[] = [chrono],
  language?: string,
): ResolvedDate | undefined {
  const input = text.trim();
  if (!input) return undefined;
  const today = todayIn(now, timeZone);
  const dotted = parseDayMonth(input, today);
  if (dotted) return { date: dotted, label: labelOf(dotted, language) };
  const past = PAST.test(input);
  for (const parser of parsers) {
    const [result] = parser.parse(input, noonOf(today), { forwardDate: !past });
    if (!result) continue;
    const start = result.start;
    let date = `${start.get('year')}-${pad(start.get('month')!)}-${pad(start.get('day')!)}`;
    const bareWeekday = start.isCertain('weekday') && !start.isCertain('day');
    // Some locales read "last <weekday>" as this week's; the past one is meant.
    if (past && bareWeekday) while (date >= today) date = addDays(date, -7);
    // A bare weekday is the next one after today: "fri" typed on a Friday is a week away.
    if (!past && bareWeekday) while (date <= today) date = addDays(date, 7);
    const resolved: ResolvedDate = { date, label: labelOf(date, language) };
    if (start.isCertain('hour')) resolved.timeDropped = true;
    return resolved;
  }
  return undefined;
}
