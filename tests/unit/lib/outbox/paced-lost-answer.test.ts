/**
 * A write held in the pacer, then its answer lost, against the emulator. The write step's mark is
 * stamped before the pacer's wait; the lost-answer check settles from the time the write actually
 * left (departures.ts), else it looks before a slow server could have applied it, finds nothing and
 * sends the write again. Time is virtual: the pacer's clock, the job's, and the slow server's.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useEmulator } from './use-emulator';
import { createCraftClient } from '../../../../lib/craft';
import { createPacer, pacedClientOptions } from '../../../../lib/craft/pacer';
import type { ClipJobProgress } from '../../../../lib/outbox/kinds/clip/clip-progress';
import { runClipJob } from '../../../../lib/outbox/kinds/clip/clip-job';
import { createDepartures } from '../../../../lib/outbox/write/departures';
import { WaitError } from '../../../../lib/outbox/policy';
import type { JobOf } from '../../../../lib/outbox/types';

const emulator = useEmulator();
/** The pacer holds the write this long: past the settle. */
const WINDOW_MS = 15_000;
/** Room for the requests after the write: only the write waits. */
const LIMIT = 5;
const SETTLE_MS = 10_000;
/** The slow server applies the write this long after it left: inside the settle. */
const APPLIED_AFTER_MS = 9_000;

/** A clock, and requests that reach the emulator only when it passes their time (a slow server). */
function virtualTime() {
  let now = 1_000_000;
  const late: Array<{ at: number; go: () => Promise<unknown> }> = [];
  return {
    now: () => now,
    later(at: number, go: () => Promise<unknown>) {
      late.push({ at, go });
    },
    async advance(ms: number) {
      now += ms;
      for (const due of late.filter((l) => l.at <= now)) {
        late.splice(late.indexOf(due), 1);
        await due.go().catch(() => {});
      }
    },
  };
}

describe('a write held in the pacer, its answer lost', () => {
  it('is looked for only once it could have landed: exactly one block arrives', async () => {
    const time = virtualTime();
    const link = emulator.link('space');
    const doc = emulator.state.documents().find((d) => d.location !== 'trash')!;
    const pacer = createPacer({ windows: [{ limit: LIMIT, windowMs: WINDOW_MS }], now: time.now, sleep: time.advance });
    let posts = 0;
    // The first POST leaves, its answer is lost, and the server applies it APPLIED_AFTER_MS later.
    const network: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && ++posts === 1) {
        time.later(time.now() + APPLIED_AFTER_MS, () => fetch(request));
        throw new TypeError('the connection was reset');
      }
      return fetch(request);
    };
    const departures = createDepartures();
    const paced = pacedClientOptions(pacer, 5_000, network, departures.leaving);
    // Other deliveries take the window's other tokens just before the first write: it waits a whole window.
    const crowded: typeof fetch = async (input, init) => {
      const method = input instanceof Request ? input.method : init?.method;
      if (method === 'POST' && posts === 0) for (let i = 1; i < LIMIT; i++) await pacer.acquire();
      return paced.fetch(input, init);
    };
    const client = createCraftClient({
      baseUrl: link.apiUrl,
      apiKey: link.apiKey,
      retry: { limit: 0 },
      timeoutMs: paced.timeoutMs,
      fetch: crowded,
    });
    const markdown = 'One paragraph, written once.';
    let progress: ClipJobProgress | undefined;
    const job = {
      id: 'j1',
      kind: 'clip',
      payload: { request: { destination: { kind: 'document', id: doc.id }, insertAt: 'end', markdown, title: 't' } },
    } as JobOf<'clip'>;
    const attempt = () =>
      runClipJob(
        { ...job, progress },
        {
          client,
          connectionKind: 'space',
          save: async (p) => void (progress = structuredClone(p)),
          claimed: async () => new Set(),
          destination: async () => undefined,
          settleMs: SETTLE_MS,
          now: time.now,
          departures,
        },
      );

    let delivered: Awaited<ReturnType<typeof attempt>> | undefined;
    for (let i = 0; i < 6 && !delivered; i++) {
      try {
        delivered = await attempt();
      } catch (error) {
        // As the outbox would: wait as long as the job asks (the settle), or a moment after a failure.
        await time.advance(error instanceof WaitError ? error.retryAfterMs : 1_000);
      }
    }
    await time.advance(APPLIED_AFTER_MS);

    expect(delivered?.blockIds).toHaveLength(1);
    const reader = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
    const { content } = await reader.blocks.get({ id: doc.id }, { maxDepth: 1 });
    expect((content ?? []).filter((b) => b.markdown === markdown)).toHaveLength(1);
  });
});
