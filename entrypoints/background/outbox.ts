/**
 * The background's outbox: one per service-worker start (a fresh lease owner), opened lazily.
 * Delivery resumes on every wake-up the extension already gets — worker start, install/startup,
 * any message, menu or command, the popup opening, and tab switches/loads as cheap nudges — since
 * the `alarms` permission is not in the permission list. While the worker lives, a timer also
 * fires when the next retry is due.
 */
import { redactedMessage } from '../../lib/connections/redact';
import { browser } from 'wxt/browser';
import { createOutbox, type Outbox } from '../../lib/outbox/outbox';
import { openOutboxStore } from '../../lib/outbox/store';
import { summarize } from '../../lib/outbox/summary';
import { showOutboxBadge } from './outbox-badge';
import { outboxHandlers } from './outbox-handlers';
import { onTrustedMessage } from './on-message';

export { sendClip } from './outbox-send';

let opened: Promise<Outbox> | undefined;
let draining: Promise<void> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
/** A timer longer than this would not survive the worker anyway; the next wake-up takes over. */
const MAX_TIMER_MS = 5 * 60_000;

export function getOutbox(): Promise<Outbox> {
  opened ??= openOutboxStore().then(async (store) => {
    const outbox = createOutbox({ store, handlers: outboxHandlers(), onChange: () => void refreshBadge() });
    // Leases of an earlier worker belong to deliveries that died with it.
    await outbox.releaseStaleLeases();
    return outbox;
  });
  return opened;
}

async function refreshBadge(): Promise<void> {
  const outbox = await getOutbox();
  await showOutboxBadge(await outbox.open());
}

/** Delivers every due job; cheap when the outbox is empty (one IndexedDB read). */
export function wakeOutbox(): Promise<void> {
  draining ??= (async () => {
    const outbox = await getOutbox();
    await outbox.drain();
    await refreshBadge();
    const next = await outbox.nextDueAt();
    clearTimeout(timer);
    if (next !== undefined) timer = setTimeout(() => void wakeOutbox(), Math.min(MAX_TIMER_MS, Math.max(250, next - Date.now())));
  })().catch((error) => console.warn('outbox: delivery round failed:', redactedMessage(error)))
    .finally(() => (draining = undefined));
  return draining;
}

const wake = () => void wakeOutbox();

export function setUpOutbox(): void {
  browser.runtime.onStartup.addListener(wake);
  browser.runtime.onInstalled.addListener(wake);
  browser.runtime.onMessage.addListener(() => {
    wake();
    // Not answering: the protocol's own handlers reply.
    return undefined;
  });
  browser.tabs.onActivated.addListener(wake);
  browser.tabs.onUpdated.addListener((_id, change) => {
    if (change.status === 'complete') wake();
  });
  browser.contextMenus?.onClicked.addListener(wake);
  browser.commands?.onCommand.addListener(wake);

  onTrustedMessage('outboxList', async () => (await (await getOutbox()).open()).map(summarize));
  onTrustedMessage('outboxRetry', async ({ id }) => {
    const ok = await (await getOutbox()).retry(id);
    if (ok) wake();
    return ok ? { ok: true, value: null } : { ok: false, error: 'That item is no longer in the outbox.' };
  });
  onTrustedMessage('outboxDiscard', async ({ id }) => {
    const ok = await (await getOutbox()).discard(id);
    return ok ? { ok: true, value: null } : { ok: false, error: 'That item is being sent right now, or is gone already.' };
  });
  wake();
}
