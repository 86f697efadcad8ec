/**
 * The soak's background: delivery through the extension's own code — entrypoints/background's
 * outbox handlers (the job's connection looked up per attempt: by its id, else the one saved anew
 * for its space; the host check; what arrived recorded in the history) and services (the saved
 * connections in browser storage, the paced client) — over wxt's fake browser (soak-browser.ts),
 * with the soak's faulty fetch underneath. The connection is saved, removed and saved again under a
 * new id in that storage, as the options page does.
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { outboxHandlers } from '../../entrypoints/background/outbox-handlers';
import { createServices } from '../../entrypoints/background/services';
import type { Pacer } from '../../lib/craft/pacer';
import type { Handlers } from '../../lib/outbox';
import type { Connection } from '../../lib/model/types';
import { connectionsItem } from '../../lib/storage/items';
import { installEnglishMessages } from '../unit/support/i18n';
import { SOAK_SPACE, SOAK_ZONE } from './soak-space';

/** The connection in the background's storage: removed, then saved again from the same URL (a new id). */
export async function soakConnection(apiUrl: string, apiKey: string | undefined) {
  let saved = 1;
  let removed = false;
  let removals = 0;
  const connection = (n: number): Connection => ({
    id: `connection-${n}`,
    name: 'Soak',
    apiUrl,
    apiKey,
    kind: 'space',
    spaceId: SOAK_SPACE,
    spaceName: 'Soak',
    timezone: SOAK_ZONE,
    isDefault: true,
    addedAt: new Date().toISOString(),
  });
  // The background's texts in English; the emulator's loopback host granted, as in the e2e build.
  installEnglishMessages();
  fakeBrowser.permissions.contains = async () => true;
  await connectionsItem.setValue([connection(saved)]);
  return {
    id: () => `connection-${saved}`,
    async remove(): Promise<void> {
      if (removed) return;
      removed = true;
      removals++;
      await connectionsItem.setValue([]);
    },
    async saveAgain(): Promise<void> {
      if (!removed) return;
      removed = false;
      await connectionsItem.setValue([connection(++saved)]);
    },
    removals: () => removals,
  };
}

/** One worker's delivery handlers: the background's, with its own services (pacer, client) over `fetch`. */
export function backgroundHandlers(options: {
  fetch: typeof fetch;
  pacer: Pacer;
  timeoutMs: number;
  settleMs: number;
}): Handlers {
  const services = createServices({ fetch: options.fetch, pacer: options.pacer, timeoutMs: options.timeoutMs });
  return outboxHandlers(services, { settleMs: options.settleMs });
}
