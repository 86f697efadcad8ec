/**
 * Chromium's silent resend of a POST (verify-write.ts), one case at a time against the emulator:
 * the server applies a write, drops the connection, the "browser" sends it again and the job sees
 * one answer. What counts is what the emulator holds afterwards — each clip, task and document
 * once — and that the check costs one read per place, not one per write, and survives its own
 * read failing (it is retried; the write never is).
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useEmulator } from './use-emulator';
import { wrapAsPage } from '../../../../lib/convert/wrap';
import { createCraftClient } from '../../../../lib/craft';
import type { Block } from '../../../../lib/craft/types';
import type { ClipRequest } from '../../../../lib/model/clip';
import type { JobKind } from '../../../../lib/model/outbox';
import { deliveryHandlers } from '../../../../lib/outbox/handlers';
import { createOutbox } from '../../../../lib/outbox/outbox';
import { openOutboxStore } from '../../../../lib/outbox/store';

const emulator = useEmulator();

interface Plan {
  /** 1-based numbers of the POSTs (to `path`) the server applies, drops, and the browser resends. */
  resend?: number[];
  /** 1-based numbers of the POSTs whose answer is lost for good (applied, dropped, not resent). */
  lose?: number[];
  path: string;
  /** 1-based numbers of the POSTs applied and dropped whose browser resend the server refuses with a 429 (rate limit). */
  resendRefused?: number[];
  /** After this POST is answered, the next GET fails once with a 503 (the check's read). */
  failReadAfter?: number;
}

/** A client whose fetch behaves like Chromium on a reused keep-alive socket, per the plan. */
async function outboxFor(plan: Plan) {
  const link = emulator.link('space');
  let posts = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^.*\/api\/v1/, '');
    if (request.method !== 'POST' || path !== plan.path) return globalThis.fetch(request);
    const n = ++posts;
    const again = request.clone();
    if (plan.resend?.includes(n) || plan.lose?.includes(n) || plan.resendRefused?.includes(n))
      emulator.faults.dropAfterApply({ method: 'POST', path: plan.path });
    try {
      const response = await globalThis.fetch(request);
      if (n === plan.failReadAfter) emulator.faults.force({ method: 'GET', status: 503 });
      return response;
    } catch (error) {
      if (plan.resendRefused?.includes(n)) {
        emulator.faults.force({ method: 'POST', path: plan.path, status: 429, headers: { 'Retry-After': '1' } });
        return globalThis.fetch(again);
      }
      if (!plan.resend?.includes(n)) throw error;
      const response = await globalThis.fetch(again);
      if (n === plan.failReadAfter) emulator.faults.force({ method: 'GET', status: 503 });
      return response;
    }
  };
  const client = createCraftClient({
    baseUrl: link.apiUrl,
    apiKey: link.apiKey,
    timeoutMs: 1_000,
    retry: { limit: 0 },
    fetch,
  });
  const store = await openOutboxStore(`resend-${crypto.randomUUID()}`);
  const outbox = createOutbox({
    store,
    backoff: { baseMs: 1, maxMs: 5 },
    handlers: deliveryHandlers({ connect: async () => ({ client, kind: 'space' }), settleMs: 0 }),
  });
  return { outbox, store };
}

async function deliver(box: Awaited<ReturnType<typeof outboxFor>>, kind: JobKind, title: string, payload: unknown) {
  const job = await box.outbox.enqueue({ kind, title, payload } as Parameters<typeof box.outbox.enqueue>[0]);
  let attempts = 0;
  for (; attempts < 20; attempts++) {
    const outcome = await box.outbox.deliverNow(job.id);
    if (outcome.status === 'done' || outcome.status === 'parked') break;
  }
  return { job: (await box.store.get(job.id))!, attempts: attempts + 1 };
}

/** One paragraph per request: each is over half of the 200-byte parts the clips below ask for. */
const paragraphs = (tag: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `${tag} paragraph ${i + 1} with enough words to fill one request of this clip on its own, and then a good few more words besides.`,
  );
const texts = (blocks: Block[] | undefined) => (blocks ?? []).map((b) => String(b.markdown));
/** The paragraphs of the clip tagged `tag` that the place holds, in order (the seeded note has others). */
const tagged = (blocks: Block[] | undefined, tag: string) => texts(blocks).filter((t) => t.startsWith(tag));
const requests = (method: string, path: string) =>
  emulator.log.entries().filter((e) => e.method === method && e.path === path);
const today = () => emulator.state.dailyNote('today')?.content as Block[] | undefined;

function clipRequest(
  markdown: string,
  destination: ClipRequest['destination'] = { kind: 'daily-note', date: 'today' },
) {
  return { request: { destination, insertAt: 'end' as const, markdown, title: 'Resent', maxBytes: 200 } };
}

describe('the browser resent a POST and the job saw one answer', () => {
  it.each([[[1]], [[6]], [[12]], [[2, 7, 11]]])(
    'inline clip of 12 parts, POSTs %j resent: every paragraph once, in order, checked with one read',
    async (resend) => {
      const body = paragraphs('Inline', 12);
      const box = await outboxFor({ path: '/blocks', resend });
      const { job } = await deliver(box, 'clip', 'Resent', clipRequest(body.join('\n\n')));
      expect(job.state).toBe('done');
      expect(tagged(today(), body[0]!.split(' ')[0]!)).toEqual(body);
      expect(requests('POST', '/blocks')).toHaveLength(12 + resend.length);
      // One read to note the place before the first part, one to check them all after the last.
      expect(requests('GET', '/blocks')).toHaveLength(2);
    },
  );

  it.each([[[1]], [[4]]])('page clip, POST %j resent: one page holding every paragraph once', async (resend) => {
    const body = paragraphs('Paged', 8);
    const box = await outboxFor({ path: '/blocks', resend });
    const { job } = await deliver(box, 'clip', 'Resent', clipRequest(wrapAsPage('Resent page', body.join('\n\n'))));
    expect(job.state).toBe('done');
    const pages = (today() ?? []).filter((b) => b.type === 'page' && b.markdown === 'Resent page');
    expect(pages).toHaveLength(1);
    expect(texts(pages[0]!.content as Block[])).toEqual(body);
  });

  it('a resent part, then a later part whose answer was lost for good: the copy is not taken for the lost part', async () => {
    const body = paragraphs('Mixed', 10);
    const box = await outboxFor({ path: '/blocks', resend: [3], lose: [6] });
    const { job } = await deliver(box, 'clip', 'Resent', clipRequest(body.join('\n\n')));
    expect(job.state).toBe('done');
    expect(tagged(today(), body[0]!.split(' ')[0]!)).toEqual(body);
  });

  it('the check read fails: the check is retried on the next attempt, no write is sent again', async () => {
    const body = paragraphs('Checked', 5);
    const box = await outboxFor({ path: '/blocks', resend: [5], failReadAfter: 5 });
    const { job, attempts } = await deliver(box, 'clip', 'Resent', clipRequest(body.join('\n\n')));
    expect(job.state).toBe('done');
    expect(attempts).toBe(2);
    expect(requests('POST', '/blocks')).toHaveLength(6);
    expect(tagged(today(), body[0]!.split(' ')[0]!)).toEqual(body);
  });

  it('new document: POST /documents resent and the check read fails: one document, with the clip', async () => {
    const body = paragraphs('NewDoc', 3);
    const box = await outboxFor({ path: '/documents', resend: [1], failReadAfter: 1 });
    const { job, attempts } = await deliver(
      box,
      'clip',
      'Resent',
      clipRequest(body.join('\n\n'), { kind: 'new-document', title: 'Resent document' }),
    );
    expect(job.state).toBe('done');
    expect(attempts).toBe(2);
    const docs = emulator.state.documents().filter((d) => d.title === 'Resent document' && d.location !== 'trash');
    expect(docs).toHaveLength(1);
    expect(texts(emulator.state.block(docs[0]!.id)?.content as Block[])).toEqual(body);
  });

  it.each([
    ['the inbox', { kind: 'inbox' }],
    ["today's note", { kind: 'daily-note', date: 'today' }],
  ] as const)('task into %s: POST /tasks resent and the check read fails: the task once', async (_name, place) => {
    const box = await outboxFor({ path: '/tasks', resend: [1], failReadAfter: 1 });
    const title = `Resent task ${crypto.randomUUID().slice(0, 6)}`;
    const { job, attempts } = await deliver(box, 'task', title, { title, place });
    expect(job.state).toBe('done');
    expect(attempts).toBe(2);
    expect(requests('POST', '/tasks')).toHaveLength(2);
    const found = emulator.state.tasks().filter((t) => String(t.markdown).includes(title));
    expect(found.map((t) => t.id)).toEqual([(job.result as { id: string }).id]);
  });

  // The 429 answers the resend only: the first request was applied. Only a look tells (seed 505's duplicate).
  it.each([
    ['a task', '/tasks', 'task'],
    ['an upload', '/upload', 'upload'],
  ] as const)(
    '%s applied, dropped, and its browser resend refused with 429: it arrives once',
    async (_name, path, kind) => {
      const box = await outboxFor({ path, resendRefused: [1] });
      const title = `Refused resend ${crypto.randomUUID().slice(0, 6)}`;
      const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, ...new Uint8Array(40 + title.length)]);
      const payload =
        kind === 'task'
          ? { title, place: { kind: 'inbox' } }
          : { destination: { kind: 'daily-note', date: 'today' }, bytes: bytes.buffer, contentType: 'image/png' };
      const { job } = await deliver(box, kind, title, payload);
      expect(job.state).toBe('done');
      const made =
        kind === 'task'
          ? emulator.state.tasks().filter((t) => String(t.markdown).includes(title))
          : (today() ?? []).filter((b) => b.type === 'image' && b.fileSize === bytes.byteLength);
      expect(made).toHaveLength(1);
    },
  );
});
