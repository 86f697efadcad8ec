import { describe, expect, it } from 'vitest';
import { createCraftClient } from '../../../../lib/craft/client';
import { detectConnectionKind } from '../../../../lib/craft/detect-connection-kind';
import { fakeFetch, json, status, type Reply } from './fake-fetch';

const connection = json({ space: { id: 's', name: 'Space', timezone: 'Europe/Berlin' } });
const html = (code: number) =>
  status(code, '<!DOCTYPE html><html><body><pre>Error</pre></body></html>', { 'Content-Type': 'text/html' });

/** Runs detection as the options page does: after GET /connection succeeded (not sent again here). */
function detect(...replies: Reply[]) {
  const fake = fakeFetch(...replies);
  const client = createCraftClient({
    baseUrl: 'https://connect.craft.do/links/abc/api/v1',
    fetch: fake.fetch,
    retry: { limit: 0 },
  });
  return { result: detectConnectionKind(client), sent: fake.sent };
}

const asked = (sent: ReturnType<typeof detect>['sent']) =>
  sent.map((r) => `${r.url.pathname.replace('/links/abc/api/v1', '')}${r.url.search}`);

describe('detectConnectionKind', () => {
  it('space: /folders answers', async () => {
    const { result, sent } = detect(
      json({ items: [{ id: 'unsorted', name: 'Unsorted', documentCount: 0, folders: [] }] }),
    );
    await expect(result).resolves.toBe('space');
    expect(asked(sent)).toEqual(['/folders']);
  });

  it('daily-notes: no /folders, /tasks?scope=inbox answers', async () => {
    const { result, sent } = detect(status(404), json({ items: [] }));
    await expect(result).resolves.toBe('daily-notes');
    expect(asked(sent)).toEqual(['/folders', '/tasks?scope=inbox']);
  });

  it('documents: neither answers', async () => {
    const { result, sent } = detect(status(404), status(404));
    await expect(result).resolves.toBe('documents');
    expect(asked(sent)).toEqual(['/folders', '/tasks?scope=inbox']);
  });

  // What another kind's endpoint answers was never recorded (evidence §3a #5): any of these means "not here".
  it.each([
    ['404 JSON', json({ error: 'Not found', code: 'NOT_FOUND_ERROR' }, 404)],
    ['404 HTML', html(404)],
    ['405', status(405)],
    [
      '400',
      json({ error: 'Validation failed', code: 'VALIDATION_ERROR', details: [{ code: 'custom', message: 'x' }] }, 400),
    ],
    ['422', status(422)],
    ['500 HTML', html(500)],
    ['500 JSON', json({ error: 'Internal', code: 'INTERNAL_SERVER_ERROR' }, 500)],
    ['503', status(503)],
    ['200 HTML', html(200)],
    ['403 HTML', html(403)],
  ] as Array<[string, Reply]>)('%s on a probe means "not this kind"', async (_name, reply) => {
    await expect(detect(reply, reply).result).resolves.toBe('documents');
    await expect(detect(reply, json({ items: [] })).result).resolves.toBe('daily-notes');
  });

  it.each([401, 403])(
    'a JSON %i on a probe counts as "not this kind" when GET /connection still accepts the key',
    async (code) => {
      const refusal = json({ error: 'Forbidden', code: 'FORBIDDEN' }, code);
      const { result, sent } = detect(refusal, connection, json({ items: [] }));
      await expect(result).resolves.toBe('daily-notes');
      expect(asked(sent)).toEqual(['/folders', '/connection', '/tasks?scope=inbox']);
    },
  );

  it.each([
    ['401, and /connection now refuses the key', [status(401), status(401)], 'key-required'],
    ['403, and /connection now refuses the key', [status(403), status(403)], 'key-invalid'],
    ['429 after the retries', [status(429)], 'rate-limited'],
    ['network error', [new TypeError('fetch failed')], 'unreachable'],
    ['unexpected /folders JSON', [json({ nope: true })], 'bad-response'],
  ] as Array<[string, Reply[], string]>)(
    'propagates what is not about the endpoint: %s',
    async (_name, replies, kind) => {
      await expect(detect(...replies).result).rejects.toMatchObject({ kind });
    },
  );
});
