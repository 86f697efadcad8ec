/**
 * The background's outbox: one per service-worker start (a fresh lease owner), opened lazily, and
 * its wake-ups. Delivery resumes on every wake-up the extension already gets — worker start,
 * install/startup, any message, menu or command, the popup opening, and tab switches/loads as
 * cheap nudges — since the `alarms` permission is not in the permission list. While the worker
 * lives, a timer also fires when the next retry is due. A leaf: lib only; the composition root
 * gives it the handlers and what to do when the outbox changes (the badge).
 */
import { browser } from 'wxt/browser';
import { redactedMessage } from '../../lib/connections/redact';
import {
  createOutbox,
  createTrashBatches,
  openOutboxStore,
  type Handlers,
  type Outbox,
  type OutboxJob,
} from '../../lib/outbox';
import { connectionsItem } from '../../lib/storage/items';

/** A timer longer than this would not survive the worker anyway; the next wake-up takes over. */
const MAX_TIMER_MS = 5 * 60_000;

interface Started {
  handlers: Handlers;
  /** Called with the open jobs after every change (the badge shows them). */
  onChange(open: OutboxJob[]): void;
  /** A tab finished loading (the one tabs.onUpdated listener is here): "already saved?" marks the icon, and a page's marks come back by themselves (highlight-page.ts). */
  onTabLoaded?(tabId: number, url: string | undefined): void;
  /** The saved connections' secrets, cut out of stored errors and of this file's log by value. */
  secrets?(): Promise<string[]>;
}

/** Each delivery round checks a connection's trash once (outbox-handlers.ts asks for the checks). */
export const trashBatches = createTrashBatches();

let started: Started | undefined;
let opened: Promise<Outbox> | undefined;
let draining: Promise<void> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sets the outbox up (once, from index.ts) and registers its wake-ups; delivers what is due. */
export function startOutbox(setup: Started): void {
  started = setup;
  browser.runtime.onMessage.addListener(() => {
    wake();
    // Not answering: the protocol's own handlers reply.
    return undefined;
  });
  browser.tabs.onActivated.addListener(wake);
  browser.tabs.onUpdated.addListener((id, change, tab) => {
    if (change.status !== 'complete') return;
    wake();
    setup.onTabLoaded?.(id, tab.url);
  });
  wake();
}

export function getOutbox(): Promise<Outbox> {
  if (!started) return Promise.reject(new Error('The outbox is not started (index.ts starts it).'));
  const setup = started;
  const { handlers } = setup;
  opened ??= connectionsItem
    .getValue()
    .then((connections) =>
      openOutboxStore(undefined, {
        // Waiting records that still say "today" get the day they were made in their space, and its id (migrations.ts step 8).
        connectionOf: (id) => connections.find((c) => c.id === id),
      }),
    )
    .then(async (store) => {
      const outbox = createOutbox({
        store,
        handlers,
        onChange: () => void showChange(),
        secretsOf: async () => (await setup.secrets?.()) ?? [],
      });
      // Leases of an earlier worker belong to deliveries that died with it.
      await outbox.releaseStaleLeases();
      return outbox;
    });
  return opened;
}

async function showChange(): Promise<void> {
  started?.onChange(await (await getOutbox()).open());
}

/** Delivers every due job; cheap when the outbox is empty (one IndexedDB read). */
function wakeOutbox(): Promise<void> {
  draining ??= (async () => {
    const outbox = await getOutbox();
    await trashBatches.round(() => outbox.drain());
    await showChange();
    const next = await outbox.nextDueAt();
    clearTimeout(timer);
    if (next !== undefined) timer = setTimeout(wake, Math.min(MAX_TIMER_MS, Math.max(250, next - Date.now())));
  })()
    .catch(async (error) => {
      const secrets = await started?.secrets?.();
      console.warn('outbox: delivery round failed:', redactedMessage(error, undefined, secrets));
    })
    .finally(() => (draining = undefined));
  return draining;
}

export const wake = (): void => void wakeOutbox();
