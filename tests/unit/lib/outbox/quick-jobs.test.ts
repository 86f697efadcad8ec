/**
 * Tasks and uploads through the outbox against the emulator, under the same faults as clips
 * (503, 429 with Retry-After, answer lost after the write, hang): each case asserts what the
 * emulator holds — the task or image exactly once — not just what the outbox says.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useEmulator } from './use-emulator';
import { createCraftClient } from '../../../../lib/craft';
import type { Block } from '../../../../lib/craft/types';
import type { ConnectionKind, Destination, TaskJob } from '../../../../lib/model/types';
import { render } from '../../../../lib/i18n/ui-text';
import { deliveryHandlers } from '../../../../lib/outbox/handlers';
import { createOutbox } from '../../../../lib/outbox/outbox';
import { openOutboxStore } from '../../../../lib/outbox/store';
import type { UploadDelivered } from '../../../../lib/outbox/kinds/upload/upload-progress';
import type { OutboxJob } from '../../../../lib/outbox/types';

const emulator = useEmulator();

// A 1×1 PNG plus a unique tail, so each test's upload can be told apart by size.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const png = (extra: number) => new Uint8Array([...PNG, ...new Uint8Array(extra)]).buffer as ArrayBuffer;

/**
 * `timeoutMs`: short by default, so a hung request fails fast. A test that needs the server's own answer
 * (a 400 that parks) passes ANSWER_WAIT_MS: on a busy machine an answer later than 300 ms was a timeout,
 * retried as a lost answer and then delivered (a full run failed that way once).
 */
async function outboxFor(kind: ConnectionKind = 'space', settleMs = 0, timeoutMs = 300) {
  const link = emulator.link(kind);
  const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey, timeoutMs, retry: { limit: 0 } });
  const store = await openOutboxStore(`quick-${crypto.randomUUID()}`);
  const outbox = createOutbox({
    store,
    handlers: deliveryHandlers({ connect: async () => ({ client, kind }), settleMs }),
    backoff: { baseMs: 1, maxMs: 5 },
  });
  return { outbox, store, client };
}

type Box = Awaited<ReturnType<typeof outboxFor>>;

/** Long enough for any answer on a loaded machine; only the tests without a hang use it. */
const ANSWER_WAIT_MS = 60_000;

/** Delivers until done or parked, as the background's wake-ups would. */
async function settle(box: Box, id: string): Promise<OutboxJob> {
  for (let i = 0; i < 15 && (await box.store.get(id))!.state === 'pending'; i++) {
    await box.outbox.deliverNow(id);
    await new Promise((r) => setTimeout(r, 5));
  }
  return (await box.store.get(id))!;
}

const taskText = (t: string) => emulator.state.tasks().filter((x) => String(x.markdown).includes(t));
const children = (date = 'today') => (emulator.state.dailyNote(date)?.content ?? []) as Block[];

type Fault = [name: string, arm: (m: { method: string; path: string }) => void];
const faults: Fault[] = [
  ['503 twice', (m) => emulator.faults.force({ ...m, status: 503, times: 2 })],
  ['429 with Retry-After', (m) => emulator.faults.force({ ...m, status: 429, headers: { 'Retry-After': '0' } })],
  ['answer lost after the write', (m) => emulator.faults.dropAfterApply(m)],
  ['hang (request times out)', (m) => emulator.faults.hang(m)],
];

describe('tasks exactly once', () => {
  const places: Array<[string, TaskJob['place']]> = [
    ['inbox', { kind: 'inbox' }],
    ['daily note', { kind: 'daily-note', date: 'today' }],
  ];
  describe.each(places)('%s', (_name, place) => {
    it.each(faults)('%s: the task arrives once', async (_fault, arm) => {
      const box = await outboxFor();
      const title = `Task ${crypto.randomUUID().slice(0, 8)}`;
      arm({ method: 'POST', path: '/tasks' });
      const job = await box.outbox.enqueue({ kind: 'task', title, payload: { title, place } });
      const done = await settle(box, job.id);
      emulator.faults.reset();
      expect(done.state).toBe('done');
      expect(taskText(title)).toHaveLength(1);
      expect((done.result as { id: string }).id).toBe(taskText(title)[0].id);
    });
  });

  it('two identical tasks, the second answer lost: both kept, neither doubled', async () => {
    const box = await outboxFor();
    const title = 'Same words twice';
    const first = await box.outbox.enqueue({ kind: 'task', title, payload: { title, place: { kind: 'inbox' } } });
    expect((await settle(box, first.id)).state).toBe('done');
    emulator.faults.dropAfterApply({ method: 'POST', path: '/tasks' });
    const second = await box.outbox.enqueue({ kind: 'task', title, payload: { title, place: { kind: 'inbox' } } });
    const done = await settle(box, second.id);
    expect(done.state).toBe('done');
    expect(taskText(title)).toHaveLength(2);
    expect((done.result as { id: string }).id).not.toBe((first as OutboxJob).id);
  });

  it('a document task whose answer was lost, the document trashed before the look: once after the restore', async () => {
    const box = await outboxFor();
    const [doc] = await box.client.documents.create([{ title: 'Trashed while waiting' }]);
    const title = `Task ${crypto.randomUUID().slice(0, 8)}`;
    const place: TaskJob['place'] = { kind: 'document', id: doc.id, title: doc.title };
    emulator.faults.dropAfterApply({ method: 'POST', path: '/tasks' });
    const job = await box.outbox.enqueue({ kind: 'task', title, payload: { title, place } });
    await box.outbox.deliverNow(job.id);
    // The user moves the document to the trash while the item waits, and restores it later.
    await box.client.documents.delete([doc.id]);
    const done = await settle(box, job.id);
    await box.client.documents.move([doc.id], { destination: 'unsorted' });
    expect(done.state).toBe('done');
    expect(taskText(title)).toHaveLength(1);
  });

  it('a lost answer is looked for only after it had time to settle', async () => {
    const box = await outboxFor('space', 60_000);
    const title = 'Settling task';
    emulator.faults.hang({ method: 'POST', path: '/tasks' });
    const job = await box.outbox.enqueue({ kind: 'task', title, payload: { title, place: { kind: 'inbox' } } });
    expect((await box.outbox.deliverNow(job.id)).status).toBe('retrying');
    emulator.faults.reset();
    // The next attempt neither looks nor resends yet: it waits for the unanswered write to settle.
    expect((await box.outbox.deliverNow(job.id)).status).toBe('retrying');
    expect(emulator.log.entries().filter((e) => e.method === 'POST' && e.path === '/tasks')).toHaveLength(1);
    expect((await box.store.get(job.id))!.nextAttemptAt).toBeGreaterThan(Date.now() + 30_000);
  });

  it.each(faults)('selected documents, to-do block, %s: one block', async (_fault, arm) => {
    const box = await outboxFor('documents');
    const doc = emulator.state.documents().find((d) => d.location !== 'trash')!;
    const title = `Todo ${crypto.randomUUID().slice(0, 8)}`;
    arm({ method: 'POST', path: '/blocks' });
    const job = await box.outbox.enqueue({
      kind: 'task',
      title,
      payload: { title, place: { kind: 'document', id: doc.id, title: doc.title } },
    });
    const done = await settle(box, job.id);
    emulator.faults.reset();
    expect(done.state).toBe('done');
    const blocks = (emulator.state.block(doc.id)?.content ?? []) as Block[];
    expect(blocks.filter((b) => String(b.markdown).includes(title))).toHaveLength(1);
  });

  it.each([[400], [404]])('%i parks the task with the reason and keeps it', async (status) => {
    const box = await outboxFor('space', 0, ANSWER_WAIT_MS);
    emulator.faults.force({ method: 'POST', path: '/tasks', status });
    const job = await box.outbox.enqueue({
      kind: 'task',
      title: 'Refused',
      payload: { title: 'Refused', place: { kind: 'inbox' } },
    });
    const parked = await settle(box, job.id);
    expect(parked.state).toBe('parked');
    expect(parked.lastError).toBeTruthy();
    expect(parked.payload).toMatchObject({ title: 'Refused' });
    expect(taskText('Refused')).toHaveLength(0);
  });
});

describe('uploads exactly once', () => {
  const uploads = () => emulator.log.entries().filter((e) => e.path === '/upload' && e.method === 'POST');
  const imagesOf = (blocks: Block[], size: number) => blocks.filter((b) => b.type === 'image' && b.fileSize === size);
  const source = { title: 'Caption page', url: 'https://example.com/pic' };
  const today: Destination = { kind: 'daily-note', date: 'today' };

  it.each(faults)('upload %s: one image, one caption', async (_fault, arm) => {
    const box = await outboxFor();
    const bytes = png(100 + Math.floor(Math.random() * 1000));
    arm({ method: 'POST', path: '/upload' });
    const job = await box.outbox.enqueue({
      kind: 'upload',
      title: 'Image',
      payload: { destination: today, bytes, contentType: 'image/png', source },
    });
    const done = await settle(box, job.id);
    emulator.faults.reset();
    expect(done.state).toBe('done');
    const blocks = children();
    expect(imagesOf(blocks, bytes.byteLength)).toHaveLength(1);
    const at = blocks.findIndex((b) => b.type === 'image' && b.fileSize === bytes.byteLength);
    expect(String(blocks[at + 1]?.markdown)).toContain('Caption page');
    expect(blocks.filter((b) => String(b.markdown).includes('Caption page'))).toHaveLength(1);
  });

  const captionFaults = faults.filter(([name]) => !name.startsWith('503'));
  it.each(captionFaults)('caption %s: the image is not sent again, one caption', async (_fault, arm) => {
    const box = await outboxFor();
    const bytes = png(2000 + Math.floor(Math.random() * 1000));
    arm({ method: 'POST', path: '/blocks' });
    const job = await box.outbox.enqueue({
      kind: 'upload',
      title: 'Image',
      payload: { destination: today, bytes, contentType: 'image/png', source },
    });
    const done = await settle(box, job.id);
    emulator.faults.reset();
    expect(done.state).toBe('done');
    expect(uploads()).toHaveLength(1);
    expect(imagesOf(children(), bytes.byteLength)).toHaveLength(1);
    expect(children().filter((b) => String(b.markdown).includes('Caption page'))).toHaveLength(1);
  });

  it('an image with its caption reads the place twice for its two writes: noted once before, checked once after', async () => {
    const box = await outboxFor();
    const bytes = png(6000);
    emulator.log.clear();
    const job = await box.outbox.enqueue({
      kind: 'upload',
      title: 'Image',
      payload: { destination: today, bytes, contentType: 'image/png', source },
    });
    expect((await settle(box, job.id)).state).toBe('done');
    const requests = emulator.log.entries().map((e) => `${e.method} ${e.path}`);
    expect(requests.filter((r) => r === 'POST /upload' || r === 'POST /blocks')).toEqual([
      'POST /upload',
      'POST /blocks',
    ]);
    expect(requests.filter((r) => r === 'GET /blocks')).toHaveLength(2);
  });

  it('new document, its creation answer lost: one document with the image', async () => {
    const box = await outboxFor();
    const bytes = png(3000);
    emulator.faults.dropAfterApply({ method: 'POST', path: '/documents' });
    const destination: Destination = { kind: 'new-document', title: 'Upload doc once' };
    const job = await box.outbox.enqueue({
      kind: 'upload',
      title: 'Image',
      payload: { destination, bytes, contentType: 'image/png' },
    });
    const done = await settle(box, job.id);
    expect(done.state).toBe('done');
    const docs = emulator.state.documents().filter((d) => d.title === 'Upload doc once');
    expect(docs).toHaveLength(1);
    expect(imagesOf((emulator.state.block(docs[0].id)?.content ?? []) as Block[], 3000 + PNG.length)).toHaveLength(1);
  });

  it('bytes kept as a Blob are sent the same', async () => {
    const box = await outboxFor();
    const bytes = png(4000);
    const job = await box.outbox.enqueue({
      kind: 'upload',
      title: 'Blob',
      payload: { destination: today, bytes: new Blob([bytes]), contentType: 'image/png' },
    });
    expect((await settle(box, job.id)).state).toBe('done');
    expect(imagesOf(children(), bytes.byteLength)).toHaveLength(1);
  });

  it.each([[400], [503]])(
    'a caption answered %i keeps the image, done, and says the caption is missing',
    async (status) => {
      const box = await outboxFor('space', 0, ANSWER_WAIT_MS);
      const bytes = png(5000 + status);
      emulator.faults.force({ method: 'POST', path: '/blocks', status });
      const job = await box.outbox.enqueue({
        kind: 'upload',
        title: 'Image',
        payload: { destination: today, bytes, contentType: 'image/png', source },
      });
      const done = await settle(box, job.id);
      expect(done.state).toBe('done');
      const { warning } = done.result as UploadDelivered;
      expect(warning).toMatchObject({ key: 'outbox_captionFailed' });
      expect(render(warning!)).toMatch(
        /^The image arrived, but its caption \(the link to the page\) could not be added: ./,
      );
      expect(imagesOf(children(), bytes.byteLength)).toHaveLength(1);
    },
  );

  it('404 destination parks the upload with its bytes kept', async () => {
    const box = await outboxFor('space', 0, ANSWER_WAIT_MS);
    const job = await box.outbox.enqueue({
      kind: 'upload',
      title: 'Gone',
      payload: {
        destination: { kind: 'document', id: 'no-such-doc', title: 'x' },
        bytes: png(10),
        contentType: 'image/png',
      },
    });
    const parked = await settle(box, job.id);
    expect(parked.state).toBe('parked');
    expect(uploads().filter((e) => e.status === 200)).toHaveLength(0);
    expect((parked.payload as { bytes: ArrayBuffer }).bytes.byteLength).toBe(PNG.length + 10);
  });
});
