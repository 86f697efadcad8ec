/**
 * What every background feature needs, built once by the composition root (index.ts): the saved
 * connection for an id, a client for a connection — every request of this worker paced by one
 * pacer, inside Craft's rate limits — the destination a request means, and the one way an error
 * becomes text a user may see (secrets redacted). A leaf: lib only.
 */
import { defaultDestination } from '../../lib/clip/position';
import { defaultConnection } from '../../lib/connections/connection-list';
import { hostNotAllowed, hostPattern, isCraftApiUrl } from '../../lib/connections/host-access';
import { connectionSecrets, redactedMessage } from '../../lib/connections/redact';
import { browser } from 'wxt/browser';
import { createCraftClient, CraftError, type CraftClient } from '../../lib/craft';
import { createPacer, pacedClientOptions, type Pacer } from '../../lib/craft/pacer';
import { t } from '../../lib/i18n/t';
import type { RetrySettings } from '../../lib/craft/retry-policy';
import type { Connection, Destination, Result } from '../../lib/model/types';
import { connectionsItem, recentDestinationsItem } from '../../lib/storage/items';

/** The answer to anything asked before a connection exists (a function: in the browser's language when asked). */
export const noConnection = (): string => t('bg_noConnection');

export interface Services {
  /** The saved connection with this id; the default connection when no id is given. */
  connection(id?: string): Promise<Connection | undefined>;
  /**
   * Whether requests may go to this API URL's host: Craft's own, or one the user granted. Every
   * client checks it before each request; a delivery checks it first to park with the reason.
   */
  hostAllowed(apiUrl: string): Promise<boolean>;
  /**
   * A client for a connection (or a URL being tested); every request waits for the shared pacer
   * and is refused, unsent, when its host is not allowed. `leaving`: awaited as each request leaves
   * the pacer, before it is sent (a delivery's write marks take that time: lib/outbox/write/departures.ts).
   */
  client(
    connection: Pick<Connection, 'apiUrl' | 'apiKey'>,
    retry?: Partial<RetrySettings>,
    leaving?: () => Promise<void>,
  ): CraftClient;
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
  /** Tests (the soak): the pacer (its windows) and how long a request may take. */
  pacer?: Pacer;
  timeoutMs?: number;
}

export function createServices(options: ServiceOptions = {}): Services {
  const pacer = options.pacer ?? createPacer();
  const services: Services = {
    async connection(id) {
      const list = await connectionsItem.getValue();
      return id ? list.find((c) => c.id === id) : defaultConnection(list);
    },
    async hostAllowed(apiUrl) {
      try {
        return isCraftApiUrl(apiUrl) || (await browser.permissions.contains({ origins: [hostPattern(apiUrl)] }));
      } catch {
        // Cannot tell (not a URL, no permissions API): send nothing.
        return false;
      }
    },
    client(connection, retry, leaving) {
      const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
      const guarded: typeof globalThis.fetch = async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        // A host grant can be taken back at any time (browser settings): checked per request.
        if (!(await services.hostAllowed(url))) throw new CraftError('not-craft-url', hostNotAllowed(url));
        return send(input, init);
      };
      return createCraftClient({
        baseUrl: connection.apiUrl,
        apiKey: connection.apiKey,
        ...pacedClientOptions(pacer, options.timeoutMs, guarded, leaving),
        retry,
      });
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
        return { ok: false, error: t('bg_noDocuments') };
      } catch (error) {
        return { ok: false, error: services.errorText(error, connection) };
      }
    },
    errorText: (error, connection) => redactedMessage(error, undefined, connectionSecrets(connection)),
  };
  return services;
}
