/**
 * "Capture visible area": `tabs.captureVisibleTab` → a PNG of what the tab shows → deliverUpload
 * with the page as caption. Chrome allows it under activeTab, i.e. right after the user clicked
 * the toolbar button, a menu entry or pressed a shortcut; otherwise it needs <all_urls>.
 */
import { browser, type Browser } from 'wxt/browser';
import { decodeDataUrl } from '../../lib/images/base64';
import type { ClipResult } from '../../lib/model/clip';
import type { ScreenshotRequest } from '../../lib/model/requests';
import type { Result, UploadRecord } from '../../lib/model/types';
import { findConnection, NO_CONNECTION } from './deliver';
import { deliverUpload } from './deliver-upload';
import { reportClip } from './notify';
import { onTrustedMessage } from './on-message';
import { addQuickMenuItems } from './quick-capture-menus';
import { stageReporter } from './upload-stages';

const NOT_ALLOWED =
  "This tab can't be captured: browser pages (chrome://, the extension store, the PDF viewer) are off limits, and otherwise Chrome allows a capture only right after you click Clip to Craft's button or menu. Open the popup on the page and try again.";

export async function captureScreenshot(request: ScreenshotRequest): Promise<Result<UploadRecord>> {
  if (!(await findConnection(request.connectionId))) return { ok: false, error: NO_CONNECTION };
  const tab = request.tabId !== undefined
    ? await browser.tabs.get(request.tabId).catch(() => undefined)
    : (await browser.tabs.query({ active: true, currentWindow: true }))[0];
  const windowId = request.windowId ?? tab?.windowId;
  if (windowId === undefined) return { ok: false, error: 'The tab to capture is gone. Open it and try again.' };
  const onStage = stageReporter(tab?.id, request.jobId);
  onStage('fetching');
  let dataUrl: string;
  try {
    // Captures the window's active tab: the tab asked for must be the one showing.
    if (tab?.id !== undefined && !tab.active) await browser.tabs.update(tab.id, { active: true });
    dataUrl = await browser.tabs.captureVisibleTab(windowId, { format: 'png' });
  } catch {
    return { ok: false, error: NOT_ALLOWED };
  }
  const decoded = decodeDataUrl(dataUrl);
  if (!decoded) return { ok: false, error: 'The browser returned no picture of the tab. Try again.' };
  const { bytes } = decoded;
  return deliverUpload(
    {
      connectionId: request.connectionId,
      destination: request.destination,
      bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      contentType: 'image/png',
      source: tab?.url ? { title: tab.title ?? tab.url, url: tab.url } : undefined,
      jobId: request.jobId,
    },
    onStage,
  );
}

/** Badge + notification as for quick clips; notify.ts speaks in clips, so the record is adapted. */
export async function reportUpload(tabId: number | undefined, result: Result<UploadRecord>, what: string): Promise<void> {
  const clip: ClipResult = result.ok
    ? {
        ok: true,
        value: {
          id: result.value.clipId, connectionId: '', title: result.value.warning ?? `${what} sent`,
          destination: result.value.destination, blockIds: [result.value.blockId], createdAt: new Date().toISOString(),
        },
      }
    : result;
  await reportClip(tabId, clip, what);
}

async function fromMenu(_info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab): Promise<void> {
  const result = await captureScreenshot({ tabId: tab?.id, windowId: tab?.windowId });
  await reportUpload(tab?.id, result, 'Screenshot');
}

export function setUpScreenshot(): void {
  onTrustedMessage('captureScreenshot', (request) => captureScreenshot(request));
  addQuickMenuItems([{ id: 'screenshot-visible', title: 'Capture visible area to Craft', contexts: ['page'], onClick: fromMenu }]);
}
