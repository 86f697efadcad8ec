/**
 * A page not in Craft yet: one button clips its article to the last place used (the default place
 * when there is none yet), through the background's clipTab like the menu's "Clip article to …".
 * Afterwards the panel says where it went, and the already-saved line above is asked again.
 */
import { useSignal } from '@preact/signals';
import { Button } from '../../components/button';
import { StatusMessage } from '../../components/status-message';
import { defaultDestination, destinationLabel } from '../../lib/clip/position';
import { t } from '../../lib/i18n/t';
import { sendMessage } from '../../lib/messaging/protocol';
import type { ClipRecord } from '../../lib/model/types';
import { lookWhereSaved } from '../popup/components/saved-line';
import { connection, recent } from '../popup/model';

export function ClipToLast({ tabId, onPress }: { tabId: number; onPress: () => void }) {
  const busy = useSignal(false);
  const done = useSignal<ClipRecord | undefined>(undefined);
  const error = useSignal<string | undefined>(undefined);
  const kind = connection.value?.kind;
  const place = recent.value[0] ?? (kind ? defaultDestination(kind, recent.value) : undefined);

  async function clip(): Promise<void> {
    if (busy.value || !place) return;
    busy.value = true;
    error.value = undefined;
    onPress();
    const answer = await sendMessage('clipTab', {
      tabId,
      mode: 'article',
      destination: place,
      connectionId: connection.value?.id,
    }).catch(() => ({ ok: false as const, error: t('common_noAnswer') }));
    busy.value = false;
    if (!answer.ok) return void (error.value = answer.error);
    done.value = answer.value;
    void lookWhereSaved(tabId).catch(() => undefined);
  }

  const record = done.value;
  return (
    <div class="clip-to-last" data-focus-scope>
      {record ? (
        <StatusMessage tone="success">
          {t('clip_sent')}{' '}
          {record.openUrl && (
            <a href={record.openUrl} target="_blank" rel="noreferrer" data-focus-home>
              {t('clip_open')}
            </a>
          )}
        </StatusMessage>
      ) : (
        <>
          <p class="hint">{t('panel_notSaved')}</p>
          {place && (
            <Button variant="primary" icon="clip" busy={busy.value} onClick={() => void clip()}>
              {t('panel_clipTo', destinationLabel(place))}
            </Button>
          )}
        </>
      )}
      {error.value && <StatusMessage tone="error">{error.value}</StatusMessage>}
    </div>
  );
}
