/**
 * Contract: connection info, kind detection and authentication.
 * Runs against the local emulator, or a real connection when CRAFT_API_URL (and optionally
 * CRAFT_API_KEY) is set — then only its own kind, read-only here. See harness.ts.
 */
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createCraftClient } from '../../lib/craft/client';
import { buildDeepLink } from '../../lib/craft/deep-link';
import { detectConnectionKind } from '../../lib/craft/detect-connection-kind';
import { parseConnectionUrl } from '../../lib/craft/parse-connection-url';
import { describeEmulator, describeKinds, openTarget } from './harness';

const target = await openTarget();
afterAll(() => target.close());

describeKinds(target, ['documents', 'space', 'daily-notes'], 'GET /connection', (kind) => {
  it('reports the space, its timezone and a deep-link template', async () => {
    const info = await target.client(kind).connection();
    expect(info.space.id).toEqual(expect.any(String));
    expect(info.space.timezone).toMatch(/\w/);
    const link = buildDeepLink(info.urlTemplates?.app, { blockId: 'BLOCK-1', spaceId: info.space.id });
    expect(link).toMatch(/^craftdocs:\/\/.*BLOCK-1/);
  });

  it('is detected as its own kind', async () => {
    const client = target.client(kind);
    await client.connection();
    await expect(detectConnectionKind(client)).resolves.toBe(kind);
  });

  it('has an API URL that parseConnectionUrl accepts unchanged', () => {
    const { apiUrl } = target.link(kind);
    const parsed = parseConnectionUrl(` ${apiUrl}/ `);
    expect(parsed).toMatchObject({ ok: true, apiUrl, isCraftHost: new URL(apiUrl).hostname === 'connect.craft.do' });
  });
});

describeEmulator(target, "kind detection whatever another kind's endpoint answers (evidence §3a #5)", (emulator) => {
  afterAll(() => emulator.configure({ otherKind: 404 }));
  for (const answer of [404, 400, 403, 500] as const) {
    it(`otherKind ${answer}`, async () => {
      emulator.configure({ otherKind: answer });
      for (const kind of target.kinds) {
        const client = target.client(kind);
        await client.connection();
        await expect(detectConnectionKind(client)).resolves.toBe(kind);
      }
    });
  }
});

describe('authentication', () => {
  const keyed = target.mode === 'emulator' ? target.link('space', true) : target.link(target.kinds[0]);
  const hasKey = !!keyed.apiKey;
  const client = (apiKey?: string) => createCraftClient({ baseUrl: keyed.apiUrl, apiKey, retry: { limit: 0 } });

  it.runIf(hasKey)('a keyed link without the key → key-required (401)', async () => {
    await expect(client().connection()).rejects.toMatchObject({ kind: 'key-required', status: 401 });
  });

  // Craft's own client reads 403 as a bad key (R1); a live record shows 401 for a sent key (R5, evidence §3a #3).
  it.runIf(hasKey)('a wrong key → key-invalid (403 on the emulator; 401 or 403 on Craft)', async () => {
    const error = await client('pdk_wrong')
      .connection()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'key-invalid' });
    expect(target.mode === 'emulator' ? [403] : [401, 403]).toContain((error as { status: number }).status);
  });

  it.runIf(hasKey)('the right key as a Bearer token works', async () => {
    await expect(client(keyed.apiKey).connection()).resolves.toHaveProperty('space');
  });

  it.runIf(target.mode === 'emulator')('a secret link alone works without any header', async () => {
    const { apiUrl } = target.link('space');
    await expect(createCraftClient({ baseUrl: apiUrl }).connection()).resolves.toHaveProperty('space');
  });

  it('an unknown link → not-found (404)', async () => {
    const url = new URL(target.link(target.kinds[0]).apiUrl);
    const unknown = `${url.origin}/links/NoSuchLink0/api/v1`;
    await expect(createCraftClient({ baseUrl: unknown, retry: { limit: 0 } }).connection()).rejects.toMatchObject({
      kind: 'not-found',
      status: 404,
    });
  });
});

describe('unreachable server', () => {
  it('a closed port → unreachable', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const client = createCraftClient({
      baseUrl: `http://127.0.0.1:${port}/links/x/api/v1`,
      retry: { limit: 1, baseDelayMs: 1 },
    });
    await expect(client.connection()).rejects.toMatchObject({ kind: 'unreachable' });
  });
});
