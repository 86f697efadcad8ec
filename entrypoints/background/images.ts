/**
 * "Send image to Craft": fetch the image in its page first (the user's cookies and the site's
 * referrer rules apply, and blob: URLs only exist there), the background's own fetch as fallback;
 * check it (real type from the bytes, 20 MB limit); then deliverUpload with a caption linking the
 * page. A refused image sends nothing at all.
 */
import { browser, type Browser } from 'wxt/browser';
import { fetchImage } from '../../lib/images/fetch-image';
import { fetchInPage, type PageFetchResult } from '../../lib/images/page-fetch';
import type { ImageRequest } from '../../lib/model/requests';
import type { Result, UploadRecord } from '../../lib/model/types';
import { findConnection, NO_CONNECTION } from './deliver';
import { deliverUpload } from './deliver-upload';
import { reportUpload } from './screenshot';
import { onTrustedMessage } from './on-message';
import { addQuickMenuItems } from './quick-capture-menus';
import { stageReporter } from './upload-stages';

function pageRunner(tabId: number | undefined, frameId: number | undefined) {
  if (tabId === undefined) return undefined;
  return async (url: string, maxBytes: number): Promise<PageFetchResult | undefined> => {
    const [frame] = await browser.scripting.executeScript({
      target: frameId ? { tabId, frameIds: [frameId] } : { tabId },
      func: fetchInPage,
      args: [url, maxBytes],
    });
    return frame?.result as PageFetchResult | undefined;
  };
}

async function pageOf(request: ImageRequest): Promise<{ title: string; url: string } | undefined> {
  if (request.page) return request.page;
  if (request.tabId === undefined) return undefined;
  const tab = await browser.tabs.get(request.tabId).catch(() => undefined);
  return tab?.url ? { title: tab.title ?? tab.url, url: tab.url } : undefined;
}

export async function sendImage(request: ImageRequest): Promise<Result<UploadRecord>> {
  if (!(await findConnection(request.connectionId))) return { ok: false, error: NO_CONNECTION };
  const onStage = stageReporter(request.tabId, request.jobId);
  onStage('fetching');
  const fetched = await fetchImage(request.srcUrl, { inPage: pageRunner(request.tabId, request.frameId), fetch: (...a) => fetch(...a) });
  if (!fetched.ok) return fetched;
  const { bytes, contentType } = fetched.value;
  return deliverUpload(
    {
      connectionId: request.connectionId,
      destination: request.destination,
      bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      contentType,
      source: await pageOf(request),
      jobId: request.jobId,
    },
    onStage,
  );
}

async function fromMenu(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab): Promise<void> {
  if (!info.srcUrl) return;
  const result = await sendImage({ srcUrl: info.srcUrl, tabId: tab?.id, frameId: info.frameId });
  await reportUpload(tab?.id, result, 'Image');
}

export function setUpImages(): void {
  onTrustedMessage('sendImage', (request) => sendImage(request));
  addQuickMenuItems([{ id: 'image-send', title: 'Send image to Craft', contexts: ['image'], onClick: fromMenu }]);
}
