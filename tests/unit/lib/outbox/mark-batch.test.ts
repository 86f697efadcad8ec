// Marks in quick succession travel together: one job per page while it waits, each mark's latest change.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { batchDueAt, MARK_BATCH, withOp } from '../../../../lib/outbox/kinds/mark/mark-batch';
import type { MarkJob, MarkOp } from '../../../../lib/outbox/kinds/mark/mark-progress';
import { createOutbox } from '../../../../lib/outbox/outbox';
import type { Handlers } from '../../../../lib/outbox/handlers';
import { openOutboxStore } from '../../../../lib/outbox/store';
import type { OutboxJob } from '../../../../lib/outbox/types';

const quote = { type: 'TextQuoteSelector' as const, exact: 'q' };
const put = (id: string, rev = 1, color: 'yellow' | 'red' = 'yellow'): MarkOp => ({ op: 'put', id, rev, quote, color });

describe('withOp', () => {
  it("keeps each mark's latest change, in the order marks were first changed", () => {
    let ops: MarkOp[] = [];
    ops = withOp(ops, put('a'));
    ops = withOp(ops, put('b'));
    ops = withOp(ops, put('a', 2, 'red'));
    ops = withOp(ops, { op: 'remove', id: 'b', rev: 2, quote });
    expect(ops).toEqual([put('a', 2, 'red'), { op: 'remove', id: 'b', rev: 2, quote }]);
  });

  it('waits the debounce after the latest change, never more than the longest wait after the first', () => {
    expect(batchDueAt(0, 1000)).toBe(1000 + MARK_BATCH.debounceMs);
    expect(batchDueAt(0, MARK_BATCH.maxWaitMs)).toBe(MARK_BATCH.maxWaitMs);
  });
});

describe('Outbox.amend', () => {
  async function setUp() {
    let t = 1_000_000;
    const runs: MarkJob[] = [];
    let hold: Promise<void> = Promise.resolve();
    const store = await openOutboxStore(`mark-batch-${crypto.randomUUID()}`);
    const fail = async () => {
      throw new Error('not this kind');
    };
    const handlers: Handlers = {
      clip: fail,
      task: fail,
      upload: fail,
      item: fail,
      mark: async (job) => {
        runs.push(job.payload);
        await hold;
        return { revs: {} };
      },
    };
    const outbox = createOutbox({ store, handlers, now: () => t });
    const payload: MarkJob = {
      connectionId: 'c',
      url: 'https://a.test/',
      title: 'A',
      destination: { kind: 'daily-note', date: '2026-11-27' },
      ops: [put('a')],
      order: [],
    };
    const job = await outbox.enqueue({ kind: 'mark', title: 'A', connectionId: 'c', payload, dueAt: t + 1500 });
    const add = (op: MarkOp) =>
      outbox.amend(job.id, 'mark', (j) => ({
        payload: { ...j.payload, ops: withOp(j.payload.ops, op) },
        dueAt: t + 1500,
      }));
    return {
      outbox,
      store,
      job,
      runs,
      add,
      advance: (ms: number) => void (t += ms),
      holdWith: (p: Promise<void>) => void (hold = p),
    };
  }

  it('a waiting job takes the changes that come, and is not delivered before it is due', async () => {
    const box = await setUp();
    expect(await box.outbox.drain()).toBe(0);
    box.advance(1000);
    expect(await box.add(put('b'))).toMatchObject({ nextAttemptAt: 1_000_000 + 2500 });
    box.advance(1000);
    expect(await box.outbox.drain()).toBe(0);
    box.advance(600);
    expect(await box.outbox.drain()).toBe(1);
    expect(box.runs).toHaveLength(1);
    expect(box.runs[0]!.ops.map((o) => o.id)).toEqual(['a', 'b']);
  });

  it('a job being delivered, or with anything delivered, takes no more changes: they make a new job', async () => {
    const box = await setUp();
    let release!: () => void;
    box.holdWith(new Promise((r) => (release = r)));
    box.advance(2000);
    const running = box.outbox.deliverNow(box.job.id);
    await new Promise((r) => setTimeout(r, 20));
    expect(await box.add(put('c'))).toBeUndefined();
    release();
    await running;
    expect(await box.add(put('c'))).toBeUndefined(); // done
    await box.store.update(
      box.job.id,
      (j) => j && ({ ...j, state: 'pending', progress: { pageBlockId: 'P' } } as OutboxJob),
    );
    expect(await box.add(put('c'))).toBeUndefined(); // something delivered
  });
});
