import { describe, expect, it } from 'vitest';
import { createCraftClient } from '../../../../lib/craft/client';
import { detectConnectionKind } from '../../../../lib/craft/detect-connection-kind';
import { fakeFetch, json, status, type Reply } from './fake-fetch';

const connection = json({ space: { id: 's', name: 'Space', timezone: 'Europe/Berlin' } });

function detect(...replies: Reply[]) {
  const fake = fakeFetch(...replies);
  const client = createCraftClient({ baseUrl: 'https://connect.craft.do/links/abc/api/v1', fetch: fake.fetch, retry: { limit: 0 } });
  return { result: detectConnectionKind(client), sent: fake.sent };
}

const asked = (sent: ReturnType<typeof detect>['sent']) => sent.map((r) => `${r.url.pathname.replace('/links/abc/api/v1', '')}${r.url.search}`);

describe('detectConnectionKind', () => {
  it('space: /folders answers', async () => {
    const { result, sent } = detect(json({ items: [{ id: 'unsorted', name: 'Unsorted', documentCount: 0, folders: [] }] }));
    await expect(result).resolves.toBe('space');
    expect(asked(sent)).toEqual(['/folders']);
  });

  it('daily-notes: no /folders, /tasks?scope=inbox answers', async () => {
    const { result, sent } = detect(status(404), json({ items: [] }));
    await expect(result).resolves.toBe('daily-notes');
    expect(asked(sent)).toEqual(['/folders', '/tasks?scope=inbox']);
  });

  it('documents: neither answers, but the link exists', async () => {
    const { result, sent } = detect(status(404), status(404), connection);
    await expect(result).resolves.toBe('documents');
    expect(asked(sent)).toEqual(['/folders', '/tasks?scope=inbox', '/connection']);
  });

  it('treats 405 as "no such endpoint" too', async () => {
    await expect(detect(status(405), status(405), connection).result).resolves.toBe('documents');
  });

  it('a link that does not exist fails with not-found instead of passing as documents', async () => {
    await expect(detect(status(404)).result).rejects.toMatchObject({ kind: 'not-found' });
  });

  it.each([
    ['401 on /folders', [status(401)], 'key-required'],
    ['403 on /folders', [status(403)], 'key-invalid'],
    ['500 on /tasks', [status(404), status(500)], 'server'],
    ['network error', [new TypeError('fetch failed')], 'unreachable'],
    ['unexpected /folders body', [json({ nope: true })], 'bad-response'],
  ] as Array<[string, Reply[], string]>)('propagates any other error: %s', async (_name, replies, kind) => {
    await expect(detect(...replies).result).rejects.toMatchObject({ kind });
  });
});
