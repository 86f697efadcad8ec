import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../../../emulator/index';
import { createCraftClient } from '../../../../lib/craft';
import { CraftError } from '../../../../lib/craft/errors';
import { CRAFT_RATE_WINDOWS, createPacer, pacedClientOptions, pacedFetch } from '../../../../lib/craft/pacer';

/** A virtual clock shared by the pacer and the emulator's rate limiter: sleeping advances it. */
function clock(start = Date.UTC(2026, 0, 1)) {
  let t = start;
  return { now: () => t, sleep: async (ms: number) => void (t += ms) };
}

describe('pacer', () => {
  let emulator: Emulator | undefined;
  afterEach(async () => emulator?.close());

  it('never lets more than the limit into any window', async () => {
    const c = clock();
    const pacer = createPacer({
      windows: [
        { limit: 5, windowMs: 1_000 },
        { limit: 8, windowMs: 5_000 },
      ],
      ...c,
    });
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      await pacer.acquire();
      times.push(c.now());
    }
    for (const t of times) {
      expect(times.filter((u) => u >= t && u < t + 1_000).length).toBeLessThanOrEqual(5);
      expect(times.filter((u) => u >= t && u < t + 5_000).length).toBeLessThanOrEqual(8);
    }
    // And it does not wait more than it must: 30 requests at 8 per 5 s take a bit under 4 windows.
    expect(times.at(-1)! - times[0]).toBeLessThan(20_000);
  });

  it('hands tokens out in call order when many wait at once', async () => {
    const c = clock();
    const pacer = createPacer({ windows: [{ limit: 2, windowMs: 100 }], ...c });
    const order: number[] = [];
    await Promise.all(Array.from({ length: 6 }, (_, i) => pacer.acquire().then(() => order.push(i))));
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("keeps 250 requests inside the emulator's documented limits: no 429 at all", async () => {
    const c = clock();
    emulator = await startEmulator({ port: 0, rateLimit: true, now: () => new Date(c.now()) });
    const link = emulator.link('space');
    const pacer = createPacer({ windows: CRAFT_RATE_WINDOWS, ...c });
    const client = createCraftClient({
      baseUrl: link.apiUrl,
      apiKey: link.apiKey,
      fetch: pacedFetch(pacer),
      retry: { limit: 0 },
    });
    for (let i = 0; i < 250; i++) await client.blocks.get({ date: 'today' }, { maxDepth: 0 });
    const statuses = emulator.log.entries().map((e) => e.status);
    expect(statuses).toHaveLength(250);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
  });

  it('without pacing the same loop runs into 429s (the test above can fail)', async () => {
    const c = clock();
    emulator = await startEmulator({ port: 0, rateLimit: true, now: () => new Date(c.now()) });
    const link = emulator.link('space');
    const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey, retry: { limit: 0 } });
    await Promise.allSettled(Array.from({ length: 60 }, () => client.blocks.get({ date: 'today' }, { maxDepth: 0 })));
    expect(emulator.log.entries().some((e) => e.status === 429)).toBe(true);
  });

  it('time spent waiting for a token is not a timeout; a slow answer still is', async () => {
    const pacer = createPacer({ windows: [{ limit: 1, windowMs: 300 }] });
    let delay = 0;
    const slowFetch: typeof fetch = (_input, init) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => resolve(new Response('{"items":[]}', { headers: { 'Content-Type': 'application/json' } })),
          delay,
        );
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const client = createCraftClient({
      baseUrl: 'http://127.0.0.1:9/api',
      ...pacedClientOptions(pacer, 100, slowFetch),
      retry: { limit: 0 },
    });
    await client.documents.list();
    // The second request waits ~300 ms for its token, three times its timeout, and still succeeds.
    await expect(client.documents.list()).resolves.toEqual([]);
    delay = 250;
    await expect(client.documents.list()).rejects.toSatisfy((e) => e instanceof CraftError && e.kind === 'timeout');
  });

  it('a request whose caller died while it waited for a token is never sent and spends no token', async () => {
    const c = clock();
    const pacer = createPacer({ windows: [{ limit: 1, windowMs: 1_000 }], ...c });
    const sent: string[] = [];
    const fetchFn: typeof fetch = async (input) => {
      sent.push(String(input));
      return new Response('{}');
    };
    const paced = pacedFetch(pacer, fetchFn);
    await paced('http://127.0.0.1:9/first');
    const dead = new AbortController();
    const queued = paced('http://127.0.0.1:9/queued', { method: 'POST', signal: dead.signal });
    dead.abort(new Error('worker stopped'));
    await expect(queued).rejects.toThrow('worker stopped');
    const before = c.now();
    await paced('http://127.0.0.1:9/next');
    expect(sent).toEqual(['http://127.0.0.1:9/first', 'http://127.0.0.1:9/next']);
    // The dropped request took no token: the next one waited one window, not two.
    expect(c.now() - before).toBeLessThanOrEqual(1_000);
  });
});
