/**
 * Contract: how the client behaves when the server misbehaves — rate limits, 5xx, dropped
 * connections, hangs, malformed answers. Needs the emulator's fault switches and request log, so the
 * whole file is skipped when CRAFT_API_URL points at a real connection. See harness.ts.
 */
import { afterAll, beforeEach, expect, it } from 'vitest';
import { createCraftClient } from '../../lib/craft/client';
import { describeEmulator, marker, openTarget } from './harness';

const target = await openTarget();
afterAll(() => target.close());

describeEmulator(target, 'faults', (emulator) => {
  const space = () => target.client('space');
  const calls = (method: string, path: string) =>
    emulator.log.entries().filter((e) => e.method === method && e.path === path);
  let docId = '';
  const position = () => ({ position: 'end' as const, pageId: docId });
  const childIds = async () => ((await space().blocks.get({ id: docId })).content ?? []).map((b) => b.id);

  beforeEach(async () => {
    emulator.reset();
    [{ id: docId }] = await space().documents.create([{ title: marker('faults') }]);
    emulator.log.clear();
  });

  it('a read retries after 429, waiting Retry-After', async () => {
    emulator.faults.force({ method: 'GET', path: '/documents', status: 429, headers: { 'Retry-After': '1' } });
    const started = Date.now();
    await expect(space().documents.list()).resolves.toEqual(expect.any(Array));
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(calls('GET', '/documents').map((e) => e.status)).toEqual([429, 200]);
  });

  it('a read retries after 5xx until it succeeds', async () => {
    emulator.faults.force({ method: 'GET', path: '/documents', status: 503, times: 2 });
    await space().documents.list();
    expect(calls('GET', '/documents').map((e) => e.status)).toEqual([503, 503, 200]);
  });

  it('a read gives up after the retry limit with a server error', async () => {
    emulator.faults.force({ method: 'GET', path: '/documents', status: 500, times: 10 });
    await expect(target.client('space', { retry: { limit: 2 } }).documents.list()).rejects.toMatchObject({
      kind: 'server',
      status: 500,
    });
    expect(calls('GET', '/documents')).toHaveLength(3);
  });

  it('a write is NOT retried after 5xx (it may have been applied)', async () => {
    emulator.faults.force({ method: 'POST', path: '/blocks', status: 502 });
    await expect(space().blocks.insertMarkdown(marker('once'), position())).rejects.toMatchObject({
      kind: 'server',
      status: 502,
    });
    expect(calls('POST', '/blocks')).toHaveLength(1);
  });

  it('a write whose answer is lost is NOT resent: no duplicate block', async () => {
    const before = await childIds();
    emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' });
    await expect(space().blocks.insertMarkdown(marker('dropped'), position())).rejects.toMatchObject({
      kind: 'unreachable',
    });
    expect(calls('POST', '/blocks')).toHaveLength(1);
    expect((await childIds()).length).toBe(before.length + 1);
  });

  it('a write IS retried after 429 (rejected before applying), once, honouring Retry-After', async () => {
    emulator.faults.force({ method: 'POST', path: '/blocks', status: 429, headers: { 'Retry-After': '0' } });
    const tag = marker('retried');
    const blocks = await space().blocks.insertMarkdown(tag, position());
    expect(blocks.map((b) => b.markdown)).toEqual([tag]);
    expect(calls('POST', '/blocks').map((e) => e.status)).toEqual([429, 200]);
    const root = await space().blocks.get({ id: docId });
    expect((root.content ?? []).filter((b) => b.markdown === tag)).toHaveLength(1);
  });

  it.each([
    ['PUT', '/tasks', () => space().tasks.update([{ id: 'T', taskInfo: { state: 'done' } }])],
    ['DELETE', '/blocks', () => space().blocks.delete(['B'])],
    ['PUT', '/blocks/move', () => space().blocks.move(['B'], position())],
  ])('%s %s is not retried after 503 either', async (method, path, call) => {
    emulator.faults.force({ method, path, status: 503 });
    await expect(call()).rejects.toMatchObject({ kind: 'server' });
    expect(calls(method, path)).toHaveLength(1);
  });

  it('a 429 asking for more than the max wait fails at once with the wait in the message', async () => {
    emulator.faults.force({ method: 'GET', path: '/folders', status: 429, headers: { 'Retry-After': '45' } });
    const error = await space()
      .folders.list()
      .catch((e) => e);
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 45_000 });
    expect(error.message).toMatch(/45 seconds/);
    expect(calls('GET', '/folders')).toHaveLength(1);
  });

  it("the emulator's own rate limiter (100 requests/minute per space) surfaces as rate-limited", async () => {
    emulator.setRateLimit(true);
    try {
      const client = target.client('space', { retry: { limit: 0 } });
      const results = await Promise.all(
        Array.from({ length: 105 }, () =>
          client.connection().then(
            () => 'ok',
            (e) => e.kind,
          ),
        ),
      );
      expect(results.filter((r) => r === 'rate-limited').length).toBeGreaterThan(0);
      expect(results.filter((r) => r !== 'ok' && r !== 'rate-limited')).toEqual([]);
    } finally {
      emulator.setRateLimit(false);
    }
  });

  it('a request that hangs → timeout, and a hanging write is not resent', async () => {
    emulator.faults.hang({ method: 'POST', path: '/blocks' });
    const client = target.client('space', { timeoutMs: 300 });
    await expect(client.blocks.insertMarkdown(marker('hang'), position())).rejects.toMatchObject({ kind: 'timeout' });
    expect(calls('POST', '/blocks')).toHaveLength(1);
  });

  it('a 200 with an unexpected body → bad-response', async () => {
    emulator.faults.force({ method: 'GET', path: '/connection', status: 200, body: { spaces: [] } });
    await expect(space().connection()).rejects.toMatchObject({ kind: 'bad-response' });
  });

  it('a 200 that is not JSON → bad-response', async () => {
    emulator.faults.force({ method: 'GET', path: '/documents', status: 200, body: '<html>Sign in</html>' });
    await expect(space().documents.list()).rejects.toMatchObject({ kind: 'bad-response' });
  });

  it("a 400 carries the server's message", async () => {
    emulator.faults.force({
      method: 'POST',
      path: '/blocks',
      status: 400,
      body: { error: 'Validation Error', message: 'position.pageId does not exist' },
    });
    const error = await space()
      .blocks.insertMarkdown('x', position())
      .catch((e) => e);
    expect(error).toMatchObject({ kind: 'bad-request', status: 400 });
    expect(error.message).toContain('position.pageId does not exist');
  });

  it('random server errors on reads are absorbed by retries', async () => {
    emulator.faults.setErrorRate(0.3, 503);
    const client = target.client('space', { retry: { limit: 8, baseDelayMs: 1, maxWaitMs: 5 } });
    for (let i = 0; i < 10; i++) await expect(client.documents.list()).resolves.toEqual(expect.any(Array));
    emulator.faults.setErrorRate(0);
  });

  it('the request log shows the Bearer key and the exact write body', async () => {
    const keyed = target.link('space', true);
    await createCraftClient({ baseUrl: keyed.apiUrl, apiKey: keyed.apiKey }).connection();
    const [seen] = emulator.log.entries().filter((e) => keyed.apiUrl.includes(`/links/${e.linkId}/`));
    expect(seen.headers.authorization).toBe(`Bearer ${keyed.apiKey}`);
    const tag = marker('logged');
    await space().blocks.insertMarkdown(tag, position());
    const [post] = calls('POST', '/blocks');
    expect(post.body).toEqual({ markdown: tag, position: position() });
    expect(post.headers['content-type']).toMatch(/^application\/json/);
    expect(post.headers.authorization).toBeUndefined();
  });
});
