/**
 * Send (Ctrl/Cmd+Enter), Copy and the screenshot button; once sent: what happened, Open in Craft and
 * Undo. The first button of the new state is where the focus goes when the pressed one goes away
 * (`focusHome`, components/keep-focus.ts): Open in Craft after Send, Send after Undo.
 */
import { Button } from '../../../components/button';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../../lib/i18n/t';
import { busy, canSend, failure, markdown, phase, record } from '../model';
import { copyPreview, openInCraft, send, undo } from '../send';
import { CaptureImageButton } from './capture-image-button';
import { PartialUndo } from './partial-undo';
import { isMac } from '../keyboard';

function Sent() {
  const clip = record.value!;
  return (
    <div class="sent">
      <StatusMessage tone="success">{t('clip_sent')}</StatusMessage>
      <div class="actions">
        {clip.openUrl && (
          <Button variant="primary" icon="open" focusHome onClick={openInCraft}>
            {t('clip_open')}
          </Button>
        )}
        <Button icon="undo" focusHome={!clip.openUrl} onClick={() => void undo()}>
          {t('clip_undo')}
        </Button>
      </div>
    </div>
  );
}

function SendButton() {
  return (
    <Button
      variant="primary"
      icon="send"
      class="send"
      focusHome
      disabled={!canSend.value}
      busy={busy.value}
      keyshortcuts="Control+Enter Meta+Enter"
      onClick={() => void send()}
    >
      {failure.value?.resume ? t('clip_sendRest') : t('clip_send')}
      <kbd class="kbd" aria-hidden="true">
        {isMac ? '⌘↵' : 'Ctrl ↵'}
      </kbd>
    </Button>
  );
}

export function SendBar() {
  if (phase.value === 'sent' && record.value) return <Sent />;
  return (
    <div class="actions send-bar">
      <SendButton />
      <Button icon="copy" disabled={!markdown.value} onClick={() => void copyPreview()}>
        {t('clip_copy')}
      </Button>
      <CaptureImageButton />
      <PartialUndo />
    </div>
  );
}
