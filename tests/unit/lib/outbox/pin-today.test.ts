import { describe, expect, it } from 'vitest';
import { dayOf, unpinned } from '../../../../lib/outbox/pin-today';
import { pinToday } from '../../../../lib/outbox/registry';

const LATE = Date.parse('2026-11-23T22:59:58Z'); // 23:59:58 in Berlin

describe('dayOf', () => {
  it.each([
    ['Europe/Berlin', '2026-11-23'],
    ['Asia/Tokyo', '2026-11-24'],
    ['America/Los_Angeles', '2026-11-23'],
  ])('%s → %s', (zone, day) => expect(dayOf(LATE, zone)).toBe(day));

  it('an unknown zone or a record without a time still gives a day (a migration must not throw)', () => {
    expect(dayOf(LATE, 'Not/AZone')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dayOf(Number.NaN, 'Europe/Berlin')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('pinToday', () => {
  it('pins relative days only, and remembers that the note was today’s', () => {
    const request = {
      destination: { kind: 'daily-note', date: 'today' },
      insertAt: 'end',
      markdown: 'x',
      title: 't',
    } as const;
    expect(pinToday('clip', { request }, '2026-11-23').request.destination).toEqual({
      kind: 'daily-note',
      date: '2026-11-23',
      today: true,
    });
    const doc = { ...request, destination: { kind: 'document', id: 'd', title: 'D' } } as const;
    expect(pinToday('clip', { request: doc }, '2026-11-23').request.destination).toEqual(doc.destination);
    const task = pinToday(
      'task',
      {
        title: 't',
        place: { kind: 'daily-note', date: 'yesterday' },
        scheduleDate: '2026-12-01',
        deadlineDate: 'tomorrow',
      },
      '2026-11-23',
    );
    expect(task).toEqual({
      title: 't',
      place: { kind: 'daily-note', date: '2026-11-22' },
      scheduleDate: '2026-12-01',
      deadlineDate: '2026-11-24',
    });
  });

  it('the history and "last destination" get today’s note back', () => {
    expect(unpinned({ kind: 'daily-note', date: '2026-11-23', today: true })).toEqual({
      kind: 'daily-note',
      date: 'today',
    });
    expect(unpinned({ kind: 'daily-note', date: '2026-11-22' })).toEqual({ kind: 'daily-note', date: '2026-11-22' });
  });

  it('a section of today’s note is pinned like the note, and comes back as today’s section', () => {
    const request = {
      destination: { kind: 'daily-section', date: 'today', title: 'Reading' },
      insertAt: 'end',
      markdown: 'x',
      title: 't',
    } as const;
    const pinned = pinToday('clip', { request }, '2026-11-23').request.destination;
    expect(pinned).toEqual({ kind: 'daily-section', date: '2026-11-23', title: 'Reading', today: true });
    expect(unpinned(pinned)).toEqual(request.destination);
    const upload = pinToday(
      'upload',
      { bytes: new ArrayBuffer(1), contentType: 'image/png', destination: request.destination },
      '2026-11-23',
    );
    expect(upload.destination).toEqual(pinned);
  });
});
