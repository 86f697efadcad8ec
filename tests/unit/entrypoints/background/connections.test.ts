import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  listConnections,
  saveConnection,
  setUpConnections,
  testConnection,
} from '../../../../entrypoints/background/connections';
import { createServices } from '../../../../entrypoints/background/services';
import { messaging } from '../../../../lib/messaging/protocol';
import type { ConnectionKind } from '../../../../lib/model/types';
import { connectionsItem } from '../../../../lib/storage/items';

const KEY = 'pdk_3a7c1e5b9d2f8a4c6e0b9f2c';

/**
 * A stand-in for one Craft link: answers GET /connection and the kind probes the way the real
 * service does (404 for endpoints the link kind lacks), and records what it was asked.
 */
function fakeCraft(kind: ConnectionKind, opts: { key?: string; status?: number; down?: boolean } = {}) {
  const calls: Array<{ method: string; path: string; auth: string | null }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/links\/[^/]+\/api\/v1/, '') + url.search;
    calls.push({ method: request.method, path, auth: request.headers.get('Authorization') });
    if (opts.down) throw new TypeError('fetch failed');
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (opts.status) return json({ error: 'nope' }, opts.status);
    if (opts.key) {
      const auth = request.headers.get('Authorization');
      if (!auth) return json({ error: 'unauthorized' }, 401);
      if (auth !== `Bearer ${opts.key}`) return json({ error: 'forbidden' }, 403);
    }
    if (path === '/connection') {
      return json({
        space: { id: 'sp-1', name: 'Garden Notes', timezone: 'Europe/Berlin', time: '2026-01-30T10:00:00' },
        utc: { time: '2026-01-30T09:00:00Z' },
        urlTemplates: { app: 'craftdocs://open?spaceId=sp-1&blockId={blockId}' },
      });
    }
    if (path === '/folders' && kind === 'space') return json({ items: [] });
    if (path === '/tasks?scope=inbox' && kind !== 'documents') return json({ items: [] });
    return json({ error: 'not found' }, 404);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const API_URL = 'https://connect.craft.do/links/AbC123/api/v1';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('testConnection', () => {
  it.each<[ConnectionKind, string[]]>([
    ['space', ['GET /connection', 'GET /folders']],
    ['daily-notes', ['GET /connection', 'GET /folders', 'GET /tasks?scope=inbox']],
    ['documents', ['GET /connection', 'GET /folders', 'GET /tasks?scope=inbox']],
  ])('detects a %s link with exactly the expected requests', async (kind, requests) => {
    const craft = fakeCraft(kind);
    const result = await testConnection(createServices({ fetch: craft.fetch }), { apiUrl: `${API_URL}/` });
    expect(result).toEqual({
      ok: true,
      value: {
        kind,
        spaceName: 'Garden Notes',
        spaceId: 'sp-1',
        timezone: 'Europe/Berlin',
        appUrlTemplate: 'craftdocs://open?spaceId=sp-1&blockId={blockId}',
        apiUrl: API_URL,
      },
    });
    expect(craft.calls.map((c) => `${c.method} ${c.path}`)).toEqual(requests);
  });

  it('turns a docs URL into the API URL', async () => {
    const craft = fakeCraft('space');
    const result = await testConnection(createServices({ fetch: craft.fetch }), {
      apiUrl: 'https://connect.craft.do/link/AbC123/docs/v1',
    });
    expect(result.ok && result.value.apiUrl).toBe(API_URL);
  });

  it('rejects what is not a connection URL without sending anything', async () => {
    const craft = fakeCraft('space');
    const result = await testConnection(createServices({ fetch: craft.fetch }), { apiUrl: 'hello world' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/API URL/);
    expect(craft.calls).toEqual([]);
  });

  it('sends the key as a bearer token', async () => {
    const craft = fakeCraft('space', { key: KEY });
    const result = await testConnection(createServices({ fetch: craft.fetch }), {
      apiUrl: API_URL,
      apiKey: ` ${KEY} `,
    });
    expect(result.ok).toBe(true);
    expect(craft.calls.every((c) => c.auth === `Bearer ${KEY}`)).toBe(true);
  });

  it.each<[string, Parameters<typeof fakeCraft>[1], string | undefined, RegExp]>([
    ['key missing', { key: KEY }, undefined, /needs an API key/],
    ['key wrong', { key: KEY }, 'pdk_wrong', /invalid or has expired/],
    ['link unknown', { status: 404 }, undefined, /couldn't find/i],
    ['rate limited', { status: 429 }, undefined, /limiting how fast/],
    ['server down', { down: true }, undefined, /Couldn't reach connect\.craft\.do/],
  ])('answers %s with the message from lib/craft', async (_, opts, apiKey, message) => {
    const craft = fakeCraft('space', opts);
    const result = await testConnection(createServices({ fetch: craft.fetch }), { apiUrl: API_URL, apiKey });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(message);
    expect(!result.ok && result.error).not.toContain('AbC123');
  });
});

describe('saveConnection', () => {
  it('stores the connection in local storage only and returns it with the key masked', async () => {
    const craft = fakeCraft('space', { key: KEY });
    const result = await saveConnection(
      createServices({ fetch: craft.fetch }),
      { apiUrl: API_URL, apiKey: KEY },
      { newId: () => 'c1' },
    );
    expect(result).toMatchObject({
      ok: true,
      value: { id: 'c1', name: 'Garden Notes', isDefault: true, maskedKey: 'pdk_…9f2c' },
    });
    expect(JSON.stringify(result)).not.toContain(KEY);
    const stored = await fakeBrowser.storage.local.get('connections');
    expect(stored.connections).toMatchObject([{ id: 'c1', apiUrl: API_URL, apiKey: KEY, kind: 'space' }]);
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
  });

  it('saves nothing when the test fails', async () => {
    const craft = fakeCraft('space', { key: KEY });
    const result = await saveConnection(createServices({ fetch: craft.fetch }), { apiUrl: API_URL });
    expect(result.ok).toBe(false);
    expect(await connectionsItem.getValue()).toEqual([]);
  });

  it('uses the given name and keeps the first connection default', async () => {
    let n = 0;
    const deps = { newId: () => `c${++n}` };
    await saveConnection(createServices({ fetch: fakeCraft('space').fetch }), { apiUrl: API_URL }, deps);
    await saveConnection(
      createServices({ fetch: fakeCraft('daily-notes').fetch }),
      { apiUrl: 'https://connect.craft.do/links/Other/api/v1', name: ' Journal ' },
      deps,
    );
    const list = await listConnections();
    expect(list.map((c) => [c.id, c.name, c.kind, c.isDefault])).toEqual([
      ['c1', 'Garden Notes', 'space', true],
      ['c2', 'Journal', 'daily-notes', false],
    ]);
  });
});

describe('message listener', () => {
  const added = vi.fn();
  beforeEach(() => {
    // @webext-core/messaging talks to `chrome.runtime` directly.
    vi.stubGlobal('chrome', fakeBrowser);
    added.mockClear();
    setUpConnections(createServices({ fetch: fakeCraft('space').fetch }), { newId: () => 'c1' }, { added });
  });

  afterEach(() => {
    messaging.removeAllListeners();
    vi.unstubAllGlobals();
  });

  function deliver(type: string, data: unknown, sender: { id?: string; url?: string }) {
    return new Promise<{ res?: unknown; err?: { message: string } }>((resolve) => {
      // Chrome passes (message, sender, sendResponse); the fake's typing knows only the first two.
      const trigger = fakeBrowser.runtime.onMessage.trigger as (...args: unknown[]) => Promise<unknown>;
      void trigger({ id: 1, type, data, timestamp: Date.now() }, sender, resolve);
    });
  }

  it("answers the extension's own pages", async () => {
    const own = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/options.html') };
    const saved = await deliver('saveConnection', { apiUrl: API_URL }, own);
    expect(saved.res).toMatchObject({ ok: true, value: { id: 'c1' } });
    // Marks on page load learn the new connection's pages (marks-learn.ts).
    expect(added.mock.calls).toEqual([['c1']]);
    const listed = await deliver('listConnections', null, own);
    expect(listed.res).toMatchObject([{ id: 'c1', name: 'Garden Notes' }]);
    expect(await deliver('setDefaultConnection', { id: 'nope' }, own)).toMatchObject({ res: { ok: false } });
    // The user corrects the detected kind (evidence §3a #5: the probes can only guess).
    expect(await deliver('setConnectionKind', { id: 'c1', kind: 'daily-notes' }, own)).toEqual({
      res: { ok: true, value: null },
    });
    expect((await connectionsItem.getValue())[0]?.kind).toBe('daily-notes');
    expect(await deliver('setConnectionKind', { id: 'c1', kind: 'all' }, own)).toMatchObject({ res: { ok: false } });
    expect(await deliver('setConnectionKind', { id: 'nope', kind: 'space' }, own)).toMatchObject({
      res: { ok: false },
    });
    expect(await deliver('removeConnection', { id: 'c1' }, own)).toEqual({ res: { ok: true, value: null } });
    expect(await connectionsItem.getValue()).toEqual([]);
  });

  it.each([
    ['another extension', { id: 'some-other-extension' }],
    ['no sender id', { url: 'https://evil.example/' }],
  ])('refuses %s and changes nothing', async (_, sender) => {
    const reply = await deliver('saveConnection', { apiUrl: API_URL }, sender);
    expect(reply.res).toBeUndefined();
    expect(reply.err?.message).toMatch(/Refused/);
    expect(await connectionsItem.getValue()).toEqual([]);
    expect(added).not.toHaveBeenCalled();
  });
});
