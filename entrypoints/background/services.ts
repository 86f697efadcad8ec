/**
 * What every background feature needs, built once by the composition root (index.ts): the saved
 * connection for an id, a client for a connection — every request of this worker paced by one
 * pacer, inside Craft's rate limits — the destination a request means, and the one way an error
 * becomes text a user may see (secrets redacted). A leaf: lib only.
 */
import { defaultDestination } from '../../lib/clip/position';
import { defaultConnection } from '../../lib/connections/connection-list';
import { connectionSecrets, redactedMessage } from '../../lib/connections/redact';
import { createCraftClient, type CraftClient } from '../../lib/craft';
import { createPacer, pacedClientOptions } from '../../lib/craft/pacer';
import type { RetrySettings } from '../../lib/craft/retry-policy';
import type { Connection, Destination, Result } from '../../lib/model/types';
import { connectionsItem, recentDestinationsItem } from '../../lib/storage/items';

export const NO_CONNECTION = 'No Craft connection is set up yet. Open the settings and add one.';

export interface Services {
  /** The saved connection with this id; the default connection when no id is given. */
  connection(id?: string): Promise<Connection | undefined>;
  /** A client for a connection (or a URL being tested); every request waits for the shared pacer. */
  client(connection: Pick<Connection, 'apiUrl' | 'apiKey'>, retry?: Partial<RetrySettings>): CraftClient;
  /** 'last' → the last used destination; omitted → today's daily note, or a document of the link. */
  destination(connection: Connection, wanted: Destination | 'last' | undefined): Promise<Result<Destination>>;
  /** The recent destinations of a connection, most recent first. */
  recent(connectionId: string): Promise<Destination[]>;
  /**
   * What a failure says to the user: the error's message without link ids or keys — the given
   * connection's own cut out by value, in whatever shape the server echoed them.
   */
  errorText(error: unknown, connection?: Pick<Connection, 'apiUrl' | 'apiKey'>): string;
}

export interface ServiceOptions {
  /** Tests: the network. */
  fetch?: typeof globalThis.fetch;
}

export function createServices(options: ServiceOptions = {}): Services {
  const pacer = createPacer();
  const services: Services = {
    async connection(id) {
      const list = await connectionsItem.getValue();
      return id ? list.find((c) => c.id === id) : defaultConnection(list);
    },
    client(connection, retry) {
      return createCraftClient({ baseUrl: connection.apiUrl, apiKey: connection.apiKey, ...pacedClientOptions(pacer, undefined, options.fetch), retry });
    },
    async recent(connectionId) {
      return (await recentDestinationsItem.getValue())[connectionId] ?? [];
    },
    async destination(connection, wanted) {
      const recent = await services.recent(connection.id);
      const chosen = (wanted === 'last' ? recent[0] : wanted) ?? defaultDestination(connection.kind, recent);
      if (chosen) return { ok: true, value: chosen };
      // A Selected Documents link without history: its first live document is the natural default.
      try {
        const first = (await services.client(connection).documents.list()).find((d) => !d.isDeleted);
        if (first) return { ok: true, value: { kind: 'document', id: first.id, title: first.title } };
        return { ok: false, error: 'This connection exposes no documents to clip into. Add a document to it in Craft.' };
      } catch (error) {
        return { ok: false, error: services.errorText(error, connection) };
      }
    },
    errorText: (error, connection) => redactedMessage(error, undefined, connectionSecrets(connection)),
  };
  return services;
}
