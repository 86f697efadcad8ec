import { describe, expect, it } from 'vitest';
import { createCraftClient } from '../../../../lib/craft/client';
import type { CraftError } from '../../../../lib/craft/errors';
import { fakeFetch, json, status, type Reply } from './fake-fetch';

const baseUrl = 'https://connect.craft.do/links/abc/api/v1';
const ok = json({ items: [] });
const inserted = json({ items: [{ id: 'B1', type: 'text', markdown: 'hi' }] });
const position = { position: 'end', pageId: 'DOC' } as const;

function setup(replies: Reply[], retry = { limit: 3, baseDelayMs: 5, maxWaitMs: 2000 }) {
  const fake = fakeFetch(...replies);
  const client = createCraftClient({ baseUrl, fetch: fake.fetch, timeoutMs: 500, retry });
  return { client, sent: fake.sent };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: CraftError) => e,
  );

describe('reads retry', () => {
  it.each([
    ['429', status(429)],
    ['500', status(500)],
    ['502', status(502)],
    ['503', status(503)],
    ['504', status(504)],
    ['a network error', new TypeError('fetch failed')],
  ])('after %s, then succeed', async (_name, failure) => {
    const { client, sent } = setup([failure, failure, ok]);
    await expect(client.documents.list()).resolves.toEqual([]);
    expect(sent).toHaveLength(3);
  });

  it('give up after the limit with the last error', async () => {
    const { client, sent } = setup([status(503)], { limit: 2, baseDelayMs: 1, maxWaitMs: 100 });
    const error = await rejection(client.documents.list());
    expect(error).toMatchObject({ kind: 'server', status: 503 });
    expect(sent).toHaveLength(3);
  });

  it.each([
    ['400', status(400), 'bad-request'],
    ['401', status(401), 'key-required'],
    ['403', status(403), 'key-invalid'],
    ['404', status(404), 'not-found'],
  ])('not after %s', async (_name, reply, kind) => {
    const { client, sent } = setup([reply, ok]);
    await expect(rejection(client.documents.list())).resolves.toMatchObject({ kind });
    expect(sent).toHaveLength(1);
  });

  it('not after a timeout (the user already waited the whole timeout)', async () => {
    const { client, sent } = setup(['hang', ok]);
    await expect(rejection(client.documents.list())).resolves.toMatchObject({ kind: 'timeout' });
    expect(sent).toHaveLength(1);
  });

  it('wait as long as Retry-After says (seconds)', async () => {
    const { client, sent } = setup([status(429, '', { 'Retry-After': '0.3' }), ok]);
    await client.documents.list();
    expect(sent[1].at - sent[0].at).toBeGreaterThanOrEqual(280);
  });

  it('wait until the Retry-After HTTP date', async () => {
    const at = new Date(Date.now() + 2000).toUTCString(); // second resolution: 1–2 s from now
    const { client, sent } = setup([status(503, '', { 'Retry-After': at }), ok]);
    await client.documents.list();
    expect(sent[1].at - sent[0].at).toBeGreaterThanOrEqual(900);
  });

  it('give up at once when Retry-After exceeds the max wait, reporting the wait', async () => {
    const { client, sent } = setup([status(429, '', { 'Retry-After': '120' }), ok]);
    const error = await rejection(client.documents.list());
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterMs: 120_000 });
    expect(error?.message).toMatch(/120 seconds/);
    expect(sent).toHaveLength(1);
  });

  it('back off with growing delays when there is no Retry-After', async () => {
    const { client, sent } = setup([status(500), status(500), status(500), ok], {
      limit: 3,
      baseDelayMs: 40,
      maxWaitMs: 1000,
    });
    await client.documents.list();
    const gaps = sent.slice(1).map((r, i) => r.at - sent[i].at);
    // Jitter keeps each delay within 50–100 % of 40, 80, 160 ms.
    expect(gaps[0]).toBeGreaterThanOrEqual(18);
    expect(gaps[2]).toBeGreaterThanOrEqual(78);
    expect(gaps[2]).toBeGreaterThan(gaps[0]);
  });
});

describe('writes', () => {
  it.each([
    ['500', status(500), 'server'],
    ['502', status(502), 'server'],
    ['503', status(503), 'server'],
    ['a network error (the write may have been applied)', new TypeError('fetch failed'), 'unreachable'],
  ])('are not retried after %s', async (_name, failure, kind) => {
    const { client, sent } = setup([failure, inserted]);
    await expect(rejection(client.blocks.insertMarkdown('hi', position))).resolves.toMatchObject({ kind });
    expect(sent).toHaveLength(1);
  });

  it('are not retried after a timeout', async () => {
    const { client, sent } = setup(['hang', inserted]);
    await expect(rejection(client.blocks.insertMarkdown('hi', position))).resolves.toMatchObject({ kind: 'timeout' });
    expect(sent).toHaveLength(1);
  });

  it.each([
    ['POST', (c: ReturnType<typeof setup>['client']) => c.blocks.insertMarkdown('hi', position)],
    ['PUT', (c: ReturnType<typeof setup>['client']) => c.blocks.update([{ id: 'B1', markdown: 'x' }])],
    ['DELETE', (c: ReturnType<typeof setup>['client']) => c.blocks.delete(['B1'])],
  ])('%s is retried after 429 (rejected before it was applied), honouring Retry-After', async (method, call) => {
    const { client, sent } = setup([status(429, '', { 'Retry-After': '0.2' }), inserted]);
    await call(client);
    expect(sent.map((r) => r.method)).toEqual([method, method]);
    expect(sent[1].body).toBe(sent[0].body);
    expect(sent[1].at - sent[0].at).toBeGreaterThanOrEqual(180);
  });

  it('resend the same upload bytes after 429', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71]);
    const { client, sent } = setup([
      status(429, '', { 'Retry-After': '0' }),
      json({ blockId: 'I1', assetUrl: 'https://r.craft.do/x' }),
    ]);
    await client.upload(bytes, 'image/png', { position: 'end', pageId: 'DOC' });
    expect(sent).toHaveLength(2);
    expect(sent[1].headers.get('content-type')).toBe('image/png');
    expect(sent[1].body).toBe(sent[0].body);
  });
});
