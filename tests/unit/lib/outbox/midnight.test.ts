/**
 * Midnight in the space's timezone: an item for today's daily note whose answer is lost in the
 * last seconds of the day is checked — and resent if missing — after midnight. Its sender pins
 * "today" to the day (send.ts → pinToday), so the check looks in that day's note and the item
 * arrives there exactly once, whether the write made the note or the note had content already.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../../../emulator/index';
import { addDays } from '../../../../lib/dates/today';
import { createCraftClient } from '../../../../lib/craft';
import type { Block } from '../../../../lib/craft/types';
import type { JobKind } from '../../../../lib/model/outbox';
import { deliveryHandlers } from '../../../../lib/outbox/handlers';
import { createOutbox } from '../../../../lib/outbox/outbox';
import { dayOf } from '../../../../lib/outbox/pin-today';
import { pinToday } from '../../../../lib/outbox/registry';
import { openOutboxStore } from '../../../../lib/outbox/store';
import type { OutboxJob, PayloadMap } from '../../../../lib/outbox/types';

const ZONE = 'Europe/Berlin';
let clock = Date.parse('2026-11-23T12:00:00Z');
let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, rateLimit: false, timezone: ZONE, now: () => new Date(clock) });
});
afterAll(() => emulator.close());
beforeEach(() => {
  clock = Date.parse('2026-11-23T12:00:00Z');
  emulator.reset();
});

const SEEDED = '2026-11-23';
// 23:59:58 in Berlin (UTC+1 in November) on `day`, and a few seconds after its midnight.
const lastSeconds = (day: string) => Date.parse(`${day}T22:59:58Z`);
const afterMidnight = (day: string) => Date.parse(`${day}T23:00:05Z`);

/** What the sender does (send.ts): "today" becomes the day it is in the space, then the job is stored. */
async function sendAt<K extends JobKind>(kind: K, payload: PayloadMap[K]) {
  const link = emulator.link('space');
  const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey, timeoutMs: 300, retry: { limit: 0 } });
  const store = await openOutboxStore(`midnight-${crypto.randomUUID()}`);
  const outbox = createOutbox({
    store,
    handlers: deliveryHandlers({ connect: async () => ({ client, kind: 'space' }), settleMs: 0 }),
    backoff: { baseMs: 1, maxMs: 5 },
  });
  const job = await outbox.enqueue({ kind, title: 't', payload: pinToday(kind, payload, dayOf(clock, ZONE)) } as never);
  return { outbox, store, job: job as OutboxJob };
}

/** First attempt before midnight with its answer lost, the rest after midnight. */
async function acrossMidnight(
  day: string,
  kind: JobKind,
  payload: PayloadMap[JobKind],
  path: string,
): Promise<OutboxJob> {
  clock = lastSeconds(day);
  const box = await sendAt(kind, payload);
  emulator.faults.dropAfterApply({ method: 'POST', path });
  expect((await box.outbox.deliverNow(box.job.id)).status).toBe('retrying');
  clock = afterMidnight(day);
  for (let i = 0; i < 10 && (await box.store.get(box.job.id))!.state === 'pending'; i++)
    await box.outbox.deliverNow(box.job.id);
  return (await box.store.get(box.job.id))!;
}

const texts = (day: string) =>
  ((emulator.state.dailyNote(day)?.content ?? []) as Block[]).map((b) => JSON.stringify(b));
const count = (day: string, word: string) => texts(day).filter((t) => t.includes(word)).length;
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

// The seeded day has a note with content; ten days later there is none until the write makes it.
describe.each([
  ['a note with content', SEEDED],
  ['no note yet', addDays(SEEDED, 10)],
])('%s', (_name, day) => {
  const next = addDays(day, 1);
  const today = { kind: 'daily-note', date: 'today' } as const;

  it('a clip arrives once, in the day it was made', async () => {
    const word = `Midnight${crypto.randomUUID().slice(0, 8)}`;
    const job = await acrossMidnight(
      day,
      'clip',
      { request: { destination: today, insertAt: 'end', markdown: `${word} one\n\n${word} two`, title: 't' } },
      '/blocks',
    );
    expect(job.state).toBe('done');
    expect(count(day, `${word} one`)).toBe(1);
    expect(count(day, `${word} two`)).toBe(1);
    expect(count(next, word)).toBe(0);
  });

  it('an image arrives once, in the day it was made', async () => {
    const source = { title: `Shot${crypto.randomUUID().slice(0, 8)}`, url: 'https://example.com/a' };
    const images = (d: string) => texts(d).filter((t) => t.includes('"image"')).length;
    const before = images(day);
    const job = await acrossMidnight(
      day,
      'upload',
      { destination: today, bytes: PNG.buffer as ArrayBuffer, contentType: 'image/png', source },
      '/upload',
    );
    expect(job.state).toBe('done');
    expect(images(day) - before).toBe(1);
    expect(images(next)).toBe(0);
    expect(count(day, source.title)).toBe(1);
  });

  it('a task arrives once, in the day it was made', async () => {
    const title = `Task${crypto.randomUUID().slice(0, 8)}`;
    const job = await acrossMidnight(day, 'task', { title, place: today, scheduleDate: 'today' }, '/tasks');
    expect(job.state).toBe('done');
    const mine = emulator.state.tasks().filter((t) => String(t.markdown).includes(title));
    expect(mine).toHaveLength(1);
    expect(count(day, title)).toBe(1);
    expect(count(next, title)).toBe(0);
  });
});
