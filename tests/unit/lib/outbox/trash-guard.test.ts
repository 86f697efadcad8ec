import { describe, expect, it } from 'vitest';
import { createCraftClient } from '../../../../lib/craft/client';
import { render } from '../../../../lib/i18n/ui-text';
import { ParkError } from '../../../../lib/outbox/policy';
import { createTrashBatches } from '../../../../lib/outbox/trash-batch';
import { createDestinationChecks, parkIfTrashed } from '../../../../lib/outbox/trash-guard';
import type { OutboxJob } from '../../../../lib/outbox/types';
import { json, status, type Reply } from '../craft/fake-fetch';

/** A space link whose trash holds GONE and whose collection SHELF lives in GONE. */
function space(trashReply: Reply = json({ items: [{ id: 'GONE', title: 'Old notes' }] })) {
  const sent: URL[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    sent.push(url);
    if (url.pathname.endsWith('/collections'))
      return json({ items: [{ id: 'SHELF', name: 'Shelf', documentId: 'GONE' }] })();
    if (trashReply instanceof Error) throw trashReply;
    return (trashReply as () => Response)();
  };
  const client = createCraftClient({
    baseUrl: 'https://connect.craft.do/links/abc/api/v1',
    fetch,
    retry: { limit: 0 },
  });
  return { sent, checks: () => createDestinationChecks(client, 'space') };
}

const clip = (id: string) =>
  ({
    kind: 'clip',
    payload: { request: { destination: { kind: 'document', id, title: `Doc ${id}` }, markdown: 'x', insertAt: 'end' } },
  }) as unknown as OutboxJob;
const task = (id: string) =>
  ({
    kind: 'task',
    payload: { title: 't', place: { kind: 'document', id, title: `Doc ${id}` } },
  }) as unknown as OutboxJob;
const marks = (id: string) =>
  ({
    kind: 'mark',
    payload: { url: 'https://a.test/', ops: [], order: [], destination: { kind: 'document', id, title: `Doc ${id}` } },
  }) as unknown as OutboxJob;
const item = { kind: 'item', payload: { collectionId: 'SHELF', collectionName: 'Shelf' } } as unknown as OutboxJob;
const today = {
  kind: 'clip',
  payload: { request: { destination: { kind: 'daily-note', date: '2026-11-27' }, markdown: 'x', insertAt: 'end' } },
} as unknown as OutboxJob;

async function reason(run: Promise<void>): Promise<string | undefined> {
  try {
    await run;
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ParkError);
    return render((error as ParkError).text!);
  }
}

describe('parkIfTrashed', () => {
  it.each([
    ['a clip', clip('GONE'), /“Doc GONE” is in Craft's trash/],
    ['a task', task('GONE'), /“Doc GONE” is in Craft's trash/],
    ["a page's marks", marks('GONE'), /“Doc GONE” is in Craft's trash/],
    ['a reading-list item', item, /collection “Shelf” is in Craft's trash/],
  ])('parks %s whose document is in the trash, with the reason', async (_, job, words) => {
    expect(await reason(parkIfTrashed(job, space().checks()))).toMatch(words);
  });

  it('parks an image for the last used place when that place is a document in the trash', async () => {
    const upload = { kind: 'upload', payload: { destination: 'last' } } as unknown as OutboxJob;
    const last = async () => ({ kind: 'document' as const, id: 'GONE', title: 'Doc GONE' });
    expect(await reason(parkIfTrashed(upload, space().checks(), last))).toMatch(/“Doc GONE” is in Craft's trash/);
    const today = async () => ({ kind: 'daily-note' as const, date: 'today' });
    expect(await reason(parkIfTrashed(upload, space().checks(), today))).toBeUndefined();
  });

  it('lets a job to a live document or a daily note go on; a daily note makes no request', async () => {
    const { checks, sent } = space();
    expect(await reason(parkIfTrashed(today, checks()))).toBeUndefined();
    expect(sent).toHaveLength(0);
    expect(await reason(parkIfTrashed(clip('LIVE'), checks()))).toBeUndefined();
  });

  it.each<[string, Reply]>([
    ['a server error', status(500)],
    ['an unreadable answer', json({ trash: 'GONE' })],
    ['no answer', new TypeError('Failed to fetch')],
  ])('does not block the write after %s (unknown is not "trashed")', async (_, reply) => {
    expect(await reason(parkIfTrashed(clip('GONE'), space(reply).checks()))).toBeUndefined();
  });
});

describe('createTrashBatches', () => {
  const trashReads = (sent: URL[]) => sent.filter((url) => url.search === '?location=trash').length;

  it('reads the trash once per round, however many jobs of the connection it delivers', async () => {
    const { checks, sent } = space();
    const batches = createTrashBatches();
    const verdicts = await batches.round(async () => {
      const jobs = [clip('LIVE'), task('GONE'), clip('OTHER'), item];
      return Promise.all(jobs.map((job) => reason(parkIfTrashed(job, batches.checksFor('conn', checks)))));
    });
    expect(verdicts.map(Boolean)).toEqual([false, true, false, true]);
    expect(trashReads(sent)).toBe(1);
  });

  it('reads afresh in the next round, and for each delivery outside a round', async () => {
    const { checks, sent } = space();
    const batches = createTrashBatches();
    await batches.round(() => parkIfTrashed(clip('LIVE'), batches.checksFor('conn', checks)));
    await batches.round(() => parkIfTrashed(clip('LIVE'), batches.checksFor('conn', checks)));
    await parkIfTrashed(clip('LIVE'), batches.checksFor('conn', checks));
    await parkIfTrashed(clip('LIVE'), batches.checksFor('conn', checks));
    expect(trashReads(sent)).toBe(4);
  });

  it('keeps connections apart within a round', async () => {
    const { checks, sent } = space();
    const batches = createTrashBatches();
    await batches.round(async () => {
      await parkIfTrashed(clip('LIVE'), batches.checksFor('one', checks));
      await parkIfTrashed(clip('LIVE'), batches.checksFor('two', checks));
      await parkIfTrashed(clip('LIVE'), batches.checksFor('one', checks));
    });
    expect(trashReads(sent)).toBe(2);
  });
});
