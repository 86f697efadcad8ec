import { afterEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index';
import { call, get, start } from './helpers';

let emu: Emulator | undefined;
afterEach(async () => {
  await emu?.close();
  emu = undefined;
});

/** A clock the test moves by hand, so windows pass without waiting. */
function manualClock() {
  let t = Date.parse('2026-03-02T10:00:00Z');
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
  };
}

async function burst(n: number, link: Emulator['links'][number]) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await get(link, '/connection')).status);
  return statuses;
}

describe('rate limits', () => {
  it('answers the 51st request within 10 s from one IP with 429 and Retry-After', async () => {
    emu = await start({ rateLimit: true, now: manualClock().now });
    const statuses = await burst(50, emu.link('space'));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await get(emu.link('space'), '/connection');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: expect.stringContaining('IP'), code: 'RATE_LIMIT_EXCEEDED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('enforces 100 requests / 60 s per space across links, with X-RateLimit headers', async () => {
    const clock = manualClock();
    emu = await start({ rateLimit: true, now: clock.now });
    const first = await get(emu.link('space'), '/connection');
    expect(first.headers.get('x-ratelimit-limit')).toBe('100');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('99');
    expect(Number(first.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
    await burst(49, emu.link('documents'));
    clock.advance(11_000);
    await burst(50, emu.link('daily-notes'));
    clock.advance(11_000);
    const limited = await get(emu.link('space'), '/connection');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toContain('space');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(30);
    clock.advance(40_000);
    expect((await get(emu.link('space'), '/connection')).status).toBe(200);
  });

  it('counts blocks read and written against the 20,000 / 60 s block budget', async () => {
    const clock = manualClock();
    emu = await start({ rateLimit: true, now: clock.now });
    const space = emu.link('space');
    expect((await get(space, '/connection')).headers.get('x-blockbudget-limit')).toBeNull();
    const doc = emu.state.documentByTitle('Meeting Notes')!;
    const read = await get(space, `/blocks?id=${doc.id}`);
    expect(read.headers.get('x-blockbudget-limit')).toBe('20000');
    expect(read.headers.get('x-blockbudget-remaining')).toBe(String(20000 - 3));
    const lines = Array.from({ length: 5000 }, (_, i) => `- item ${i}`).join('\n');
    for (let i = 0; i < 4; i++) {
      const res = await call(space, 'POST', '/blocks', {
        markdown: lines,
        position: { position: 'end', pageId: doc.id },
      });
      expect(res.status).toBe(200);
      clock.advance(11_000);
    }
    const limited = await get(space, '/connection');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toContain('Block budget');
    expect(limited.headers.get('x-blockbudget-remaining')).toBe('0');
  });

  it('sends no 429 and no budget headers when switched off at run time', async () => {
    emu = await start({ rateLimit: true, now: manualClock().now });
    emu.setRateLimit(false);
    const statuses = await burst(60, emu.link('space'));
    expect(statuses.filter((s) => s === 429)).toHaveLength(0);
    expect((await get(emu.link('space'), '/connection')).headers.get('x-ratelimit-limit')).toBeNull();
    emu.setRateLimit(true);
    expect((await get(emu.link('space'), '/connection')).headers.get('x-ratelimit-limit')).toBe('100');
  });
});
