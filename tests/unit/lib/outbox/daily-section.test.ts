/**
 * A section of today's note (destination 'daily-section', write/daily-section.ts) against the
 * emulator: the first clip of the day makes the page block, later ones find it, and a lost answer
 * — on the section's creation, on the clip's write, or both — or the browser's silent resend of
 * the creation leaves exactly one section holding each clip once. The date is pinned: the
 * emulator's clock, the fake Date and the payload's day (pinToday, as send.ts does).
 */
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEmulator, type Emulator } from '../../../../emulator/index';
import { wrapAsPage } from '../../../../lib/convert/wrap';
import { createCraftClient } from '../../../../lib/craft';
import type { Block } from '../../../../lib/craft/types';
import type { ClipRequest } from '../../../../lib/model/clip';
import { deliveryHandlers } from '../../../../lib/outbox/handlers';
import { createOutbox } from '../../../../lib/outbox/outbox';
import { dayOf } from '../../../../lib/outbox/pin-today';
import { pinToday } from '../../../../lib/outbox/registry';
import { openOutboxStore } from '../../../../lib/outbox/store';
import { sectionIn } from '../../../../lib/outbox/write/daily-section';

const ZONE = 'Europe/Berlin';
const NOON = Date.parse('2026-11-23T11:00:00Z');
const DAY = '2026-11-23';
let clock = NOON;
let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, rateLimit: false, timezone: ZONE, now: () => new Date(clock) });
});
afterAll(() => emulator.close());
beforeEach(() => {
  clock = NOON;
  // Only Date: the emulator's sockets and the outbox's waits keep real timers.
  vi.useFakeTimers({ now: NOON, toFake: ['Date'] });
  emulator.reset();
  emulator.log.clear();
});
afterEach(() => vi.useRealTimers());

interface Plan {
  /** 1-based numbers of the POST /blocks whose answer is lost after the server applied them. */
  lose?: number[];
  /** 1-based numbers of the POST /blocks applied, dropped and resent by the "browser" (answered). */
  resend?: number[];
}

/** An outbox over a client whose POST /blocks meet the plan's faults (the counts run across jobs). */
async function outboxFor(plan: Plan = {}, kind: 'space' | 'daily-notes' = 'space') {
  const link = emulator.link(kind);
  let posts = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method !== 'POST' || !request.url.endsWith('/blocks')) return globalThis.fetch(request);
    const n = ++posts;
    const again = request.clone();
    if (plan.lose?.includes(n) || plan.resend?.includes(n))
      emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' });
    try {
      return await globalThis.fetch(request);
    } catch (error) {
      if (!plan.resend?.includes(n)) throw error;
      return globalThis.fetch(again);
    }
  };
  const client = createCraftClient({
    baseUrl: link.apiUrl,
    apiKey: link.apiKey,
    timeoutMs: 1_000,
    retry: { limit: 0 },
    fetch,
  });
  const store = await openOutboxStore(`section-${crypto.randomUUID()}`);
  const outbox = createOutbox({
    store,
    backoff: { baseMs: 1, maxMs: 5 },
    handlers: deliveryHandlers({ connect: async () => ({ client, kind }), settleMs: 0 }),
  });
  return { outbox, store, client };
}

type Box = Awaited<ReturnType<typeof outboxFor>>;

const section = (title = 'Reading') => ({ kind: 'daily-section', date: 'today', title }) as const;

/** Sends one clip as send.ts does ("today" pinned) and delivers it until done or parked. */
async function clip(box: Box, markdown: string, request: Partial<ClipRequest> = {}) {
  const payload = pinToday(
    'clip',
    { request: { destination: section(), insertAt: 'end', markdown, title: 't', ...request } },
    dayOf(clock, ZONE),
  );
  const job = await box.outbox.enqueue({ kind: 'clip', title: 't', payload });
  for (let i = 0; i < 20 && (await box.store.get(job.id))!.state === 'pending'; i++) {
    await box.outbox.deliverNow(job.id);
    await new Promise((r) => setTimeout(r, 5));
  }
  return (await box.store.get(job.id))!;
}

const note = (date = DAY) => (emulator.state.dailyNote(date)?.content ?? []) as Block[];
const sections = (title = 'Reading', date = DAY) => note(date).filter((b) => b.type === 'page' && b.markdown === title);
const inside = (page: Block | undefined) => ((page?.content ?? []) as Block[]).map((b) => String(b.markdown));
const lostPosts = () => emulator.log.entries().filter((e) => e.method === 'POST' && e.status === 0);

describe('a section of today’s note', () => {
  it.each(['space', 'daily-notes'] as const)(
    'on a %s link the first clip of the day makes the section at the end of the note; the second finds it',
    async (kind) => {
      const box = await outboxFor({}, kind);
      await box.client.blocks.insertMarkdown('My own line', { position: 'end', date: DAY });
      expect((await clip(box, 'First clip of the day')).state).toBe('done');
      expect((await clip(box, 'Second clip of the day')).state).toBe('done');
      expect(
        note()
          .map((b) => b.markdown)
          .slice(-2),
      ).toEqual(['My own line', 'Reading']);
      expect(sections()).toHaveLength(1);
      expect(inside(sections()[0])).toEqual(['First clip of the day', 'Second clip of the day']);
    },
  );

  it('a page of that title already there (made by hand) is the section; "top" puts the clip first in it', async () => {
    const box = await outboxFor();
    await box.client.blocks.insertMarkdown(wrapAsPage('reading', 'Kept by hand'), { position: 'end', date: DAY });
    expect((await clip(box, 'At the top', { insertAt: 'start' })).state).toBe('done');
    const pages = note().filter((b) => b.type === 'page');
    expect(pages).toHaveLength(1);
    expect(inside(pages[0])).toEqual(['At the top', 'Kept by hand']);
  });

  it('two titles, two sections; a page-format clip nests its page inside the section', async () => {
    const box = await outboxFor();
    await clip(box, 'A recipe', { destination: section('Recipes') });
    await clip(box, wrapAsPage('A paper', 'Its abstract'), { destination: section('Reading') });
    expect(inside(sections('Recipes')[0])).toEqual(['A recipe']);
    const [page] = (sections('Reading')[0]!.content ?? []) as Block[];
    expect(page).toMatchObject({ type: 'page', markdown: 'A paper' });
    expect(inside(page)).toEqual(['Its abstract']);
  });

  it.each([
    { lost: 'the section’s creation', plan: { lose: [1] } },
    { lost: 'the clip’s write', plan: { lose: [2] } },
    { lost: 'both', plan: { lose: [1, 2] } },
  ])('the answer to $lost lost: one section, each clip once', async ({ plan }) => {
    const box = await outboxFor(plan);
    expect((await clip(box, 'First clip of the day')).state).toBe('done');
    expect(lostPosts()).toHaveLength(plan.lose.length);
    expect((await clip(box, 'Second clip of the day')).state).toBe('done');
    expect(sections()).toHaveLength(1);
    expect(inside(sections()[0])).toEqual(['First clip of the day', 'Second clip of the day']);
  });

  it('the browser resends the section’s creation: its copy is removed before the clip goes in', async () => {
    const box = await outboxFor({ resend: [1] });
    const job = await clip(box, 'After a resend');
    expect(job.state).toBe('done');
    const writes = emulator.log
      .entries()
      .filter((e) => e.path === '/blocks' && e.method !== 'GET')
      .map((e) => e.method);
    expect(writes).toEqual(['POST', 'POST', 'DELETE', 'POST']);
    expect(sections()).toHaveLength(1);
    expect(inside(sections()[0])).toEqual(['After a resend']);
  });

  it('the answer lost in the day’s last seconds: the section and the clip land in that day’s note once', async () => {
    clock = Date.parse(`${DAY}T22:59:58Z`);
    vi.setSystemTime(clock);
    const box = await outboxFor({ lose: [1] });
    const payload = pinToday(
      'clip',
      { request: { destination: section(), insertAt: 'end', markdown: 'Just before midnight', title: 't' } },
      dayOf(clock, ZONE),
    );
    const job = await box.outbox.enqueue({ kind: 'clip', title: 't', payload });
    await box.outbox.deliverNow(job.id);
    clock = Date.parse(`${DAY}T23:00:05Z`);
    vi.setSystemTime(clock);
    for (let i = 0; i < 20 && (await box.store.get(job.id))!.state === 'pending'; i++) {
      await box.outbox.deliverNow(job.id);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect((await box.store.get(job.id))!.state).toBe('done');
    expect(inside(sections()[0])).toEqual(['Just before midnight']);
    expect(sections('Reading', '2026-11-24')).toHaveLength(0);
  });

  it('an image sent to the section after a clip goes into the same section, its first answer lost', async () => {
    const box = await outboxFor();
    await clip(box, 'A clip first');
    emulator.faults.dropAfterApply({ method: 'POST', path: '/upload' });
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
      (c) => c.charCodeAt(0),
    ).buffer;
    const payload = pinToday(
      'upload',
      {
        destination: section(),
        bytes: png,
        contentType: 'image/png',
        source: { title: 'The page', url: 'https://example.org/' },
      },
      dayOf(clock, ZONE),
    );
    const job = await box.outbox.enqueue({ kind: 'upload', title: 'image', payload });
    for (let i = 0; i < 20 && (await box.store.get(job.id))!.state === 'pending'; i++) {
      await box.outbox.deliverNow(job.id);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect((await box.store.get(job.id))!.state).toBe('done');
    expect(lostPosts()).toHaveLength(1);
    expect(sections()).toHaveLength(1);
    const inSection = (sections()[0]!.content ?? []) as Block[];
    expect(inSection.map((b) => b.type)).toEqual(['text', 'image', 'text']);
    expect(inSection[2]!.markdown).toContain('The page');
  });

  it('a title is matched by its words, not its formatting or case; an emoji title by its text', () => {
    const page = (id: string, markdown: string) => ({ id, type: 'page', markdown }) as Block;
    const text = { id: 't', type: 'text', markdown: 'Reading' } as Block;
    expect(sectionIn([text, page('a', '**reading**'), page('b', 'Reading')], 'Reading')?.id).toBe('a');
    expect(sectionIn([page('a', '📚'), page('b', '📰')], '📰')?.id).toBe('b');
    expect(sectionIn([page('a', 'Reading list')], 'Reading')).toBeUndefined();
  });
});
