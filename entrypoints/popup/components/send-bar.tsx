/**
 * Send (Ctrl/Cmd+Enter), Copy and the screenshot button; once sent: what happened, Open in Craft and
 * Undo. The first button of the new state takes the focus, so it never falls to the page body.
 */
import { useEffect, useRef } from 'preact/hooks';
import { Button } from '../../../components/button';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../../lib/i18n/t';
import { busy, canSend, failure, markdown, phase, record } from '../model';
import { copyPreview, openInCraft, send, undo } from '../send';
import { CaptureImageButton } from './capture-image-button';
import { PartialUndo } from './partial-undo';
import { isMac } from '../keyboard';

/** Moves the focus to `ref` when it appeared while the focus was nowhere (the pressed button went away). */
function useFocusIfLost(ref: { current: HTMLElement | null }): void {
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) ref.current?.focus();
  }, []);
}

function Sent() {
  const first = useRef<HTMLButtonElement>(null);
  useFocusIfLost(first);
  const clip = record.value!;
  return (
    <div class="sent" data-focus-scope>
      <StatusMessage tone="success">{t('clip_sent')}</StatusMessage>
      <div class="actions">
        {clip.openUrl && <Button variant="primary" icon="open" buttonRef={first} onClick={openInCraft}>{t('clip_open')}</Button>}
        <Button icon="undo" buttonRef={clip.openUrl ? undefined : first} onClick={() => void undo()}>{t('clip_undo')}</Button>
      </div>
    </div>
  );
}

function SendButton() {
  return (
    <Button variant="primary" icon="send" class="send" focusHome disabled={!canSend.value} busy={busy.value}
      keyshortcuts="Control+Enter Meta+Enter" onClick={() => void send()}>
      {failure.value?.resume ? t('clip_sendRest') : t('clip_send')}
      <kbd class="kbd" aria-hidden="true">{isMac ? '⌘↵' : 'Ctrl ↵'}</kbd>
    </Button>
  );
}

export function SendBar() {
  if (phase.value === 'sent' && record.value) return <Sent />;
  return (
    <div class="actions send-bar">
      <SendButton />
      <Button icon="copy" disabled={!markdown.value} onClick={() => void copyPreview()}>{t('clip_copy')}</Button>
      <CaptureImageButton />
      <PartialUndo />
    </div>
  );
}
