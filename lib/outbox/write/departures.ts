/**
 * When a delivery's requests actually leave. The pacer (lib/craft/pacer.ts) may hold a request for
 * seconds after its write step stamped the mark, and the lost-answer check settles from the time the
 * write left: a write stamped before a long wait in the pacer would be looked for before it could
 * have landed, found missing and sent again. So the delivery's client calls `leaving()` once the
 * pacer lets a request go and sends it only when that resolves; the write step whose request is on
 * its way listens, and stamps and saves its mark again then (write-step.ts). A delivery writes one
 * step at a time: one listener.
 */
export interface Departures {
  /** Called by the client when one of its requests is about to leave; it leaves once this resolves. */
  leaving(): Promise<void>;
  /** The write step sending now (its mark stamped again as each request leaves); undefined when done. */
  listen(listener: (() => Promise<void>) | undefined): void;
}

export function createDepartures(): Departures {
  let listener: (() => Promise<void>) | undefined;
  return {
    leaving: async () => listener?.(),
    listen(next) {
      listener = next;
    },
  };
}
