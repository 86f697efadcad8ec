/**
 * "Capture visible area": a PNG of what the tab shows, uploaded to the popup's destination with the
 * page as caption. The popup was opened by a click, so Chrome's activeTab allows the capture.
 * Progress comes as stages (capturing → uploading → done): upload progress is not observable.
 */
import { signal } from '@preact/signals';
import { sendMessage } from '../../../lib/messaging/protocol';
import { onTrustedMessage } from '../../../lib/messaging/trusted';
import type { UploadStage } from '../../../lib/model/types';
import { StatusMessage } from '../../../components/status-message';
import { connection, destination, findTab, tabId } from '../model';

const stage = signal<UploadStage | undefined>(undefined);
const outcome = signal<{ tone: 'success' | 'error'; text: string } | undefined>(undefined);

const STAGE_TEXT: Record<UploadStage, string> = {
  fetching: 'Capturing the visible area…', uploading: 'Uploading the screenshot…', captioning: 'Adding the caption…', done: 'Done.',
};

async function capture(): Promise<void> {
  const jobId = crypto.randomUUID();
  const stop = onTrustedMessage('uploadProgress', (data) => { if (data.jobId === jobId) stage.value = data.stage; });
  outcome.value = undefined;
  stage.value = 'fetching';
  try {
    const result = await sendMessage('captureScreenshot', {
      tabId: tabId.value ?? (await findTab()), connectionId: connection.value?.id, destination: destination.value, jobId,
    });
    outcome.value = result.ok
      ? { tone: result.value.warning ? 'error' : 'success', text: result.value.warning ?? 'Screenshot sent to Craft.' }
      : { tone: 'error', text: result.error };
  } catch {
    outcome.value = { tone: 'error', text: "The extension's background did not answer. Try again." };
  } finally {
    stop();
    stage.value = undefined;
  }
}

export function CaptureImageButton() {
  return (
    <>
      <button type="button" class="button" disabled={stage.value !== undefined} onClick={() => void capture()}>Capture visible area</button>
      {stage.value && <p class="progress" role="status">{STAGE_TEXT[stage.value]}</p>}
      {outcome.value && <StatusMessage tone={outcome.value.tone}>{outcome.value.text}</StatusMessage>}
    </>
  );
}
