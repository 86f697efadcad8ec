/**
 * Where the contract suites run. Without CRAFT_API_URL: a fresh local emulator per test file, with
 * every connection kind. With CRAFT_API_URL (and optional CRAFT_API_KEY): that real connection only,
 * its kind detected; suites for other kinds and emulator-only checks (fault switches, request log)
 * are skipped, and tests touch only what they create, removing it afterwards.
 */
import { describe, expect } from 'vitest';
import { startEmulator, type Emulator } from '../../emulator/index.ts';
import { createCraftClient, type CraftClient } from '../../lib/craft/client';
import { detectConnectionKind } from '../../lib/craft/detect-connection-kind';
import { parseConnectionUrl } from '../../lib/craft/parse-connection-url';
import type { RetrySettings } from '../../lib/craft/retry-policy';
import type { ConnectionKind, Position } from '../../lib/craft/types';

export interface ClientOverrides {
  apiKey?: string | null;
  timeoutMs?: number;
  retry?: Partial<RetrySettings>;
}

export interface ContractTarget {
  mode: 'emulator' | 'real';
  kinds: ConnectionKind[];
  emulator?: Emulator;
  link(kind: ConnectionKind, keyed?: boolean): { apiUrl: string; apiKey?: string };
  client(kind: ConnectionKind, overrides?: ClientOverrides): CraftClient;
  close(): Promise<void>;
}

const ALL_KINDS: ConnectionKind[] = ['documents', 'space', 'daily-notes'];

/** Real connections have live rate limits: wait them out instead of failing. */
const REAL_RETRY: Partial<RetrySettings> = { limit: 4, maxWaitMs: 65_000 };
const EMULATOR_RETRY: Partial<RetrySettings> = { limit: 2, baseDelayMs: 10, maxWaitMs: 2_000 };

export async function openTarget(): Promise<ContractTarget> {
  const realUrl = process.env.CRAFT_API_URL;
  if (realUrl) {
    const parsed = parseConnectionUrl(realUrl);
    if (!parsed.ok) throw new Error(`CRAFT_API_URL: ${parsed.error}`);
    const apiKey = process.env.CRAFT_API_KEY || undefined;
    const make = (o: ClientOverrides = {}) =>
      createCraftClient({
        baseUrl: parsed.apiUrl,
        apiKey: o.apiKey === null ? undefined : (o.apiKey ?? apiKey),
        timeoutMs: o.timeoutMs ?? 30_000,
        retry: { ...REAL_RETRY, ...o.retry },
      });
    // Detection reads refusals as "not this kind" only once the link is known to answer.
    const probe = make();
    await probe.connection();
    const kind = await detectConnectionKind(probe);
    return {
      mode: 'real',
      kinds: [kind],
      link: () => ({ apiUrl: parsed.apiUrl, apiKey }),
      client: (_kind, o) => make(o),
      close: async () => {},
    };
  }
  // Rate limiting off: the suites send more than 100 requests a minute; 429s are forced instead.
  const emulator = await startEmulator({ port: 0, rateLimit: false });
  return {
    mode: 'emulator',
    kinds: ALL_KINDS,
    emulator,
    link: (kind, keyed = false) => emulator.link(kind, { keyed }),
    client: (kind, o = {}) => {
      const link = emulator.link(kind);
      return createCraftClient({
        baseUrl: link.apiUrl,
        apiKey: o.apiKey === null ? undefined : (o.apiKey ?? link.apiKey),
        timeoutMs: o.timeoutMs ?? 5_000,
        retry: { ...EMULATOR_RETRY, ...o.retry },
      });
    },
    close: () => emulator.close(),
  };
}

/** describe() once per wanted kind the target has; skipped when it has none of them. */
export function describeKinds(
  target: ContractTarget,
  wanted: ConnectionKind[],
  name: string,
  fn: (kind: ConnectionKind) => void,
) {
  const kinds = target.kinds.filter((k) => wanted.includes(k));
  if (kinds.length === 0) describe.skip(`${name} (no ${wanted.join('/')} connection)`, () => {});
  for (const kind of kinds) describe(`${name} [${kind}]`, () => fn(kind));
}

/** Checks that need the emulator's fault switches or request log. */
export function describeEmulator(target: ContractTarget, name: string, fn: (emulator: Emulator) => void) {
  if (target.emulator) describe(name, () => fn(target.emulator!));
  else describe.skip(`${name} (emulator only)`, () => {});
}

/** A place to write test blocks into, and how to read and search it, per connection kind. */
export interface Scratch {
  position: Position;
  read: { id: string } | { date: string };
  searchScope: { blockId: string } | { documentId: string } | { date: string };
  /** Removes what the scratch itself created (a document on space links). */
  dispose(): Promise<void>;
}

export async function openScratch(client: CraftClient, kind: ConnectionKind): Promise<Scratch> {
  if (kind === 'daily-notes') {
    return {
      position: { position: 'end', date: 'today' },
      read: { date: 'today' },
      searchScope: { date: 'today' },
      dispose: async () => {},
    };
  }
  if (kind === 'space') {
    const [doc] = await client.documents.create([{ title: `Clip to Craft contract test ${new Date().toISOString()}` }]);
    return {
      position: { position: 'end', pageId: doc.id },
      read: { id: doc.id },
      searchScope: { blockId: doc.id },
      // DELETE /documents is a soft delete into the trash: acceptable as "reversible" for a real space.
      dispose: async () => {
        await client.documents.delete([doc.id]);
      },
    };
  }
  // Selected documents cannot be created: write into the first live one, deleting our blocks after.
  const doc = (await client.documents.list()).find((d) => !d.isDeleted);
  if (!doc) throw new Error('The connection exposes no document to write test blocks into');
  return {
    position: { position: 'end', pageId: doc.id },
    read: { id: doc.id },
    searchScope: { documentId: doc.id },
    dispose: async () => {},
  };
}

/** A marker unique to this run, so searches find only what the test wrote. */
export function marker(label: string): string {
  return `ctc${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * A request the API documents as not allowed, without documenting the error (workspace spec, "Errors").
 * The emulator answers 400; a real connection must answer some 4xx.
 */
export async function expectRefused(target: ContractTarget, attempt: Promise<unknown>): Promise<void> {
  const error = await attempt.then(
    () => undefined,
    (e: unknown) => e as { kind?: string; status?: number },
  );
  if (target.mode === 'emulator') {
    expect(error).toMatchObject({ kind: 'bad-request', status: 400 });
    return;
  }
  expect(error?.status).toBeGreaterThanOrEqual(400);
  expect(error?.status).toBeLessThan(500);
}
