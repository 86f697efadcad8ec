import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CraftError } from '../../../../lib/craft/errors';
import type { TaskJob } from '../../../../lib/model/types';
import type { Handlers, JobHandler } from '../../../../lib/outbox/handlers';
import { createOutbox, type OutboxOptions } from '../../../../lib/outbox/outbox';
import { ParkError } from '../../../../lib/outbox/policy';
import { openOutboxStore } from '../../../../lib/outbox/store';

const task = (title: string, connectionId = 'c1'): TaskJob => ({ title, connectionId, place: { kind: 'inbox' } });

/** The handlers a test gives, every other kind failing loudly (these tests use tasks only, mostly). */
function only(given: Partial<Handlers>): Handlers {
  const unused = async () => {
    throw new Error('no job of this kind in this test');
  };
  return { clip: unused, task: unused, upload: unused, item: unused, mark: unused, ...given };
}

async function setUp(handler: JobHandler<'task'>, options: Partial<OutboxOptions> = {}) {
  const store = await openOutboxStore(`outbox-test-${crypto.randomUUID()}`);
  let t = 1_000_000;
  const clock = { now: () => t, advance: (ms: number) => void (t += ms) };
  const outbox = createOutbox({
    store,
    handlers: only({ task: handler }),
    now: clock.now,
    random: () => 0.5,
    backoff: { baseMs: 1_000, maxMs: 8_000 },
    ...options,
  });
  const add = (title: string, connectionId?: string) =>
    outbox.enqueue({ kind: 'task', title, connectionId: connectionId ?? 'c1', payload: task(title, connectionId) });
  return { store, outbox, clock, add };
}

describe('outbox', () => {
  it('stores the job before the handler sends anything', async () => {
    let seen: unknown;
    const { outbox, add, store } = await setUp(async (job) => (seen = (await store.get(job.id))?.payload));
    const job = await add('Buy milk');
    await outbox.deliverNow(job.id);
    expect(seen).toEqual(task('Buy milk'));
  });

  it('two sends of one job at once deliver it once and both get the result', async () => {
    let calls = 0;
    const { outbox, add } = await setUp(async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return 'created';
    });
    const job = await add('Once');
    const [a, b] = await Promise.all([outbox.deliverNow(job.id), outbox.deliverNow(job.id)]);
    expect(calls).toBe(1);
    expect([a.status, b.status]).toEqual(['done', 'done']);
  });

  it('a live lease in IndexedDB keeps a second instance off the job until it expires or is released', async () => {
    let calls = 0;
    const first = await setUp(async () => new Promise(() => {}), { leaseMs: 10_000 });
    const job = await first.add('Held');
    void first.outbox.deliverNow(job.id);
    await new Promise((r) => setTimeout(r, 20));
    const second = createOutbox({
      store: first.store,
      handlers: only({ task: async () => ++calls }),
      now: first.clock.now,
      leaseMs: 10_000,
    });
    expect((await second.deliverNow(job.id)).status).toBe('busy');
    first.clock.advance(10_001);
    expect((await second.deliverNow(job.id)).status).toBe('done');
    expect(calls).toBe(1);
  });

  it('a new worker instance releases the leases of the one that died', async () => {
    const first = await setUp(async () => new Promise(() => {}));
    const job = await first.add('Orphan');
    void first.outbox.deliverNow(job.id);
    await new Promise((r) => setTimeout(r, 20));
    const second = createOutbox({
      store: first.store,
      handlers: only({ task: async () => 'ok' }),
      now: first.clock.now,
    });
    await second.releaseStaleLeases();
    expect((await second.deliverNow(job.id)).status).toBe('done');
  });

  it('an instance that lost its lease cannot overwrite the job', async () => {
    let release!: () => void;
    const first = await setUp(async (_job, ctx) => {
      await new Promise<void>((r) => (release = r));
      await ctx.save({ inFlight: { step: 'task', sentAt: 0 } });
    });
    const job = await first.add('Stale');
    const running = first.outbox.deliverNow(job.id);
    await new Promise((r) => setTimeout(r, 20));
    const second = createOutbox({
      store: first.store,
      handlers: only({ task: async () => 'second' }),
      now: first.clock.now,
    });
    await second.releaseStaleLeases();
    await second.deliverNow(job.id);
    release();
    await running;
    expect(await first.store.get(job.id)).toMatchObject({ state: 'done', result: 'second' });
  });

  it.each([
    [
      'a rejected request',
      'parked',
      new CraftError('bad-request', 'Craft rejected the request: bad markdown.', { status: 400 }),
    ],
    ['a deleted destination', 'parked', new CraftError('not-found', 'Not found', { status: 404 })],
    ['a handler verdict', 'parked', new ParkError('Removed connection')],
    ['a server error', 'retrying', new CraftError('server', 'HTTP 503', { status: 503 })],
    ['no network', 'retrying', new CraftError('unreachable', 'offline')],
  ])('%s → %s, with its reason and content kept', async (_name, status, error) => {
    const { outbox, add, store } = await setUp(async () => {
      throw error;
    });
    const job = await add('Failing');
    const outcome = await outbox.deliverNow(job.id);
    expect(outcome.status).toBe(status);
    expect(await store.get(job.id)).toMatchObject({
      state: status === 'parked' ? 'parked' : 'pending',
      lastError: error.message,
      payload: task('Failing'),
    });
  });

  it('waits at least Retry-After before the next try, and tries again once due', async () => {
    let calls = 0;
    const { outbox, add, clock, store } = await setUp(async () => {
      if (++calls === 1) throw new CraftError('rate-limited', '429', { status: 429, retryAfterMs: 30_000 });
      return 'ok';
    });
    const job = await add('Later');
    await outbox.deliverNow(job.id);
    expect((await store.get(job.id))!.nextAttemptAt).toBeGreaterThanOrEqual(clock.now() + 30_000);
    clock.advance(29_000);
    expect(await outbox.drain()).toBe(0);
    clock.advance(10_000);
    expect(await outbox.drain()).toBe(1);
    expect(await store.get(job.id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('backs off exponentially and parks after the attempt limit', async () => {
    const { outbox, add, clock, store } = await setUp(
      async () => {
        throw new CraftError('server', '503');
      },
      { maxAttempts: 4 },
    );
    const job = await add('Doomed');
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      await outbox.retry(job.id).then(() => store.update(job.id, (j) => j && { ...j, attempts: i }));
      const before = clock.now();
      await outbox.deliverNow(job.id);
      waits.push((await store.get(job.id))!.nextAttemptAt - before);
    }
    expect(waits.slice(0, 3)).toEqual([750, 1_500, 3_000]);
    expect((await store.get(job.id))!.state).toBe('parked');
  });

  it('keeps one connection in order: a later job waits while an earlier one is retrying; other connections go on', async () => {
    const sent: string[] = [];
    let failFirst = true;
    const { outbox, add, clock } = await setUp(async (job) => {
      if (job.title === 'A' && failFirst) {
        failFirst = false;
        throw new CraftError('server', '503');
      }
      sent.push(job.title);
    });
    await add('A');
    const b = await add('B');
    const other = await add('X', 'c2');
    await outbox.drain();
    expect(sent).toEqual(['X']);
    expect((await outbox.deliverNow(b.id)).status).toBe('queued');
    clock.advance(5_000);
    await outbox.drain();
    expect(sent).toEqual(['X', 'A', 'B']);
    expect((await outbox.open()).map((j) => j.id)).not.toContain(other.id);
  });

  it('a parked job does not hold up the ones after it; retry and discard act on it', async () => {
    const { outbox, add, store } = await setUp(async (job) => {
      if (job.title === 'bad') throw new ParkError('rejected');
      return job.title;
    });
    const bad = await add('bad');
    const good = await add('good');
    await outbox.drain();
    expect((await store.get(good.id))!.state).toBe('done');
    expect((await store.get(bad.id))!.state).toBe('parked');
    expect(await outbox.retry(bad.id)).toBe(true);
    expect((await store.get(bad.id))!.state).toBe('pending');
    expect(await outbox.discard(bad.id)).toBe(true);
    expect(await store.get(bad.id)).toBeUndefined();
  });

  it('a delivered clip or image keeps its destination but not its content (read back by every later delivery)', async () => {
    const store = await openOutboxStore(`outbox-test-${crypto.randomUUID()}`);
    const outbox = createOutbox({
      store,
      handlers: only({ clip: async () => ({ id: 'rec' }), upload: async () => ({ blockId: 'img' }) }),
    });
    const destination = { kind: 'daily-note', date: 'today' } as const;
    const clip = await outbox.enqueue({
      kind: 'clip',
      title: 'Long',
      payload: {
        request: {
          destination,
          insertAt: 'end',
          title: 'Long',
          markdown: 'x'.repeat(100_000),
          uploads: [{ url: 'data:', base64: 'AAAA' }],
        },
      },
    });
    const image = await outbox.enqueue({
      kind: 'upload',
      title: 'Pic',
      payload: { destination, bytes: new ArrayBuffer(50_000), contentType: 'image/png' },
    });
    // Stored whole until delivered: that is what a retry sends.
    expect((await store.get(clip.id))!.payload).toMatchObject({ request: { markdown: 'x'.repeat(100_000) } });
    await outbox.deliverNow(clip.id);
    await outbox.deliverNow(image.id);
    const [doneClip, doneImage] = [await store.get(clip.id), await store.get(image.id)];
    expect(doneClip).toMatchObject({
      state: 'done',
      result: { id: 'rec' },
      payload: { request: { destination, title: 'Long', markdown: '' } },
    });
    expect(doneClip!.payload).not.toHaveProperty('request.uploads');
    expect(doneImage).toMatchObject({ state: 'done', payload: { destination, contentType: 'image/png' } });
    expect((doneImage!.payload as { bytes: ArrayBuffer }).bytes.byteLength).toBe(0);
  });
});
