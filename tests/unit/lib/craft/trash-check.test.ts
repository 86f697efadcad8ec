import { describe, expect, it } from 'vitest';
import { createCraftClient } from '../../../../lib/craft/client';
import { createTrashCheck } from '../../../../lib/craft/trash-check';
import type { ConnectionKind } from '../../../../lib/craft/types';
import { fakeFetch, json, status, type Reply } from './fake-fetch';

function checkWith(kind: ConnectionKind, reply: Reply) {
  const fake = fakeFetch(reply);
  const client = createCraftClient({
    baseUrl: 'https://connect.craft.do/links/abc/api/v1',
    fetch: fake.fetch,
    retry: { limit: 0 },
  });
  return { check: createTrashCheck(client, kind), sent: fake.sent };
}

const trash = json({ items: [{ id: 'GONE', title: 'Old notes' }] });

describe('createTrashCheck', () => {
  it('reads the trash of a whole-space link once, however many destinations it is asked about', async () => {
    const { check, sent } = checkWith('space', trash);
    expect(await Promise.all([check.status('GONE'), check.status('LIVE'), check.status('GONE')])).toEqual([
      'trashed',
      'not-trashed',
      'trashed',
    ]);
    expect(await check.status('LIVE')).toBe('not-trashed');
    expect(sent.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual([
      'GET /links/abc/api/v1/documents?location=trash',
    ]);
  });

  it.each<[string, Reply]>([
    ['a server error', status(500, 'oops')],
    ['a refusal', json({ error: 'Forbidden', code: 'FORBIDDEN' }, 403)],
    ['an answer of another shape', json({ documents: [] })],
    ['an HTML page', status(200, '<!DOCTYPE html><p>hi</p>', { 'Content-Type': 'text/html' })],
    ['no answer at all', new TypeError('Failed to fetch')],
  ])('answers unknown, never "not trashed", after %s, and does not ask again', async (_, reply) => {
    const { check, sent } = checkWith('space', reply);
    expect(await check.status('GONE')).toBe('unknown');
    expect(await check.status('LIVE')).toBe('unknown');
    expect(sent).toHaveLength(1);
  });

  it('reads the deletion status of a selected-documents link; a document it does not list is unknown', async () => {
    const { check, sent } = checkWith(
      'documents',
      json({
        items: [
          { id: 'LIVE', title: 'Plan', isDeleted: false },
          { id: 'GONE', title: '[Deleted Document]', isDeleted: true },
        ],
      }),
    );
    expect([await check.status('GONE'), await check.status('LIVE'), await check.status('ELSEWHERE')]).toEqual([
      'trashed',
      'not-trashed',
      'unknown',
    ]);
    expect(sent.map((r) => `${r.url.pathname}${r.url.search}`)).toEqual(['/links/abc/api/v1/documents']);
  });

  it('makes no request on a daily-notes link, which lists no documents', async () => {
    const { check, sent } = checkWith('daily-notes', trash);
    expect(await check.status('GONE')).toBe('unknown');
    expect(sent).toHaveLength(0);
  });
});
