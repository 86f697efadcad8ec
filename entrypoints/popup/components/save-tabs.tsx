/**
 * "Save all tabs in this window" (or "Save the N selected tabs" when the user multi-selected tabs):
 * one press stores every tab as its own outbox item (the background reads and stores them one by
 * one), then this shows how many have arrived, from the outbox list. Closing the popup stops
 * nothing. A tab whose address the browser hides needs the optional `tabs` permission, asked here
 * in the click handler, before anything is awaited (a permission request needs the user's gesture).
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { Button } from '../../../components/button';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../../lib/i18n/t';
import { sendMessage } from '../../../lib/messaging/protocol';
import type { SaveTabsRequest } from '../../../lib/reading/tab-batch';
import { connection, destination, tabId } from '../model';

type Batch =
  { phase: 'reading' | 'sending' | 'done'; total: number; sent: number } | { phase: 'failed'; error: string };

const window = signal<{ id: number; count: number; selected: number; hidden: boolean } | undefined>(undefined);
const batch = signal<Batch | undefined>(undefined);

async function look(id: number): Promise<void> {
  const { windowId } = await browser.tabs.get(id);
  const tabs = await browser.tabs.query({ windowId });
  window.value = {
    id: windowId,
    count: tabs.length,
    selected: tabs.filter((tab) => tab.highlighted).length,
    hidden: tabs.some((tab) => !tab.url),
  };
}

/** Sent again once if the worker stopped while reading: the same batch adds nothing twice. */
async function ask(request: SaveTabsRequest) {
  return sendMessage('saveTabs', request).catch(() => sendMessage('saveTabs', request));
}

async function follow(jobIds: string[]): Promise<void> {
  for (;;) {
    const open = new Set((await sendMessage('outboxList')).map((j) => j.id));
    const sent = jobIds.filter((id) => !open.has(id)).length;
    batch.value = { phase: sent === jobIds.length ? 'done' : 'sending', total: jobIds.length, sent };
    if (sent === jobIds.length) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function save(windowId: number, selected: boolean): Promise<void> {
  batch.value = { phase: 'reading', total: 0, sent: 0 };
  const result = await ask({
    batchId: crypto.randomUUID(),
    windowId,
    selected,
    connectionId: connection.value?.id,
    destination: destination.value,
  });
  if (!result.ok) batch.value = { phase: 'failed', error: result.error };
  else if (!result.value.jobIds.length) batch.value = { phase: 'failed', error: t('tabs_none') };
  else await follow(result.value.jobIds);
}

function press(): void {
  const w = window.value;
  if (!w) return;
  const selected = w.selected > 1;
  if (!w.hidden) return void save(w.id, selected);
  // Asked first, nothing awaited before it: the browser allows the prompt only inside the click.
  void browser.permissions
    .request({ permissions: ['tabs'] })
    .then((granted) =>
      granted ? save(w.id, selected) : void (batch.value = { phase: 'failed', error: t('tabs_needAccess') }),
    );
}

export function SaveTabs() {
  const id = tabId.value;
  useEffect(() => {
    if (id !== undefined) look(id).catch(() => (window.value = undefined));
  }, [id]);
  const b = batch.value;
  const busy = b?.phase === 'reading' || b?.phase === 'sending';
  if (!window.value) return null;
  return (
    <section class="save-tabs">
      <Button disabled={busy} onClick={() => !busy && press()}>
        {window.value.selected > 1 ? t('tabs_saveSelected', window.value.selected) : t('tabs_saveAll')}
      </Button>
      {b?.phase === 'reading' && (
        <p class="progress" role="status">
          {t('tabs_reading', window.value.selected > 1 ? window.value.selected : window.value.count)}
        </p>
      )}
      {b?.phase === 'sending' && (
        <p class="progress" role="status">
          <progress max={b.total} value={b.sent} /> {t('tabs_progress', [b.sent, b.total])} {t('tabs_keepsGoing')}
        </p>
      )}
      {b?.phase === 'done' && <StatusMessage tone="success">{t('tabs_done', b.total)}</StatusMessage>}
      {b?.phase === 'failed' && <StatusMessage tone="error">{b.error}</StatusMessage>}
    </section>
  );
}
