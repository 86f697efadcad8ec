/**
 * Exactly-once clip delivery against the emulator, one fault at a time: each case asserts what the
 * emulator holds — every paragraph once, in order — not just what the outbox says.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useEmulator } from './use-emulator';
import { wrapAsPage } from '../../../../lib/convert/wrap';
import { createCraftClient } from '../../../../lib/craft';
import type { Block } from '../../../../lib/craft/types';
import type { ClipRequest } from '../../../../lib/model/clip';
import { deliveryHandlers } from '../../../../lib/outbox/handlers';
import { createOutbox } from '../../../../lib/outbox/outbox';
import { openOutboxStore } from '../../../../lib/outbox/store';

const emulator = useEmulator();

const paragraphs = (tag: string, n = 6) =>
  Array.from({ length: n }, (_, i) => `${tag} paragraph ${i + 1} with enough words to fill a request.`);

/** The emulator applies a dropped write before dropping it: nothing to wait for, unless a test says so. */
async function outboxFor(beforeRequest: (method: string) => void = () => {}, settleMs = 0) {
  const link = emulator.link('space');
  const fetch: typeof globalThis.fetch = (input, init) => {
    beforeRequest(input instanceof Request ? input.method : (init?.method ?? 'GET'));
    return globalThis.fetch(input, init);
  };
  const client = createCraftClient({
    baseUrl: link.apiUrl,
    apiKey: link.apiKey,
    timeoutMs: 300,
    retry: { limit: 0 },
    fetch,
  });
  const store = await openOutboxStore(`clip-job-${crypto.randomUUID()}`);
  const outbox = createOutbox({
    store,
    handlers: deliveryHandlers({ connect: async () => ({ client, kind: 'space' }), settleMs }),
    backoff: { baseMs: 1, maxMs: 5 },
  });
  return { outbox, store, client };
}

/** Sends a clip, retrying due attempts until it is done or parked. */
async function send(request: Omit<ClipRequest, 'insertAt'> & { insertAt?: 'start' | 'end' }) {
  const { outbox, store } = await outboxFor();
  const job = await outbox.enqueue({
    kind: 'clip',
    title: request.title,
    payload: { request: { insertAt: 'end', ...request } },
  });
  for (let i = 0; i < 20; i++) {
    const outcome = await outbox.deliverNow(job.id);
    if (outcome.status === 'done' || outcome.status === 'parked') break;
    await new Promise((r) => setTimeout(r, 10));
  }
  return (await store.get(job.id))!;
}

const texts = (blocks: Block[] | undefined) => (blocks ?? []).map((b) => String(b.markdown));
const posts = () => emulator.log.entries().filter((e) => e.method === 'POST' && e.path === '/blocks');

function expectOnceInOrder(haystack: string[], wanted: string[]) {
  for (const w of wanted)
    expect(
      haystack.filter((t) => t === w),
      w,
    ).toHaveLength(1);
  const at = wanted.map((w) => haystack.indexOf(w));
  expect(at).toEqual([...at].sort((a, b) => a - b));
}

describe('clip delivery exactly once', () => {
  it.each([1, 2, 3])(
    'inline clip in parts, the answer to POST %i lost after the write: every paragraph once, in order',
    async (nth) => {
      const body = paragraphs(`Drop${nth}`, 12);
      let count = 0;
      // Arms the fault just before the nth POST /blocks goes out.
      const { outbox, store } = await outboxFor((method) => {
        if (method === 'POST' && ++count === nth) emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' });
      });
      const request = {
        destination: { kind: 'daily-note', date: 'today' } as const,
        insertAt: 'end' as const,
        markdown: body.join('\n\n'),
        title: 't',
        maxBytes: 200,
      };
      const job = await outbox.enqueue({ kind: 'clip', title: 't', payload: { request } });
      for (let i = 0; i < 10 && (await store.get(job.id))!.state === 'pending'; i++) await outbox.deliverNow(job.id);
      expect((await store.get(job.id))!.state).toBe('done');
      expect(posts().filter((e) => e.status === 0)).toHaveLength(1);
      expectOnceInOrder(texts(emulator.state.dailyNote('today')?.content as Block[]), body);
    },
  );

  it('page format, the answer to the request that creates the page lost: one page, all paragraphs in it', async () => {
    const body = paragraphs('PageDrop', 8);
    emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' });
    const job = await send({
      destination: { kind: 'daily-note', date: 'today' },
      markdown: wrapAsPage('Lost answer page', body.join('\n\n')),
      title: 'Lost answer page',
      maxBytes: 250,
    });
    expect(job.state).toBe('done');
    const pages = (emulator.state.dailyNote('today')?.content as Block[]).filter(
      (b) => b.type === 'page' && b.markdown === 'Lost answer page',
    );
    expect(pages).toHaveLength(1);
    expect(texts(pages[0].content as Block[])).toEqual(body);
  });

  it.each([false, true])(
    'new document (in a folder: %s), the answer to POST /documents lost: one document, with the clip',
    async (inFolder) => {
      const { client } = await outboxFor();
      const folderId = inFolder
        ? (await client.folders.list()).find((f) => !['unsorted', 'templates', 'daily_notes', 'trash'].includes(f.id))
            ?.id
        : undefined;
      if (inFolder) expect(folderId).toBeTruthy();
      emulator.faults.dropAfterApply({ method: 'POST', path: '/documents' });
      const body = paragraphs('DocDrop', 3);
      const job = await send({
        destination: { kind: 'new-document', title: 'Only once please', folderId },
        markdown: body.join('\n\n'),
        title: 'Only once please',
      });
      expect(job.state).toBe('done');
      const docs = emulator.state.documents().filter((d) => d.title === 'Only once please');
      expect(docs).toHaveLength(1);
      expect(docs[0].folderId).toBe(folderId);
      expect(texts(emulator.state.block(docs[0].id)?.content as Block[])).toEqual(body);
    },
  );

  it('at the top of a document with content, answer lost: the clip once, above what was there', async () => {
    const doc = emulator.state.documentByTitle('Project Plan') as Block;
    const before = texts(doc.content as Block[]);
    emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' });
    const body = paragraphs('Top', 4);
    const job = await send({
      destination: { kind: 'document', id: doc.id, title: 'Project Plan' },
      insertAt: 'start',
      markdown: body.join('\n\n'),
      title: 't',
      maxBytes: 200,
    });
    expect(job.state).toBe('done');
    expect(texts(emulator.state.block(doc.id)?.content as Block[])).toEqual([...body, ...before]);
  });

  it.each([
    ['a 503 (not applied)', () => emulator.faults.force({ method: 'POST', path: '/blocks', status: 503 })],
    ['a hung request (timeout)', () => emulator.faults.hang({ method: 'POST', path: '/blocks' })],
    [
      'a 429 burst with Retry-After',
      () =>
        emulator.faults.force({
          method: 'POST',
          path: '/blocks',
          status: 429,
          headers: { 'Retry-After': '0' },
          times: 3,
        }),
    ],
  ])('after %s the write is sent again and arrives once', async (_name, fault) => {
    fault();
    const body = paragraphs('Retry', 3);
    const job = await send({
      destination: { kind: 'daily-note', date: 'today' },
      markdown: body.join('\n\n'),
      title: 't',
    });
    expect(job.state).toBe('done');
    expectOnceInOrder(texts(emulator.state.dailyNote('today')?.content as Block[]), body);
  });

  it('a deleted destination (404) parks the clip with its reason; the content stays to copy', async () => {
    const body = paragraphs('Gone', 2);
    const job = await send({
      destination: { kind: 'document', id: 'NO-SUCH-DOC', title: 'Deleted' },
      markdown: body.join('\n\n'),
      title: 'Gone',
    });
    expect(job).toMatchObject({ state: 'parked', lastError: expect.stringMatching(/couldn't find/) });
    expect(job.payload).toMatchObject({ request: { markdown: body.join('\n\n') } });
  });

  it('when the place changed after a lost answer, it parks instead of guessing (nothing twice)', async () => {
    const doc = emulator.state.documentByTitle('Reading List') as Block;
    const link = emulator.link('space');
    const other = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
    emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' });
    const { outbox, store } = await outboxFor();
    const job = await outbox.enqueue({
      kind: 'clip',
      title: 't',
      payload: {
        request: {
          destination: { kind: 'document', id: doc.id, title: 'x' },
          insertAt: 'end',
          markdown: 'Mine one\n\nMine two',
          title: 't',
        },
      },
    });
    expect((await outbox.deliverNow(job.id)).status).toBe('retrying');
    // Someone removes what arrived and writes something else in its place.
    const arrived = (emulator.state.block(doc.id)?.content as Block[]).filter((b) =>
      String(b.markdown).startsWith('Mine'),
    );
    await other.blocks.delete(arrived.map((b) => b.id));
    await other.blocks.insertMarkdown('Somebody else', { position: 'end', pageId: doc.id });
    expect((await outbox.deliverNow(job.id)).status).toBe('parked');
    expect(texts(emulator.state.block(doc.id)?.content as Block[]).filter((t) => t.startsWith('Mine'))).toEqual([]);
    expect((await store.get(job.id))!.lastError).toMatch(/could not be confirmed/);
  });

  it('a write left unanswered is looked for only after it has had time to settle (a slow server may still apply it)', async () => {
    let sends = 0;
    const { outbox } = await outboxFor((method) => {
      // The POST outlives its 300 ms timeout at the server and is applied after 500 ms.
      if (method === 'POST' && ++sends === 1) emulator.faults.setLatency(500);
    }, 700);
    const body = paragraphs('Slow', 2);
    const job = await outbox.enqueue({
      kind: 'clip',
      title: 't',
      payload: {
        request: {
          destination: { kind: 'daily-note', date: 'today' },
          insertAt: 'end',
          markdown: body.join('\n\n'),
          title: 't',
        },
      },
    });
    expect((await outbox.deliverNow(job.id)).status).toBe('retrying');
    emulator.faults.setLatency(0);
    // Looking now would find nothing yet and send it again: it waits instead.
    expect(await outbox.deliverNow(job.id)).toMatchObject({
      status: 'retrying',
      error: expect.stringMatching(/settle/),
    });
    await new Promise((r) => setTimeout(r, 800));
    expect((await outbox.deliverNow(job.id)).status).toBe('done');
    expect(sends).toBe(1);
    expectOnceInOrder(texts(emulator.state.dailyNote('today')?.content as Block[]), body);
  });
});
