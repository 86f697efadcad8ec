/** The soak's plumbing: a seeded random source, a store that dies with its worker, a fetch with a worker's signal. */
import type { OutboxStore } from '../../lib/outbox';

/** A small seeded PRNG (mulberry32) so a failing run can be replayed with its seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A store whose every call fails once its instance is "killed". */
export function killable(store: OutboxStore, dead: () => boolean): OutboxStore {
  const guard =
    <A extends unknown[], R>(fn: (...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      if (dead()) throw new Error('worker stopped');
      const r = await fn(...a);
      if (dead()) throw new Error('worker stopped');
      return r;
    };
  return {
    get: guard(store.get),
    all: guard(store.all),
    put: guard(store.put),
    delete: guard(store.delete),
    update: guard(store.update),
  };
}

/** The fetch with `signal` added to every request's own. */
export function withSignal(fetchFn: typeof fetch, signal: AbortSignal): typeof fetch {
  return (input, init) => {
    const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    return fetchFn(input, { ...init, signal: own ? AbortSignal.any([own, signal]) : signal });
  };
}
