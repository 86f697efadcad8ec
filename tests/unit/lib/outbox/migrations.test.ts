/**
 * Outbox records written by every past version of the code, as they were stored (reconstructed
 * from `git log -p lib/outbox/`: no `schema` field before version 7), opened by today's store.
 * First the shapes: each example comes out in today's shape. Then what matters to the user: a job
 * that waited across an update still does the check it owed — a resent copy is removed, a lost
 * answer is found instead of sent again — against the emulator, counting what it holds.
 */
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { useEmulator } from './use-emulator';
import { createCraftClient } from '../../../../lib/craft';
import type { Block } from '../../../../lib/craft/types';
import { deliveryHandlers } from '../../../../lib/outbox/handlers';
import { JOB_SCHEMA, MAYBE_SENT, type MigrationContext } from '../../../../lib/outbox/migrations';
import { render } from '../../../../lib/i18n/ui-text';
import { createOutbox } from '../../../../lib/outbox/outbox';
import { openOutboxStore, type OutboxStore } from '../../../../lib/outbox/store';

const emulator = useEmulator();

const envelope = {
  title: 'Waiting',
  connectionId: 'c1',
  state: 'pending',
  attempts: 1,
  nextAttemptAt: 0,
  createdAt: 1,
  updatedAt: 2,
};
const today = { kind: 'daily-note', date: 'today' } as const;
const clipPayload = { request: { destination: today, insertAt: 'end', title: 'T', markdown: 'Hello there' } };
const taskPayload = { title: 'Water the plants', place: { kind: 'inbox' } };
const uploadPayload = {
  destination: today,
  bytes: new ArrayBuffer(0),
  contentType: 'image/png',
  source: { title: 'Page', url: 'https://example.com/' },
};
const cursor = { parent: { id: 'doc-1' }, afterId: 'a0', beforeId: null };
// Step 8 pins "today" to the day each record was made (createdAt 1 → 1970-01-01 in UTC).
const pinnedToday = { kind: 'daily-note', date: '1970-01-01', today: true } as const;
const pinnedPayloads = new Map<object, object>([
  [clipPayload, { request: { ...clipPayload.request, destination: pinnedToday } }],
  [uploadPayload, { ...uploadPayload, destination: pinnedToday }],
  [taskPayload, taskPayload],
]);
const UTC = { connectionOf: () => ({ timezone: 'UTC' }) };
// The emulator's space (use-emulator.ts starts it with its default timezone).
const EMULATOR_ZONE = { connectionOf: () => ({ timezone: 'Europe/Berlin' }) };

/** A database as an older version left it: IndexedDB version 1, records without `schema`. */
async function legacyStore(records: object[], context: MigrationContext = UTC): Promise<OutboxStore> {
  const name = `legacy-${crypto.randomUUID()}`;
  const db = await openDB(name, 1, { upgrade: (d) => void d.createObjectStore('jobs', { keyPath: 'id' }) });
  for (const record of records) await db.put('jobs', record);
  db.close();
  return openOutboxStore(name, context);
}

describe('every past record shape opens in today’s shape', () => {
  it.each([
    [
      '1 (7512fb2): a clip mark without a time is looked for at once',
      {
        kind: 'clip',
        payload: clipPayload,
        progress: { nextPart: 0, totalParts: 1, blockIds: [], cursor, inFlight: { step: 0 } },
      },
      { progress: { nextPart: 0, totalParts: 1, blockIds: [], cursor, inFlight: { step: 0, sentAt: 0 } } },
    ],
    [
      '2 (232b0f0): a task sent and unanswered, with nothing noted to look for, is parked for the user',
      { kind: 'task', payload: taskPayload, progress: { sent: true } },
      { progress: undefined, state: 'parked', lastError: render(MAYBE_SENT), lastErrorText: MAYBE_SENT },
    ],
    [
      '2 (232b0f0): an upload not sent yet simply starts over',
      { kind: 'upload', payload: uploadPayload, progress: { sent: false } },
      { progress: undefined, state: 'pending' },
    ],
    [
      '3 (fd4afcb): a clip mark with its time stays as it is',
      {
        kind: 'clip',
        payload: clipPayload,
        progress: { nextPart: 0, totalParts: 1, blockIds: [], cursor, inFlight: { step: 0, sentAt: 5 } },
      },
      { progress: { nextPart: 0, totalParts: 1, blockIds: [], cursor, inFlight: { step: 0, sentAt: 5 } } },
    ],
    [
      '4 (365ec0c): a task mark gets its step name',
      { kind: 'task', payload: taskPayload, progress: { inFlight: { knownIds: ['t0'], sentAt: 5 } } },
      { progress: { inFlight: { step: 'task', knownIds: ['t0'], sentAt: 5 } } },
    ],
    [
      '5 (543079f): a clip’s one owed check becomes a check per parent',
      {
        kind: 'clip',
        payload: clipPayload,
        progress: { nextPart: 1, totalParts: 1, blockIds: ['b1'], cursor, check: { cursor, ids: ['b1'] } },
      },
      {
        progress: {
          nextPart: 1,
          totalParts: 1,
          blockIds: ['b1'],
          cursor,
          checks: [{ cursor, runs: [{ ids: ['b1'] }] }],
        },
      },
    ],
    [
      '5 (543079f): an upload’s owed check keeps the image’s size and type',
      {
        kind: 'upload',
        payload: uploadPayload,
        progress: {
          anchor: cursor,
          blockId: 'i1',
          assetUrl: 'u',
          check: { cursor, ids: ['i1'], upload: { size: 9, contentType: 'image/png' } },
        },
      },
      {
        progress: {
          anchor: cursor,
          blockId: 'i1',
          assetUrl: 'u',
          checks: [{ cursor, runs: [{ ids: ['i1'], upload: { size: 9, contentType: 'image/png' } }] }],
        },
      },
    ],
    [
      '6 (649bca9): an upload’s check joins the checks every kind owes',
      {
        kind: 'upload',
        payload: uploadPayload,
        progress: { anchor: cursor, blockId: 'i1', assetUrl: 'u', check: { cursor, runs: [{ ids: ['i1'] }] } },
      },
      { progress: { anchor: cursor, blockId: 'i1', assetUrl: 'u', checks: [{ cursor, runs: [{ ids: ['i1'] }] }] } },
    ],
    [
      '6 (649bca9): a to-do block’s window too, and the task mark gets its step',
      {
        kind: 'task',
        payload: taskPayload,
        progress: {
          arrived: {
            delivered: { id: 'b1', markdown: '- [ ] x', asBlock: true, blockIds: ['b1'] },
            window: { cursor, runs: [{ ids: ['b1'] }] },
          },
        },
      },
      {
        progress: {
          arrived: { delivered: { id: 'b1', markdown: '- [ ] x', asBlock: true, blockIds: ['b1'] } },
          checks: [{ cursor, runs: [{ ids: ['b1'] }] }],
        },
      },
    ],
    [
      '6 (649bca9): a clip of today’s shape is only stamped',
      {
        kind: 'clip',
        payload: clipPayload,
        progress: {
          nextPart: 1,
          totalParts: 2,
          blockIds: ['b1'],
          cursor,
          checks: [{ cursor, runs: [{ ids: ['b1'] }] }],
          documentCheck: { knownIds: [] },
        },
      },
      {
        progress: {
          nextPart: 1,
          totalParts: 2,
          blockIds: ['b1'],
          cursor,
          checks: [{ cursor, runs: [{ ids: ['b1'] }] }],
          documentCheck: { knownIds: [] },
        },
      },
    ],
  ])('shape %s', async (_name, old, expected) => {
    const store = await legacyStore([{ id: 'j', ...envelope, ...old }]);
    const [job] = await store.all();
    expect(job).toEqual({
      id: 'j',
      ...envelope,
      ...old,
      payload: pinnedPayloads.get(old.payload),
      ...expected,
      schema: JOB_SCHEMA,
    });
  });

  // 23:59:58 on 23 November in Berlin, migrated whenever: the day it was made, in its space's timezone.
  const madeLate = Date.parse('2026-11-23T22:59:58Z');
  const berlin = {
    connectionOf: (id?: string) => (id === 'c1' ? { timezone: 'Europe/Berlin', spaceId: 'space-1' } : undefined),
  };
  const day = { kind: 'daily-note', date: '2026-11-23', today: true } as const;
  const noted = { parent: { date: 'today' }, afterId: 'a0', beforeId: null };
  it.each([
    [
      'a clip to today’s note and the place its lost write was noted',
      {
        kind: 'clip',
        payload: clipPayload,
        progress: { nextPart: 0, totalParts: 1, blockIds: [], cursor: noted, inFlight: { step: 0, sentAt: 5 } },
      },
      {
        payload: { request: { ...clipPayload.request, destination: day } },
        progress: {
          nextPart: 0,
          totalParts: 1,
          blockIds: [],
          cursor: { ...noted, parent: { date: '2026-11-23' } },
          inFlight: { step: 0, sentAt: 5 },
        },
      },
    ],
    [
      'an image to today’s note with its owed check',
      {
        kind: 'upload',
        payload: uploadPayload,
        progress: { anchor: noted, checks: [{ cursor: noted, runs: [{ ids: ['i1'] }] }] },
      },
      {
        payload: { ...uploadPayload, destination: day },
        progress: {
          anchor: { ...noted, parent: { date: '2026-11-23' } },
          checks: [{ cursor: { ...noted, parent: { date: '2026-11-23' } }, runs: [{ ids: ['i1'] }] }],
        },
      },
    ],
    [
      'a task to today’s note, scheduled tomorrow, due yesterday',
      { kind: 'task', payload: { title: 'x', place: today, scheduleDate: 'tomorrow', deadlineDate: 'yesterday' } },
      { payload: { title: 'x', place: day, scheduleDate: '2026-11-24', deadlineDate: '2026-11-22' } },
    ],
    ['a delivered clip is left as it was', { kind: 'clip', payload: clipPayload, state: 'done' }, {}],
  ])('shape 8: %s gets the day it was made', async (_name, old, expected) => {
    const store = await legacyStore([{ id: 'j', ...envelope, createdAt: madeLate, schema: 7, ...old }], berlin);
    const [job] = await store.all();
    const kept = 'state' in old && old.state === 'done' ? {} : { spaceId: 'space-1' };
    expect(job).toEqual({
      id: 'j',
      ...envelope,
      createdAt: madeLate,
      ...old,
      ...kept,
      ...expected,
      schema: JOB_SCHEMA,
    });
  });

  it('shape 8: a record whose connection is gone gets no space id', async () => {
    const store = await legacyStore(
      [
        {
          id: 'j',
          ...envelope,
          connectionId: 'gone',
          createdAt: madeLate,
          schema: 7,
          kind: 'task',
          payload: taskPayload,
        },
      ],
      berlin,
    );
    const [job] = await store.all();
    expect(job).toEqual({
      id: 'j',
      ...envelope,
      connectionId: 'gone',
      createdAt: madeLate,
      kind: 'task',
      payload: taskPayload,
      schema: JOB_SCHEMA,
    });
  });

  it('a record of today’s shape is left alone, and new records are stamped', async () => {
    const store = await openOutboxStore(`fresh-${crypto.randomUUID()}`);
    const outbox = createOutbox({ store, handlers: deliveryHandlers({ connect: async () => undefined }) });
    const job = await outbox.enqueue({ kind: 'task', title: 't', payload: { title: 't', place: { kind: 'inbox' } } });
    expect((await store.get(job.id))!.schema).toBe(JOB_SCHEMA);
  });
});

describe('a job waiting across an update does the check it owed', () => {
  async function deliverAll(store: OutboxStore) {
    const link = emulator.link('space');
    const client = createCraftClient({
      baseUrl: link.apiUrl,
      apiKey: link.apiKey,
      timeoutMs: 1_000,
      retry: { limit: 0 },
    });
    const outbox = createOutbox({
      store,
      handlers: deliveryHandlers({ connect: async () => ({ client, kind: 'space' }), settleMs: 0 }),
    });
    await outbox.drain();
    return { client, jobs: await store.all() };
  }

  function clientOf() {
    const link = emulator.link('space');
    return createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
  }

  /** Today's note from `anchorId` on (the seeded space has blocks there already). */
  const noteFrom = (anchorId: string) => {
    const blocks = (emulator.state.dailyNote('today')?.content ?? []) as Block[];
    return blocks.slice(blocks.findIndex((b) => b.id === anchorId));
  };

  it('shape 5: a clip that arrived, with the browser’s resent copy still to remove → the copy goes, the clip stays', async () => {
    const client = clientOf();
    const [anchor] = await client.blocks.insertMarkdown('Already there', { position: 'end', date: 'today' });
    const [ours] = await client.blocks.insertMarkdown('Hello there', { position: 'end', date: 'today' });
    await client.blocks.insertMarkdown('Hello there', { position: 'end', date: 'today' }); // the resend's copy
    const window = { parent: { date: 'today' }, afterId: anchor!.id, beforeId: null };
    const store = await legacyStore(
      [
        {
          id: 'clip-5',
          kind: 'clip',
          ...envelope,
          createdAt: Date.now(),
          payload: clipPayload,
          progress: {
            nextPart: 1,
            totalParts: 1,
            blockIds: [ours!.id],
            cursor: { ...window, afterId: ours!.id },
            check: { cursor: window, ids: [ours!.id] },
          },
        },
      ],
      EMULATOR_ZONE,
    );
    const { jobs } = await deliverAll(store);
    expect(jobs[0]).toMatchObject({ state: 'done' });
    expect(noteFrom(anchor!.id).map((b) => b.id)).toEqual([anchor!.id, ours!.id]);
  });

  it('shape 6: a task whose answer was lost (a mark without a step name) is found, not sent again', async () => {
    const client = clientOf();
    const [created] = await client.tasks.create([{ markdown: 'Water the plants', location: { type: 'inbox' } }]);
    const store = await legacyStore([
      {
        id: 'task-6',
        kind: 'task',
        ...envelope,
        payload: taskPayload,
        progress: { inFlight: { knownIds: [], sentAt: 0 } },
      },
    ]);
    emulator.log.clear();
    const { jobs } = await deliverAll(store);
    expect(jobs[0]).toMatchObject({ state: 'done', result: { id: created!.id } });
    expect(emulator.log.entries().filter((e) => e.method === 'POST')).toEqual([]);
    expect(emulator.state.tasks().filter((t) => String(t.markdown).includes('Water the plants'))).toHaveLength(1);
  });

  it('shape 6: an upload’s owed check (image and caption) removes the resent caption', async () => {
    const client = clientOf();
    const [anchor] = await client.blocks.insertMarkdown('Before the image', { position: 'end', date: 'today' });
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
      (c) => c.charCodeAt(0),
    );
    const image = await client.upload(png.buffer as ArrayBuffer, 'image/png', { position: 'end', date: 'today' });
    const caption = '<caption>From [Page](https://example.com/)</caption>';
    const [ours] = await client.blocks.insertMarkdown(caption, { position: 'after', siblingId: image.blockId });
    await client.blocks.insertMarkdown(caption, { position: 'after', siblingId: image.blockId }); // the resend's copy
    const window = { parent: { date: 'today' }, afterId: image.blockId, beforeId: null };
    const store = await legacyStore(
      [
        {
          id: 'upload-6',
          kind: 'upload',
          ...envelope,
          createdAt: Date.now(),
          payload: { ...uploadPayload, bytes: png.buffer },
          progress: {
            anchor: { parent: { date: 'today' }, afterId: anchor!.id, beforeId: null },
            blockId: image.blockId,
            assetUrl: image.assetUrl,
            captionBlockId: ours!.id,
            check: { cursor: window, runs: [{ ids: [ours!.id] }] },
          },
        },
      ],
      EMULATOR_ZONE,
    );
    const { jobs } = await deliverAll(store);
    expect(jobs[0]).toMatchObject({ state: 'done' });
    expect(noteFrom(anchor!.id).map((b) => b.id)).toEqual([anchor!.id, image.blockId, ours!.id]);
  });

  it('shape 2: a task that was sent when the worker stopped is not sent again behind the user’s back', async () => {
    const store = await legacyStore([
      { id: 'task-2', kind: 'task', ...envelope, payload: taskPayload, progress: { sent: true } },
    ]);
    emulator.log.clear();
    const { jobs } = await deliverAll(store);
    expect(jobs[0]).toMatchObject({ state: 'parked', lastError: render(MAYBE_SENT), lastErrorText: MAYBE_SENT });
    expect(emulator.log.entries()).toEqual([]);
  });
});
