/**
 * Undo for a clip that arrived only in part: the background recorded what arrived (the failure's
 * `partialClipId`); Undo removes it from Craft and drops the rest from the outbox, so nothing of
 * this clip stays half-sent. The preview keeps the part that had not been sent.
 */
import { Button } from '../../../components/button';
import { t } from '../../../lib/i18n/t';
import { sendMessage } from '../../../lib/messaging/protocol';
import { failure, message } from '../model';

async function undoPartial(clipId: string): Promise<void> {
  const result = await sendMessage('undoClip', { clipId });
  if (!result.ok) {
    message.value = result.error;
    return;
  }
  failure.value = undefined;
  message.value = t('clip_partialUndone');
}

export function PartialUndo() {
  const clipId = failure.value?.partialClipId;
  if (!clipId) return null;
  return (
    <Button icon="undo" onClick={() => void undoPartial(clipId)}>
      {t('clip_undoPartial')}
    </Button>
  );
}
