/** startEmulator(): the local Craft API, per docs/ARCHITECTURE.md ("emulator"). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConnectionKind, EmulatorOptions, LinkInfo, RequestLogEntry } from './types';
import type { LinkRuntime } from './scope';
import { Store } from './store';
import { seedState } from './seed';
import { RateLimiter } from './rate-limit';
import { FaultSwitches } from './faults';
import { RequestLog } from './request-log';
import { Persister, loadState } from './persistence';
import { createHandler } from './server';
import { createStateHelpers, type EmulatorState } from './state-helpers';
import { defaultLinks, pickLink } from './links';
import { behaviourFrom, type Behaviour } from './behaviour';

export type { ConnectionKind, EmulatorOptions, LinkConfig, LinkInfo, RequestLogEntry } from './types';
export type { EmulatorState } from './state-helpers';
export { FaultSwitches } from './faults';
export type { Behaviour, OtherKindAnswer } from './behaviour';

export interface Emulator {
  origin: string;
  links: LinkInfo[];
  link(kind: ConnectionKind, opts?: { keyed?: boolean }): LinkInfo;
  log: { entries(): RequestLogEntry[]; clear(): void };
  faults: FaultSwitches;
  state: EmulatorState;
  setRateLimit(on: boolean): void;
  /** The switches in force (behaviour.ts): Craft's defaults unless started or configured otherwise. */
  readonly behaviour: Behaviour;
  /** Changes some switches until the next reset(), which restores those given at start. */
  configure(changes: Partial<Behaviour>): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startEmulator(opts: EmulatorOptions = {}): Promise<Emulator> {
  const timezone = opts.timezone ?? 'Europe/Berlin';
  const now = opts.now ?? (() => new Date());
  const seed = () => seedState(now(), timezone);
  let store = new Store(loadState(opts.dataFile) ?? seed(), now);
  const persister = new Persister(opts.dataFile, () => store.state);
  const limiter = new RateLimiter(opts.rateLimit ?? true, () => now().getTime());
  const faults = new FaultSwitches();
  const log = new RequestLog();
  const configs = opts.links ?? defaultLinks(opts.apiKey);
  const runtime = new Map<string, LinkRuntime>(configs.map((l) => [l.id, { ...l }]));
  let origin = '';
  const initial = behaviourFrom(opts.behaviour ?? {});
  let behaviour = initial;

  const server = createServer(
    createHandler({
      store: () => store,
      links: runtime,
      limiter,
      faults,
      log,
      persister,
      timezone,
      now,
      origin: () => origin,
      behaviour: () => behaviour,
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 8787, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = opts.host ?? '127.0.0.1';
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  persister.flush();
  const links: LinkInfo[] = configs.map((l) => ({
    id: l.id,
    kind: l.kind,
    apiUrl: `${origin}/links/${l.id}/api/v1`,
    ...(l.apiKey ? { apiKey: l.apiKey } : {}),
  }));

  return {
    origin,
    links,
    log,
    faults,
    link: (kind, o) => pickLink(links, kind, o?.keyed),
    state: createStateHelpers(() => store, timezone, now),
    setRateLimit: (on) => {
      limiter.enabled = on;
      if (!on) limiter.reset();
    },
    get behaviour() {
      return behaviour;
    },
    configure: (changes) => {
      behaviour = behaviourFrom({ ...behaviour, ...changes });
    },
    reset: () => {
      behaviour = initial;
      store = new Store(seed(), now);
      faults.reset();
      limiter.reset();
      log.clear();
      persister.flush();
    },
    close: async () => {
      persister.flush();
      faults.releaseHung();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
