/**
 * Undo for a clip that arrived only in part: the background recorded what arrived (the failure's
 * `partialClipId`); Undo removes it from Craft and drops the rest from the outbox, so nothing of
 * this clip stays half-sent. The preview keeps the part that had not been sent.
 */
import { sendMessage } from '../../../lib/messaging/protocol';
import { failure, message } from '../model';

async function undoPartial(clipId: string): Promise<void> {
  const result = await sendMessage('undoClip', { clipId });
  if (!result.ok) {
    message.value = result.error;
    return;
  }
  failure.value = undefined;
  message.value = 'Undone: the part that had arrived was removed from Craft, and the rest will not be sent.';
}

export function PartialUndo() {
  const clipId = failure.value?.partialClipId;
  if (!clipId) return null;
  return <button type="button" class="button" onClick={() => void undoPartial(clipId)}>Undo the part sent</button>;
}
