import { describe, expect, it } from 'vitest';
import { addDays, labelOf, parsersFor, parseTaskDate, quickPickDate, todayIn } from '../../../../lib/dates/parse-date';

// Wednesday 12 March 2025, 10:00 UTC (11:00 in Berlin).
const NOW = new Date('2025-03-12T10:00:00Z');

describe('parseTaskDate (fixed clock, Europe/Berlin)', () => {
  it.each([
    ['today', '2025-03-12'],
    ['tomorrow', '2025-03-13'],
    ['fri', '2025-03-14'],
    ['Friday', '2025-03-14'],
    ['mon', '2025-03-17'],
    ['in 3 days', '2025-03-15'],
    ['in 2 weeks', '2025-03-26'],
    ['next monday', '2025-03-17'],
    ['march 20', '2025-03-20'],
    ['jan 5', '2026-01-05'],
    ['2025-04-01', '2025-04-01'],
  ])('%j → %s', (text, expected) => {
    expect(parseTaskDate(text, NOW, 'Europe/Berlin')?.date).toBe(expected);
  });

  it.each(['', '   ', 'hello', 'soonish'])('%j names no date', (text) => {
    expect(parseTaskDate(text, NOW, 'Europe/Berlin')).toBeUndefined();
  });

  it('labels the resolved day for the user', () => {
    expect(parseTaskDate('fri', NOW, 'Europe/Berlin')?.label).toBe('Fri, Mar 14, 2025');
  });

  it('counts from the day it is in the space timezone, not in UTC', () => {
    const lateUtc = new Date('2025-03-12T23:30:00Z'); // already 13 March in Berlin
    expect(parseTaskDate('tomorrow', lateUtc, 'UTC')?.date).toBe('2025-03-13');
    expect(parseTaskDate('tomorrow', lateUtc, 'Europe/Berlin')?.date).toBe('2025-03-14');
  });
});

describe('a weekday said to be past is the most recent one before today', () => {
  // Wednesday 12 March 2025: last Friday is 7 March, not the coming 14th.
  it.each([
    ['last friday', '2025-03-07'],
    ['past friday', '2025-03-07'],
    ['last monday', '2025-03-10'],
    ['last wednesday', '2025-03-05'],
    ['friday', '2025-03-14'],
    ['this friday', '2025-03-14'],
    ['next friday', '2025-03-21'],
  ])('%j → %s', (text, expected) => {
    expect(parseTaskDate(text, NOW, 'Europe/Berlin')?.date).toBe(expected);
  });
});

describe('a bare weekday never means today: typed on that weekday it is a week away', () => {
  // Friday 14 March 2025, 10:00 UTC.
  const FRIDAY = new Date('2025-03-14T10:00:00Z');
  it.each([
    ['en', 'fri', '2025-03-21'],
    ['en', 'Friday', '2025-03-21'],
    ['en', 'sat', '2025-03-15'],
    ['en', 'thu', '2025-03-20'],
    ['en', 'today', '2025-03-14'],
    ['en', 'last friday', '2025-03-07'],
    ['de', 'Fr', '2025-03-21'],
    ['fr', 'ven', '2025-03-21'],
    ['es', 'vie', '2025-03-21'],
    ['ja', '金曜', '2025-03-21'],
    ['zh-CN', '周五', '2025-03-21'],
  ])('%s: %j → %s', async (language, text, expected) => {
    expect(parseTaskDate(text, FRIDAY, 'Europe/Berlin', await parsersFor(language), language)?.date).toBe(expected);
  });
});

describe('typed in the UI language (its chrono parser first, then English)', () => {
  it.each([
    ['de', 'Fr', '2025-03-14'],
    ['de', 'in 3 Tagen', '2025-03-15'],
    ['de', 'morgen', '2025-03-13'],
    ['de', 'letzten Freitag', '2025-03-07'],
    ['de', 'next friday', '2025-03-21'],
    ['fr', 'ven', '2025-03-14'],
    ['fr', 'dans 3 jours', '2025-03-15'],
    ['fr', 'vendredi dernier', '2025-03-07'],
    ['es', 'vie', '2025-03-14'],
    ['es', 'en 3 días', '2025-03-15'],
    ['es', 'el viernes pasado', '2025-03-07'],
    ['ja', '金曜', '2025-03-14'],
    ['ja', '明日', '2025-03-13'],
    ['ja', '先週の金曜日', '2025-03-07'],
    ['zh-CN', '周五', '2025-03-14'],
    ['zh-CN', '3天后', '2025-03-15'],
    ['zh-CN', '上周五', '2025-03-07'],
  ])('%s: %j → %s', async (language, text, expected) => {
    expect(parseTaskDate(text, NOW, 'Europe/Berlin', await parsersFor(language), language)?.date).toBe(expected);
  });

  it('labels the day in the UI language', async () => {
    expect(parseTaskDate('Fr', NOW, 'Europe/Berlin', await parsersFor('de'), 'de')?.label).toBe(
      labelOf('2025-03-14', 'de'),
    );
    expect(labelOf('2025-03-14', 'de')).toMatch(/März/);
  });
});

describe('quickPickDate', () => {
  it.each([
    ['today', '2025-03-12'],
    ['tomorrow', '2025-03-13'],
    ['next-week', '2025-03-17'],
  ] as const)('%s → %s', (pick, expected) => {
    expect(quickPickDate(pick, NOW, 'Europe/Berlin')).toBe(expected);
  });

  it.each([
    ['2025-03-16T10:00:00Z', '2025-03-17'], // Sunday → tomorrow's Monday
    ['2025-03-17T10:00:00Z', '2025-03-24'], // Monday → a week later
  ])('next week from %s is %s', (now, expected) => {
    expect(quickPickDate('next-week', new Date(now), 'UTC')).toBe(expected);
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2025-02-28', 1, '2025-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-03-30', -1, '2025-03-29'],
  ])('addDays(%s, %d) = %s', (iso, days, expected) => {
    expect(addDays(iso, days)).toBe(expected);
  });

  it('todayIn follows the timezone', () => {
    expect(todayIn(new Date('2025-03-12T23:30:00Z'), 'Asia/Tokyo')).toBe('2025-03-13');
    expect(todayIn(new Date('2025-03-12T23:30:00Z'), 'America/New_York')).toBe('2025-03-12');
  });
});

describe('a time typed with the day is dropped, and said to be', () => {
  const de = async () => parsersFor('de');
  it.each([
    ['tomorrow 9am', 'en', '2025-03-13'],
    ['fri at 14:00', 'en', '2025-03-14'],
    ['morgen 9 Uhr', 'de', '2025-03-13'],
  ])('%j (%s) → %s, time dropped', async (text, language, expected) => {
    const parsers = language === 'de' ? await de() : undefined;
    expect(parseTaskDate(text, NOW, 'Europe/Berlin', parsers, language)).toMatchObject({
      date: expected,
      timeDropped: true,
    });
  });

  it.each(['tomorrow', 'fri', 'in 3 days', '2025-04-01'])('%j names no time', (text) => {
    expect(parseTaskDate(text, NOW, 'Europe/Berlin')?.timeDropped).toBeUndefined();
  });
});

describe('numeric day-first dates ("1.12.", the usual German short form)', () => {
  // Wednesday 12 March 2025 in Berlin.
  it.each([
    ['1.12.', '2025-12-01'],
    ['01.12.', '2025-12-01'],
    ['24.12', '2025-12-24'],
    ['12.3.', '2025-03-12'],
    ['11.3.', '2026-03-11'],
    ['3.1.', '2026-01-03'],
    ['1.12.2026', '2026-12-01'],
    ['1.12.27', '2027-12-01'],
    ['29.2.', '2028-02-29'],
  ])('%j → %s', (text, expected) => {
    expect(parseTaskDate(text, NOW, 'Europe/Berlin', undefined, 'de')?.date).toBe(expected);
  });

  it.each(['32.1.', '1.13.', '0.5.', '31.4.2025', '1.2.3.4'])('%j names no date', (text) => {
    expect(parseTaskDate(text, NOW, 'Europe/Berlin')).toBeUndefined();
  });
});
