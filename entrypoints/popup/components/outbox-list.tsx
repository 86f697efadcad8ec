/**
 * The outbox: what has not reached Craft yet, said plainly — what it is, that it is kept safe, why it
 * waits (the last error) and when it is tried next, or that it stopped and needs a decision. Retry,
 * Discard and Copy per item. Asking for the list also wakes delivery in the background.
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { Button } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icons';
import { t } from '../../../lib/i18n/t';
import { render } from '../../../lib/i18n/ui-text';
import { sendMessage } from '../../../lib/messaging/protocol';
import type { OutboxSummary } from '../../../lib/model/outbox';

const items = signal<OutboxSummary[]>([]);
const REFRESH_MS = 2_000;
const KIND_ICON: Record<OutboxSummary['kind'], IconName> = {
  clip: 'clip',
  task: 'task',
  upload: 'image',
  item: 'star',
  mark: 'selection',
};

async function refresh(): Promise<void> {
  try {
    const list = await sendMessage('outboxList', undefined);
    // Anything but a list (no answer from a background that is starting) keeps what is shown.
    if (Array.isArray(list)) items.value = list;
  } catch {
    // The background is restarting; the next refresh will catch up.
  }
}

async function act(kind: 'outboxRetry' | 'outboxDiscard', id: string): Promise<void> {
  await sendMessage(kind, { id }).catch(() => undefined);
  await refresh();
}

function Why({ item }: { item: OutboxSummary }) {
  // A reason stored as a key is shown in today's language; an older record's words as they are.
  const reason = item.lastErrorText ? render(item.lastErrorText) : (item.lastError ?? t('outbox_noReason'));
  if (item.state === 'parked') return <p class="outbox__why">{t('outbox_stopped', reason)}</p>;
  const wait = Math.max(0, Math.round((item.nextAttemptAt - Date.now()) / 1000));
  return (
    <p class="outbox__why">
      {wait ? t('outbox_nextTry', wait) : t('outbox_sendingNow')}
      {item.attempts > 0 && <> {t('outbox_tried', [item.attempts, reason])}</>}
    </p>
  );
}

export function OutboxList() {
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  if (items.value.length === 0) return null;
  return (
    <section class="outbox card" aria-labelledby="outbox-heading" data-focus-scope>
      <h2 id="outbox-heading" tabIndex={-1} data-focus-home>
        <Icon name="inbox" />
        {t('outbox_heading', items.value.length)}
      </h2>
      <p class="hint">{t('outbox_explain')}</p>
      <ul>
        {items.value.map((item) => (
          <li key={item.id} data-state={item.state} class="outbox__item">
            <Icon name={KIND_ICON[item.kind]} />
            <div class="outbox__text">
              <strong>{item.title}</strong>
              <span class={`badge badge--${item.state}`}>
                {item.state === 'parked' ? t('outbox_badgeStopped') : t('outbox_badgeWaiting')}
              </span>
              <Why item={item} />
              <div class="actions">
                <Button size="small" icon="retry" onClick={() => void act('outboxRetry', item.id)}>
                  {t('outbox_retry')}
                </Button>
                <Button size="small" icon="trash" onClick={() => void act('outboxDiscard', item.id)}>
                  {t('outbox_discard')}
                </Button>
                {item.content && (
                  <Button size="small" icon="copy" onClick={() => void navigator.clipboard.writeText(item.content!)}>
                    {t('clip_copy')}
                  </Button>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
