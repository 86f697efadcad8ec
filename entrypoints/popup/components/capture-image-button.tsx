/**
 * "Capture visible area": a PNG of what the tab shows, uploaded to the popup's destination with the
 * page as caption. The popup was opened by a click, so Chrome's activeTab allows the capture.
 * Progress comes as stages (capturing → uploading → done): upload progress is not observable.
 */
import { signal } from '@preact/signals';
import { Button } from '../../../components/button';
import { StatusMessage } from '../../../components/status-message';
import { t, type MessageKey } from '../../../lib/i18n/t';
import { render } from '../../../lib/i18n/ui-text';
import { sendMessage } from '../../../lib/messaging/protocol';
import { onTrustedMessage } from '../../../lib/messaging/trusted';
import type { UploadStage } from '../../../lib/model/types';
import { connection, destination, findTab, tabId } from '../model';

const stage = signal<UploadStage | undefined>(undefined);
const outcome = signal<{ tone: 'success' | 'error'; text: string } | undefined>(undefined);

const STAGE_TEXT: Record<UploadStage, MessageKey> = {
  fetching: 'shot_capturing',
  uploading: 'shot_uploading',
  captioning: 'shot_captioning',
  done: 'shot_done',
};

async function capture(): Promise<void> {
  const jobId = crypto.randomUUID();
  const stop = onTrustedMessage('uploadProgress', (data) => {
    if (data.jobId === jobId) stage.value = data.stage;
  });
  outcome.value = undefined;
  stage.value = 'fetching';
  try {
    const result = await sendMessage('captureScreenshot', {
      tabId: tabId.value ?? (await findTab()),
      connectionId: connection.value?.id,
      destination: destination.value,
      jobId,
    });
    outcome.value = result.ok
      ? result.value.warning
        ? { tone: 'error', text: render(result.value.warning) }
        : { tone: 'success', text: t('shot_sent') }
      : { tone: 'error', text: result.error };
  } catch {
    outcome.value = { tone: 'error', text: t('common_noAnswer') };
  } finally {
    stop();
    stage.value = undefined;
  }
}

export function CaptureImageButton() {
  return (
    <>
      <Button icon="camera" busy={stage.value !== undefined} label={t('shot_button')} onClick={() => void capture()} />
      {stage.value && (
        <p class="progress" role="status">
          {t(STAGE_TEXT[stage.value])}
        </p>
      )}
      {outcome.value && <StatusMessage tone={outcome.value.tone}>{outcome.value.text}</StatusMessage>}
    </>
  );
}
