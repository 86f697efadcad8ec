/**
 * A note about the page: what the user types, with a link to the page under it, sent as a clip
 * through the outbox (the background's `clip` message, like the popup's Send): into the page's own
 * block when it has one, else where the page was clipped last, else the chosen place (note-place.ts).
 * One press, one note: the button is busy while it is sent and the box empties once it arrived.
 */
import { useSignal } from '@preact/signals';
import { useEffect, useId } from 'preact/hooks';
import { Button } from '../../components/button';
import { StatusMessage } from '../../components/status-message';
import { destinationLabel } from '../../lib/clip/position';
import type { CraftPlace } from '../../lib/highlights/page-marks';
import { pageRecord } from '../../lib/highlights/store';
import { t } from '../../lib/i18n/t';
import { sendMessage } from '../../lib/messaging/protocol';
import type { ClipRecord } from '../../lib/model/types';
import { taskTitle } from '../../lib/tasks/task-markdown';
import { places } from '../popup/components/saved-line';
import { connection, destination } from '../popup/model';
import { notePlace } from './note-place';

/** The note's markdown: the text as typed, then the page as a link. */
function noteMarkdown(text: string, title: string, url: string): string {
  return `${text.trim()}\n\n${taskTitle(title, url)}`;
}

export function NoteForm({ url, title }: { url: string; title: string }) {
  const id = useId();
  const text = useSignal('');
  const busy = useSignal(false);
  const sent = useSignal<ClipRecord | undefined>(undefined);
  const error = useSignal<string | undefined>(undefined);
  const marksPage = useSignal<CraftPlace | undefined>(undefined);
  useEffect(() => {
    void pageRecord(url)
      .then((record) => (marksPage.value = record?.craft))
      .catch(() => undefined);
  }, [url]);
  const target = notePlace(places.value, connection.value?.id, marksPage.value, destination.value);
  const place = target?.destination;

  async function send(): Promise<void> {
    if (busy.value || !target || !place || !text.value.trim()) return;
    busy.value = true;
    error.value = undefined;
    sent.value = undefined;
    const answer = await sendMessage('clip', {
      connectionId: connection.value?.id,
      destination: place,
      ...(target.into ? { into: target.into } : {}),
      markdown: noteMarkdown(text.value, title, url),
      title,
      sourceUrl: url,
      jobId: crypto.randomUUID(),
    }).catch(() => ({ ok: false as const, error: t('common_noAnswer') }));
    busy.value = false;
    if (!answer.ok) return void (error.value = answer.error);
    sent.value = answer.value;
    text.value = '';
  }

  return (
    <div class="note-form" data-focus-scope>
      <div class="field">
        <label for={id}>{t('panel_noteLabel')}</label>
        <textarea
          id={id}
          class="textarea"
          rows={3}
          value={text.value}
          onInput={(e) => (text.value = e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              e.stopPropagation();
              void send();
            }
          }}
          data-focus-home
        />
      </div>
      {place && (
        <p class="hint">{t(target.into ? 'panel_noteGoesInto' : 'panel_noteGoesTo', destinationLabel(place))}</p>
      )}
      <Button
        variant="primary"
        icon="send"
        busy={busy.value}
        disabled={!text.value.trim() || !place}
        keyshortcuts="Control+Enter Meta+Enter"
        onClick={() => void send()}
      >
        {t('panel_noteSend')}
      </Button>
      {sent.value && (
        <StatusMessage tone="success">
          {t('panel_noteSent')}{' '}
          {sent.value.openUrl && (
            <a href={sent.value.openUrl} target="_blank" rel="noreferrer">
              {t('clip_open')}
            </a>
          )}
        </StatusMessage>
      )}
      {error.value && <StatusMessage tone="error">{error.value}</StatusMessage>}
    </div>
  );
}
