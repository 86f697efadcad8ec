/**
 * A reader's marks through the background's three messages (marks.ts), against the emulator and the
 * real outbox: a change answers at once; marks made in quick succession arrive in one request; a note,
 * a colour and a removal edit the same blocks; a mark deleted and a note edited in Craft show in the
 * next `pageMarks`; a browser that never saw the page (storage cleared) finds its marks in Craft again.
 */
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getOutbox, startOutbox } from '../../../../entrypoints/background/outbox';
import { outboxHandlers } from '../../../../entrypoints/background/outbox-handlers';
import { MARKS_FRESH, setUpMarks } from '../../../../entrypoints/background/marks';
import { createServices } from '../../../../entrypoints/background/services';
import { createCraftClient } from '../../../../lib/craft';
import type { Block } from '../../../../lib/craft/types';
import { readMarks } from '../../../../lib/highlights/blocks';
import { learnMarkedPages } from '../../../../lib/highlights/learn-marks';
import { learnPages, markCount } from '../../../../lib/highlights/store';
import { messaging } from '../../../../lib/messaging/protocol';
import type { Mark, MarkChange, PageMarks } from '../../../../lib/model/highlights';
import type { Connection } from '../../../../lib/model/types';
import { connectionsItem, marksDestinationItem, pageMarksItem, savedIndexItem } from '../../../../lib/storage/items';
import { normalizeUrl } from '../../../../lib/reading/normalize-url';
import { useEmulator } from '../../lib/outbox/use-emulator';

/**
 * Every clock this file reads (the background's, the outbox's, the emulator's "today") starts at noon
 * on a pinned day in the space's zone (the connection's and the emulator's: Europe/Berlin, the process's
 * too) and moves on with the test, so the outbox's batching waits still end; only Date is faked, the
 * timers the outbox and the batching set are real. Installed before the emulator and the outbox start.
 */
const NOON = new Date('2026-03-14T11:00:00Z');
beforeAll(() => {
  vi.stubEnv('TZ', 'Europe/Berlin');
  vi.useFakeTimers({ toFake: ['Date'], now: NOON, shouldAdvanceTime: true });
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const emulator = useEmulator();
// A lost answer is waited out 200 ms here, not 10 s (policy.ts settleMs).
beforeAll(() => startOutbox({ handlers: outboxHandlers(createServices(), { settleMs: 200 }), onChange: () => {} }));

const changed = vi.fn();
beforeEach(async () => {
  fakeBrowser.reset();
  vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true);
  vi.stubGlobal('chrome', fakeBrowser);
  setUpMarks(createServices(), { changed });
  await connect();
  // Jobs of earlier tests are done or gone: each test starts with an empty outbox.
  const outbox = await getOutbox();
  for (const job of await outbox.all()) await outbox.discard(job.id);
});
afterEach(() => {
  messaging.removeAllListeners();
  vi.unstubAllGlobals();
});

async function deliver<T>(type: string, data: unknown): Promise<T> {
  const own = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') };
  const answer = await new Promise<{ res?: unknown; err?: { message: string } }>((resolve) => {
    const trigger = fakeBrowser.runtime.onMessage.trigger as (...args: unknown[]) => Promise<unknown>;
    void trigger({ id: 1, type, data, timestamp: Date.now() }, own, resolve);
  });
  if (answer.err) throw new Error(answer.err.message);
  return answer.res as T;
}

async function connect(): Promise<void> {
  const link = emulator.link('space');
  const connection: Connection = {
    id: 'c1',
    name: 'Garden',
    apiUrl: link.apiUrl,
    apiKey: link.apiKey,
    kind: 'space',
    spaceName: 'Garden',
    spaceId: 'sp',
    timezone: 'Europe/Berlin',
    isDefault: true,
    addedAt: '2026-01-01T00:00:00Z',
  };
  await connectionsItem.setValue([connection]);
}

const URL = 'https://essays.test/reading?x=1';
const TEXT = 'One sentence to keep. Another one worth a note. A third that is red.';
function mark(exact: string, extra: Partial<Mark> = {}): Mark {
  const start = TEXT.indexOf(exact);
  return {
    id: crypto.randomUUID(),
    selectors: [
      {
        type: 'TextQuoteSelector',
        exact,
        prefix: TEXT.slice(Math.max(0, start - 12), start),
        suffix: TEXT.slice(start + exact.length, start + exact.length + 12),
      },
      { type: 'TextPositionSelector', start, end: start + exact.length },
    ],
    color: 'yellow',
    createdAt: Date.now(),
    ...extra,
  };
}
type Answer = { ok: true; value: PageMarks } | { ok: false; error: string };
const change = (c: MarkChange) => deliver<Answer>('markChange', c);
const add = (m: Mark) => change({ op: 'add', url: URL + '#top', title: 'On reading', mark: m });
const pageMarks = () => deliver<Answer>('pageMarks', { url: URL });

const pages = () => ((emulator.state.dailyNote('today')?.content ?? []) as Block[]).filter((b) => b.type === 'page');
const inCraft = () => readMarks((pages()[0]?.content ?? []) as Block[]).map((m) => [m.quote.exact, m.color, m.note]);
const writes = () => emulator.log.entries().filter((e) => e.method !== 'GET');
const delivered = async () => {
  const outbox = await getOutbox();
  await vi.waitFor(async () => expect((await outbox.open()).length).toBe(0), { timeout: 30_000, interval: 100 });
};

describe('marks through the background', () => {
  it("runs on the pinned day: the marks go to that day's note", async () => {
    await add(mark('One sentence'));
    await delivered();
    const content = (emulator.state.dailyNote('2026-03-14')?.content ?? []) as Block[];
    expect(content.filter((b) => b.type === 'page').map((b) => b.markdown)).toEqual([
      '[On reading](https://essays.test/reading?x=1)',
    ]);
  });

  it('three quick marks: answered at once, in one request, in page order', async () => {
    const [a, b, c] = [mark('Another one'), mark('One sentence'), mark('A third')];
    const first = await add(a);
    expect(first).toMatchObject({ ok: true, value: { url: URL, title: 'On reading', marks: [{ id: a.id }] } });
    await add(b);
    const third = await add(c);
    expect(third.ok && third.value.marks.map((m) => m.id)).toEqual([b.id, a.id, c.id]);
    expect(writes()).toEqual([]);
    await delivered();
    expect(writes().map((e) => `${e.method} ${e.path}`)).toEqual(['POST /blocks']);
    expect(pages()).toHaveLength(1);
    expect(inCraft()).toEqual([
      ['One sentence', 'yellow', undefined],
      ['Another one', 'yellow', undefined],
      ['A third', 'yellow', undefined],
    ]);
    const kept = (await pageMarksItem.getValue())[URL]!;
    expect(kept.craft?.pageBlockId).toBe(pages()[0]!.id);
    expect(kept.marks.every((m) => m.sent === m.rev)).toBe(true);
  });

  it('a note, a colour and a removal edit those blocks; removing twice is harmless', async () => {
    const [a, b, c] = [mark('One sentence'), mark('Another one'), mark('A third')];
    for (const m of [a, b, c]) await add(m);
    await delivered();
    const ids = (pages()[0]!.content as Block[]).map((x) => x.id);
    emulator.log.clear();
    await change({ op: 'update', url: URL, id: b.id, note: 'Worth it' });
    await change({ op: 'update', url: URL, id: c.id, color: 'red' });
    const answer = await change({ op: 'remove', url: URL, id: a.id });
    expect(answer.ok && answer.value.marks.map((m) => [m.id, m.color, m.note])).toEqual([
      [b.id, 'yellow', 'Worth it'],
      [c.id, 'red', undefined],
    ]);
    expect(await change({ op: 'remove', url: URL, id: a.id })).toMatchObject({ ok: true });
    await delivered();
    expect(inCraft()).toEqual([
      ['Another one', 'yellow', 'Worth it'],
      ['A third', 'red', undefined],
    ]);
    expect((pages()[0]!.content as Block[]).map((x) => x.id)).toEqual([ids[1], expect.any(String), ids[2]]);
    expect(writes().map((e) => `${e.method} ${e.path}`)).toEqual(['DELETE /blocks', 'PUT /blocks', 'POST /blocks']);
    expect((await pageMarksItem.getValue())[URL]!.removed).toBeUndefined();
  });

  it('Craft is the truth: a mark deleted and a note edited there show in the next pageMarks', async () => {
    const [a, b] = [mark('One sentence'), mark('Another one', { note: 'first thought' })];
    await add(a);
    await add(b);
    await delivered();
    const content = pages()[0]!.content as Block[];
    const link = emulator.link('space');
    const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
    await client.blocks.delete([content[0]!.id]);
    // As Craft's editor does: the note stays indented under its mark.
    await client.blocks.update([{ id: content[2]!.id, markdown: 'second thought', indentationLevel: 1 }]);
    // Read a moment ago: answered from storage.
    const kept = await pageMarks();
    expect(kept.ok && kept.value.marks.map((m) => m.id)).toEqual([a.id, b.id]);
    vi.setSystemTime(vi.getMockedSystemTime()!.getTime() + MARKS_FRESH.readMs + 1);
    const fresh = await pageMarks();
    expect(fresh.ok && fresh.value.marks.map((m) => [m.id, m.note])).toEqual([[b.id, 'second thought']]);
  });

  it('a browser without the page in storage finds its marks in Craft again', async () => {
    const [a, b] = [mark('One sentence', { color: 'green' }), mark('A third', { note: 'see this' })];
    await add(a);
    await add(b);
    await delivered();
    await pageMarksItem.setValue({});
    emulator.log.clear();
    const back = await pageMarks();
    expect(back.ok && back.value.marks.map((m) => [m.selectors[0], m.color, m.note])).toEqual([
      [expect.objectContaining({ exact: 'One sentence' }), 'green', undefined],
      [expect.objectContaining({ exact: 'A third' }), 'yellow', 'see this'],
    ]);
    expect(emulator.log.entries().map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /documents/search',
      'GET /blocks',
    ]);
    // A change to a mark that came back edits the same block.
    const id = back.ok ? back.value.marks[1]!.id : '';
    await change({ op: 'update', url: URL, id, color: 'purple' });
    await delivered();
    expect(inCraft()).toEqual([
      ['One sentence', 'green', undefined],
      ['A third', 'purple', 'see this'],
    ]);
  });

  it('a page learned from Craft (marks-learn.ts) is read whole on its visit; one gone from Craft loses what was learned', async () => {
    await add(mark('One sentence', { color: 'green' }));
    await add(mark('A third', { note: 'see this' }));
    await delivered();
    const link = emulator.link('space');
    const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
    const learned = await learnMarkedPages(client, 'space');
    const fresh = async () => {
      await pageMarksItem.setValue({});
      await learnPages(learned, 'c1');
      expect(await markCount(URL)).toBe(2);
    };
    const shown = (answer: Answer) =>
      answer.ok ? answer.value.marks.map((m) => [(m.selectors[0] as { exact: string }).exact, m.color, m.note]) : [];

    await fresh();
    expect(shown(await pageMarks())).toEqual([
      ['One sentence', 'green', undefined],
      ['A third', 'yellow', 'see this'],
    ]);

    await fresh();
    await client.blocks.delete([pages()[0]!.id]);
    emulator.log.clear();
    expect(shown(await pageMarks())).toEqual([]);
    expect(await markCount(URL)).toBe(0);
    expect(writes()).toEqual([]);
  });

  it('a page never marked is searched once, then not again for a while', async () => {
    emulator.log.clear();
    expect(await pageMarks()).toEqual({ ok: true, value: { url: URL, title: '', marks: [] } });
    expect(await pageMarks()).toMatchObject({ ok: true });
    expect(emulator.log.entries().map((e) => `${e.method} ${e.path}`)).toEqual(['GET /documents/search']);
  });

  it('offline: the marks wait in the outbox and arrive once when Craft answers again', async () => {
    emulator.faults.force({ method: 'POST', path: '/blocks', status: 503 });
    emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' });
    await add(mark('One sentence'));
    await add(mark('A third'));
    await delivered();
    expect(pages()).toHaveLength(1);
    expect(inCraft().map((m) => m[0])).toEqual(['One sentence', 'A third']);
  });

  it('the page block goes where the page was clipped before, else where the options say', async () => {
    const [doc, other] = emulator.state.documents().filter((d) => d.location !== 'trash');
    const inDoc = (id: string) =>
      ((emulator.state.block(id)?.content ?? []) as Block[]).filter((b) => b.type === 'page').map((b) => b.markdown);
    await marksDestinationItem.setValue({
      connectionId: 'c1',
      destination: { kind: 'document', id: other!.id, title: String(other!.title) },
    });
    await add(mark('One sentence'));
    await delivered();
    expect(inDoc(other!.id)).toEqual(['[On reading](https://essays.test/reading?x=1)']);
    expect(pages()).toEqual([]);

    const clipped = 'https://essays.test/clipped';
    await savedIndexItem.setValue({
      [normalizeUrl(clipped)!]: [
        {
          how: 'clip',
          connectionId: 'c1',
          at: new Date().toISOString(),
          destination: { kind: 'document', id: doc!.id, title: 'D' },
        },
      ],
    });
    await change({ op: 'add', url: clipped, title: 'Clipped', mark: mark('A third') });
    await delivered();
    expect(inDoc(doc!.id)).toContain('[Clipped](https://essays.test/clipped)');
  });

  it('marks made before a connection existed go with the first change after it was added', async () => {
    await connectionsItem.setValue([]);
    const early = mark('One sentence');
    expect(await add(early)).toMatchObject({ ok: true, value: { marks: [{ id: early.id }] } });
    await connect();
    await add(mark('A third'));
    await delivered();
    expect(inCraft().map((m) => m[0])).toEqual(['One sentence', 'A third']);
  });

  it('refuses what is not a page or not a mark', async () => {
    expect(
      await deliver('markChange', { op: 'add', url: 'file:///x', title: '', mark: mark('One sentence') }),
    ).toMatchObject({ ok: false });
    expect(await add({ ...mark('One sentence'), color: 'blink' as never })).toMatchObject({ ok: false });
    expect(await add({ ...mark('One sentence'), selectors: [] })).toMatchObject({ ok: false });
  });
});
