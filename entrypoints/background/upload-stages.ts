/**
 * Shows an upload's stage while it runs: fetching → uploading → done. A service worker cannot
 * observe fetch upload progress, so these are stages, not percentages: as badge text on the tab
 * (context menu, no popup) and as `uploadProgress` messages for an open popup.
 */
import { sendMessage } from '../../lib/messaging/protocol';
import type { UploadStage } from '../../lib/model/types';
import { restoreTab, showOnTab } from './badge';

const BADGE: Record<UploadStage, string> = { fetching: '↓', uploading: '↑', captioning: '↑', done: '' };

export function stageReporter(tabId: number | undefined, jobId: string | undefined): (stage: UploadStage) => void {
  return (stage) => {
    if (jobId) sendMessage('uploadProgress', { jobId, stage }).catch(() => {}); // no popup open: fine
    // 'done' hands the tab back to the outbox count (a result mark may follow from feedback.ts).
    if (stage === 'done') void restoreTab(tabId);
    else if (tabId !== undefined) void showOnTab(tabId, BADGE[stage]);
  };
}
