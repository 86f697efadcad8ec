import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index';
import { call, start } from './helpers';

let emu: Emulator;
beforeAll(async () => {
  emu = await start();
});
afterAll(() => emu.close());

describe('auth', () => {
  it('lets an unkeyed link through without a header', async () => {
    expect((await call(emu.link('space'), 'GET', '/connection')).status).toBe(200);
  });

  it.each([
    ['missing key', {}, 401, { error: 'API key required', code: 'MISSING_AUTH_HEADER' }],
    [
      'wrong key',
      { Authorization: 'Bearer pdk_wrong' },
      403,
      { error: 'Invalid or expired API key', code: 'FORBIDDEN' },
    ],
    // The body R5 recorded from the live service (evidence §3a #3).
    [
      'not a bearer token',
      { Authorization: 'Basic abc' },
      401,
      { error: 'Invalid Authorization header', code: 'INVALID_AUTH_HEADER' },
    ],
  ])('answers %s on a keyed link with %i', async (_name, headers, status, body) => {
    const keyed = emu.link('space', { keyed: true });
    const res = await fetch(`${keyed.apiUrl}/connection`, { headers });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(body);
  });

  it('accepts the right key', async () => {
    const keyed = emu.link('space', { keyed: true });
    expect(keyed.apiKey).toBeTruthy();
    const res = await fetch(`${keyed.apiUrl}/connection`, { headers: { Authorization: `Bearer ${keyed.apiKey}` } });
    expect(res.status).toBe(200);
  });

  it('answers 404 for an unknown link, as an HTML page', async () => {
    const res = await fetch(`${emu.origin}/links/NoSuchLink1/api/v1/connection`);
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/^<!DOCTYPE html>/);
  });

  it('redirects the bare API URL to an HTML-only page that answers other requests with 500 (R9)', async () => {
    const link = emu.link('space');
    const res = await fetch(link.apiUrl, { redirect: 'manual' });
    expect(res.status).toBe(307);
    const followed = await fetch(link.apiUrl, { headers: { Accept: 'application/json' } });
    expect(followed.status).toBe(500);
    expect(await followed.text()).toContain('Only HTML requests are supported here');
  });

  it('protects every default link when started with apiKey', async () => {
    const keyedEmu = await start({ apiKey: 'pdk_all' });
    try {
      for (const link of keyedEmu.links) {
        expect(link.apiKey).toBe('pdk_all');
        expect((await fetch(`${link.apiUrl}/connection`)).status).toBe(401);
      }
    } finally {
      await keyedEmu.close();
    }
  });
});

describe('connection kinds', () => {
  it.each([
    ['documents', '/folders', 404],
    ['documents', '/tasks?scope=inbox', 404],
    ['space', '/folders', 200],
    ['space', '/tasks?scope=inbox', 200],
    ['daily-notes', '/folders', 404],
    ['daily-notes', '/tasks?scope=inbox', 200],
    ['daily-notes', '/documents', 404],
    ['documents', '/daily-notes/search?include=x', 404],
  ] as const)('%s link: GET %s → %i', async (kind, path, status) => {
    expect((await call(emu.link(kind), 'GET', path)).status).toBe(status);
  });

  it('lists links in the documented order', () => {
    expect(emu.links.map((l) => [l.kind, !!l.apiKey])).toEqual([
      ['documents', false],
      ['space', false],
      ['daily-notes', false],
      ['space', true],
    ]);
  });
});

describe('custom links', () => {
  it('replaces the default links, with per-link keys and document selections', async () => {
    const custom = await start({
      links: [
        { id: 'CustomDocs1', kind: 'documents', documentIds: ['GONE'] },
        { id: 'CustomDaily', kind: 'daily-notes', apiKey: 'pdk_dn' },
      ],
    });
    try {
      expect(custom.links).toEqual([
        { id: 'CustomDocs1', kind: 'documents', apiUrl: `${custom.origin}/links/CustomDocs1/api/v1` },
        {
          id: 'CustomDaily',
          kind: 'daily-notes',
          apiUrl: `${custom.origin}/links/CustomDaily/api/v1`,
          apiKey: 'pdk_dn',
        },
      ]);
      const docs = await call(custom.link('documents'), 'GET', '/documents');
      expect(docs.body).toEqual({ items: [{ id: 'GONE', title: '[Deleted Document]', isDeleted: true }] });
      expect((await fetch(`${custom.origin}/links/EmuSpace001/api/v1/connection`)).status).toBe(404);
      expect((await call(custom.link('daily-notes', { keyed: true }), 'GET', '/blocks')).status).toBe(200);
    } finally {
      await custom.close();
    }
  });
});

describe('CORS', () => {
  it('answers a preflight with the allowed methods and headers', async () => {
    const res = await fetch(`${emu.link('space').apiUrl}/blocks`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'chrome-extension://abc',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Content-Type/i);
  });

  it('marks ordinary and error answers readable cross-origin and exposes the rate headers', async () => {
    for (const path of ['/connection', '/nope']) {
      const res = await fetch(`${emu.link('space').apiUrl}${path}`);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
      expect(res.headers.get('access-control-expose-headers')).toContain('X-RateLimit-Remaining');
    }
  });
});
