/**
 * The outbox in the popup: items waiting to be sent and items stopped for a reason, each with
 * Retry, Discard and Copy (the content stays available to send elsewhere). Nothing shows when the
 * outbox is empty. Asking for the list also wakes delivery in the background.
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { sendMessage } from '../../../lib/messaging/protocol';
import type { OutboxSummary } from '../../../lib/model/outbox';

const items = signal<OutboxSummary[]>([]);
const REFRESH_MS = 2_000;

async function refresh(): Promise<void> {
  try {
    items.value = await sendMessage('outboxList', undefined);
  } catch {
    // The background is restarting; the next refresh will catch up.
  }
}

async function act(kind: 'outboxRetry' | 'outboxDiscard', id: string): Promise<void> {
  await sendMessage(kind, { id }).catch(() => undefined);
  await refresh();
}

function when(item: OutboxSummary): string {
  if (item.state === 'parked') return `Stopped: ${item.lastError ?? 'unknown reason'}`;
  const wait = Math.max(0, Math.round((item.nextAttemptAt - Date.now()) / 1000));
  const tried = item.attempts ? ` Tried ${item.attempts}×: ${item.lastError ?? ''}` : '';
  return (wait ? `Waiting to send (next try in ${wait} s).` : 'Sending…') + tried;
}

export function OutboxList() {
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  if (items.value.length === 0) return null;
  return (
    <section class="outbox" aria-label="Outbox">
      <h2>Outbox ({items.value.length})</h2>
      <ul>
        {items.value.map((item) => (
          <li key={item.id} data-state={item.state}>
            <strong>{item.title}</strong>
            <p class="note">{when(item)}</p>
            <button type="button" class="button button--small" onClick={() => void act('outboxRetry', item.id)}>Retry</button>
            <button type="button" class="button button--small" onClick={() => void act('outboxDiscard', item.id)}>Discard</button>
            {item.content && (
              <button type="button" class="button button--small" onClick={() => void navigator.clipboard.writeText(item.content!)}>Copy</button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
