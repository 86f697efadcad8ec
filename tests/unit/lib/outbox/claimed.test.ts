/**
 * claimedIds: the Craft ids other jobs created, read from their saved progress and results, so
 * a check never takes another delivery's identical blocks, task or document for a copy of ours.
 */
import { describe, expect, it } from 'vitest';
import { claimedIds } from '../../../../lib/outbox/claimed';
import type { OutboxJob } from '../../../../lib/outbox/types';

const job = (fields: Partial<OutboxJob> & Pick<OutboxJob, 'id' | 'kind'>) =>
  ({
    title: 't',
    payload: {},
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 0,
    updatedAt: 0,
    ...fields,
  }) as OutboxJob;

describe('claimedIds', () => {
  const jobs = [
    job({
      id: 'clip-done',
      kind: 'clip',
      state: 'done',
      result: { id: 'clip-done', blockIds: ['b1', 'b2'], createdDocumentId: 'd1' },
    }),
    job({
      id: 'clip-midway',
      kind: 'clip',
      progress: {
        nextPart: 2,
        totalParts: 3,
        blockIds: ['p1'],
        pageId: 'p1',
        checks: [{ cursor: { parent: { id: 'p1' }, afterId: null }, runs: [{ ids: ['c1', 'c2'] }] }],
      },
    }),
    job({ id: 'task-done', kind: 'task', state: 'done', result: { id: 't1', blockIds: ['tb1'] } }),
    job({
      id: 'task-checking',
      kind: 'task',
      progress: { arrived: { delivered: { id: 't2', markdown: 'x' }, knownIds: ['old'] } },
    }),
    job({
      id: 'upload-midway',
      kind: 'upload',
      progress: { createdDocumentId: 'd2', blockId: 'i1', captionBlockId: 'cap1' },
    }),
    job({ id: 'mine', kind: 'clip', progress: { nextPart: 1, totalParts: 2, blockIds: ['mine1'] } }),
  ];

  it('collects what every other job created, finished or not', () => {
    expect([...claimedIds(jobs, 'mine')].sort()).toEqual(
      ['b1', 'b2', 'c1', 'c2', 'cap1', 'd1', 'd2', 'i1', 'p1', 't1', 't2', 'tb1'].sort(),
    );
  });

  it("leaves out the asking job's own ids, the record ids of clips, and ids merely seen before a write", () => {
    const claimed = claimedIds(jobs, 'mine');
    for (const id of ['mine1', 'clip-done', 'old']) expect(claimed.has(id), id).toBe(false);
    expect(claimedIds(jobs, 'task-checking').has('t2')).toBe(false);
  });
});
