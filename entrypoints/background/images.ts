/**
 * "Send image to Craft": fetch the image in its page first (the user's cookies and the site's
 * referrer rules apply, and blob: URLs only exist there), the background's own fetch as fallback;
 * fetchImage checks it (real type from the bytes, 20 MB limit) — the one check on this path; then
 * it goes out with a caption linking the page (upload.ts). The connection is looked up once. A
 * refused image sends nothing at all.
 */
import { browser } from 'wxt/browser';
import { fetchImage } from '../../lib/images/fetch-image';
import { fetchInPage, type PageFetchResult } from '../../lib/images/page-fetch';
import type { ImageRequest } from '../../lib/model/requests';
import type { Result, UploadRecord } from '../../lib/model/types';
import { FEEDBACK } from './feedback';
import type { MenuClick } from './menus';
import { onTrustedMessage } from './on-message';
import { noConnection, type Services } from './services';
import { deliverUpload } from './upload';
import { stageReporter } from './upload-stages';

function pageRunner(tabId: number | undefined, frameId: number | undefined) {
  if (tabId === undefined) return undefined;
  return async (url: string, maxBytes: number, stallMs: number): Promise<PageFetchResult | undefined> => {
    const [frame] = await browser.scripting.executeScript({
      target: frameId ? { tabId, frameIds: [frameId] } : { tabId },
      func: fetchInPage,
      args: [url, maxBytes, stallMs],
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

export function setUpImages(services: Services) {
  async function sendImage(request: ImageRequest): Promise<Result<UploadRecord>> {
    const connection = await services.connection(request.connectionId);
    if (!connection) return { ok: false, error: noConnection() };
    const onStage = stageReporter(request.tabId, request.jobId);
    onStage('fetching');
    const fetched = await fetchImage(request.srcUrl, {
      inPage: pageRunner(request.tabId, request.frameId),
      fetch: (...a) => fetch(...a),
    });
    if (!fetched.ok) return fetched;
    const { bytes, contentType } = fetched.value;
    const image = {
      bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      contentType,
    };
    const { destination, jobId } = request;
    return deliverUpload(services, connection, image, { destination, jobId, source: await pageOf(request) }, onStage);
  }

  async function fromMenu(_action: unknown, click: MenuClick) {
    if (!click.srcUrl) return undefined;
    const result = await sendImage({ srcUrl: click.srcUrl, tabId: click.tabId, frameId: click.frameId });
    return FEEDBACK.upload(result, 'image');
  }

  onTrustedMessage('sendImage', (request) => sendImage(request));
  return { fromMenu };
}
