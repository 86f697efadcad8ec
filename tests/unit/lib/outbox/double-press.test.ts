/** Issue 17 item 4: what counts as the same press of a clip (double-press.ts, clipJob.repeats). */
import { describe, expect, it } from 'vitest';
import type { JobOf } from '../../../../lib/outbox/types';
import { clipJob } from '../../../../lib/outbox/kinds/clip/clip-job';
import { pressOf } from '../../../../lib/outbox/kinds/clip/double-press';
import { POLICY } from '../../../../lib/outbox/policy';

const request = (markdown: string, extra: Partial<JobOf<'clip'>['payload']['request']> = {}) => ({
  connectionId: 'c1',
  destination: { kind: 'daily-note', date: 'today' } as const,
  insertAt: 'end' as const,
  markdown,
  title: 'Garden',
  sourceUrl: 'https://example.com/garden',
  ...extra,
});
const T = 1_700_000_000_000;
const jobOf = (payload: JobOf<'clip'>['payload'], state: JobOf<'clip'>['state'] = 'pending') =>
  ({ id: 'j1', kind: 'clip', payload, state, connectionId: 'c1' }) as JobOf<'clip'>;

describe('a double press', () => {
  const first = request('Water the tomatoes.');
  const job = jobOf({ request: first, press: pressOf(first, T) });

  it('the same content within the window is the same press, also once the job is delivered', () => {
    expect(clipJob.repeats(job, { request: first, press: pressOf(first, T + POLICY.doublePressMs) })).toBe(true);
    const done = jobOf(clipJob.withoutContent(job.payload), 'done');
    expect(done.payload.request.markdown).toBe('');
    expect(clipJob.repeats(done, { request: first, press: pressOf(first, T + 300) })).toBe(true);
  });

  it('later, or with anything different, is a new clip', () => {
    expect(clipJob.repeats(job, { request: first, press: pressOf(first, T + POLICY.doublePressMs + 1) })).toBe(false);
    for (const other of [
      request('Water the tomatoes!'),
      request('Water the tomatoes.', { destination: { kind: 'document', id: 'D1', title: 'Doc' } }),
      request('Water the tomatoes.', { connectionId: 'c2' }),
      request('Water the tomatoes.', { insertAt: 'start' }),
      request('Water the tomatoes.', { sourceUrl: 'https://example.com/other' }),
    ]) {
      expect(clipJob.repeats(job, { request: other, press: pressOf(other, T + 10) })).toBe(false);
    }
    // A job stored before presses were recorded is never taken for one.
    expect(clipJob.repeats(jobOf({ request: first }), { request: first, press: pressOf(first, T + 10) })).toBe(false);
  });
});
