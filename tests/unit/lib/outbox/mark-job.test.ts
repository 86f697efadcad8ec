/**
 * The marks kind against the emulator: a page's first marks make one page block in one request; later
 * changes edit those blocks (notes, colours, removals, new marks in page order); a lost answer, a 503
 * or a hang never leaves a mark or a page twice; a page block this job did not know is found again.
 * Each case asserts what the emulator holds and which requests it received.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useEmulator } from './use-emulator';
import { createCraftClient } from '../../../../lib/craft';
import type { Block } from '../../../../lib/craft/types';
import { readMarks } from '../../../../lib/highlights/blocks';
import { passageKey } from '../../../../lib/highlights/page-block';
import type { MarkColor } from '../../../../lib/highlights/blocks';
import { deliveryHandlers } from '../../../../lib/outbox/handlers';
import { createOutbox } from '../../../../lib/outbox/outbox';
import { openOutboxStore } from '../../../../lib/outbox/store';
import type { MarkJob, MarkOp } from '../../../../lib/outbox/kinds/mark/mark-progress';
import type { OutboxJob } from '../../../../lib/outbox/types';

const emulator = useEmulator();
const URL = 'https://essays.test/pen?id=7';
const TEXT = ['First passage here', 'Second passage there', 'Third passage everywhere', 'Fourth and last'];

const quote = (i: number) => ({
  type: 'TextQuoteSelector' as const,
  exact: TEXT[i]!,
  prefix: i ? `word${i} before` : undefined,
  suffix: `after word${i}`,
});
const order = (...at: number[]) => at.map((i) => passageKey(URL, quote(i)));
const put = (i: number, color: MarkColor = 'yellow', note?: string, rev = 1): MarkOp => ({
  op: 'put',
  id: `m${i}`,
  rev,
  quote: quote(i),
  color,
  ...(note ? { note } : {}),
});
const remove = (i: number, rev = 2): MarkOp => ({ op: 'remove', id: `m${i}`, rev, quote: quote(i) });

/**
 * `resend`: 1-based numbers of the POST /blocks the server applies and drops, and the "browser" sends
 * again on its own (Chromium on a reused keep-alive socket: verify-write.ts); the job sees one answer.
 */
async function boxFor(settleMs = 0, resend: number[] = []) {
  const link = emulator.link('space');
  let posts = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method !== 'POST' || !request.url.endsWith('/blocks')) return globalThis.fetch(request);
    const again = request.clone();
    if (!resend.includes(++posts)) return globalThis.fetch(request);
    emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' });
    return globalThis.fetch(request).catch(() => globalThis.fetch(again));
  };
  const client = createCraftClient({
    baseUrl: link.apiUrl,
    apiKey: link.apiKey,
    timeoutMs: 2_000,
    retry: { limit: 0 },
    fetch,
  });
  const store = await openOutboxStore(`marks-${crypto.randomUUID()}`);
  const outbox = createOutbox({
    store,
    handlers: deliveryHandlers({ connect: async () => ({ client, kind: 'space' }), settleMs }),
    backoff: { baseMs: 1, maxMs: 5 },
  });
  async function send(ops: MarkOp[], extra: Partial<MarkJob> = {}): Promise<OutboxJob> {
    const payload: MarkJob = {
      connectionId: 'c1',
      url: URL,
      title: 'On the pen',
      destination: { kind: 'daily-note', date: 'today' },
      ops,
      order: order(0, 1, 2, 3),
      ...extra,
    };
    const job = await outbox.enqueue({ kind: 'mark', title: 'On the pen', connectionId: 'c1', payload });
    for (let i = 0; i < 15 && (await store.get(job.id))!.state === 'pending'; i++) {
      await outbox.deliverNow(job.id);
      await new Promise((r) => setTimeout(r, 5));
    }
    return (await store.get(job.id))!;
  }
  return { send };
}

const note = () => (emulator.state.dailyNote('today')?.content ?? []) as Block[];
const pages = () => note().filter((b) => b.type === 'page');
const content = () => (pages()[0]?.content ?? []) as Block[];
const marks = () => readMarks(content()).map((m) => [m.quote.exact, m.color, m.note]);
const requests = () =>
  emulator.log
    .entries()
    .filter((e) => e.status !== undefined)
    .map((e) => `${e.method} ${e.path}`);

describe('the marks kind', () => {
  it("a page's first marks: one page block titled with the linked page, the marks in page order, one write", async () => {
    const box = await boxFor();
    const done = await box.send([put(2, 'green'), put(0, 'yellow', 'Why *this*?')]);
    expect(done.state).toBe('done');
    expect(pages()).toHaveLength(1);
    expect(pages()[0]!.markdown).toBe('[On the pen](https://essays.test/pen?id=7)');
    expect(marks()).toEqual([
      ['First passage here', 'yellow', 'Why *this*?'],
      ['Third passage everywhere', 'green', undefined],
    ]);
    expect(content()[0]!.markdown).toContain('](https://essays.test/pen?id=7#:~:text=');
    expect(requests().filter((r) => r.startsWith('POST'))).toEqual(['POST /blocks']);
    expect((done.result as { pageBlockId: string }).pageBlockId).toBe(pages()[0]!.id);
  });

  it('later changes edit the same blocks: a note, a colour, a removal, a new mark between two', async () => {
    const box = await boxFor();
    const first = await box.send([put(0), put(2, 'green', 'old note'), put(3)]);
    const pageBlockId = (first.result as { pageBlockId: string }).pageBlockId;
    const ids = content().map((b) => b.id);
    emulator.log.clear();
    const done = await box.send(
      [put(0, 'yellow', 'a new note', 2), put(2, 'red', 'edited note', 2), remove(3), put(1, 'blue')],
      { pageBlockId },
    );
    expect(done.state).toBe('done');
    expect(pages()).toHaveLength(1);
    expect(marks()).toEqual([
      ['First passage here', 'yellow', 'a new note'],
      ['Second passage there', 'blue', undefined],
      ['Third passage everywhere', 'red', 'edited note'],
    ]);
    // The kept marks are the same blocks, changed in place.
    expect(content()[0]!.id).toBe(ids[0]);
    expect(content().map((b) => b.id)).toContain(ids[1]);
    expect(requests()).toEqual([
      'GET /blocks',
      'DELETE /blocks',
      'PUT /blocks',
      'POST /blocks', // the note under the first mark
      'POST /blocks', // the new mark after it
      'GET /blocks', // the resend checks: the page read once
      'GET /blocks',
    ]);
  });

  it('a job that does not know the page block finds it in the destination (another job made it)', async () => {
    const box = await boxFor();
    await box.send([put(0)]);
    emulator.log.clear();
    const done = await box.send([put(3, 'pink')]);
    expect(done.state).toBe('done');
    expect(pages()).toHaveLength(1);
    expect(marks()).toEqual([
      ['First passage here', 'yellow', undefined],
      ['Fourth and last', 'pink', undefined],
    ]);
  });

  it('a page block deleted in Craft: the marks go into a new one in the destination', async () => {
    const box = await boxFor();
    const first = await box.send([put(0)]);
    const pageBlockId = (first.result as { pageBlockId: string }).pageBlockId;
    const link = emulator.link('space');
    const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
    await client.blocks.delete([pageBlockId]);
    const done = await box.send([put(1)], { pageBlockId });
    expect(done.state).toBe('done');
    expect(pages()).toHaveLength(1);
    expect(marks()).toEqual([['Second passage there', 'yellow', undefined]]);
  });

  it('removing marks from a page Craft never had sends nothing', async () => {
    const box = await boxFor();
    const done = await box.send([remove(0)]);
    expect(done.state).toBe('done');
    expect(requests().filter((r) => !r.startsWith('GET'))).toEqual([]);
  });

  type Arm = (m: { method: string; path: string }) => void;
  const faults: Array<[string, Arm]> = [
    ['503 twice', (m) => emulator.faults.force({ ...m, status: 503, times: 2 })],
    ['answer lost after the write', (m) => emulator.faults.dropAfterApply(m)],
    ['hang (request times out)', (m) => emulator.faults.hang(m)],
  ];

  it.each(faults)('%s on the page block: the page and its marks arrive once', async (_name, arm) => {
    const box = await boxFor();
    arm({ method: 'POST', path: '/blocks' });
    const done = await box.send([put(0), put(1, 'green')]);
    emulator.faults.reset();
    expect(done.state).toBe('done');
    expect(pages()).toHaveLength(1);
    expect(marks()).toEqual([
      ['First passage here', 'yellow', undefined],
      ['Second passage there', 'green', undefined],
    ]);
  });

  it.each(faults)('%s on a new mark and a note: each arrives once', async (_name, arm) => {
    const box = await boxFor();
    const first = await box.send([put(0), put(3)]);
    const pageBlockId = (first.result as { pageBlockId: string }).pageBlockId;
    arm({ method: 'POST', path: '/blocks' });
    const done = await box.send([put(1, 'cyan'), put(3, 'yellow', 'noted', 2)], { pageBlockId });
    emulator.faults.reset();
    expect(done.state).toBe('done');
    expect(marks()).toEqual([
      ['First passage here', 'yellow', undefined],
      ['Second passage there', 'cyan', undefined],
      ['Fourth and last', 'yellow', 'noted'],
    ]);
    expect(content()).toHaveLength(4);
  });

  it("the browser's silent resend of the page block and of a new mark: each once", async () => {
    const box = await boxFor(0, [1, 2]);
    const first = await box.send([put(0), put(2)]);
    expect(pages()).toHaveLength(1);
    const pageBlockId = (first.result as { pageBlockId: string }).pageBlockId;
    const done = await box.send([put(1, 'green', 'a note')], { pageBlockId });
    expect(done.state).toBe('done');
    expect(marks()).toEqual([
      ['First passage here', 'yellow', undefined],
      ['Second passage there', 'green', 'a note'],
      ['Third passage everywhere', 'yellow', undefined],
    ]);
    expect(content()).toHaveLength(4);
    // Both POSTs did land twice: the checks removed the copies.
    expect(emulator.log.entries().filter((e) => e.method === 'POST')).toHaveLength(4);
  });

  it('an unanswered write is waited out before the page is read again (it may still land)', async () => {
    const box = await boxFor(60_000);
    emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' });
    const done = await box.send([put(0)]);
    emulator.faults.reset();
    // Still waiting: settling, not sent again.
    expect(done.state).toBe('pending');
    expect(done.lastErrorText?.key).toBe('outbox_settling');
    expect(requests().filter((r) => r === 'POST /blocks')).toHaveLength(1);
    expect(pages()).toHaveLength(1);
  });
});
