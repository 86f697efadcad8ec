/**
 * "Capture visible area": `tabs.captureVisibleTab` → a PNG of what the tab shows, checked once
 * (lib/images/checks) → sent with the page as caption (upload.ts). Chrome allows it under
 * activeTab, i.e. right after the user clicked the toolbar button, a menu entry or pressed a
 * shortcut; otherwise it needs <all_urls>. The connection is looked up once.
 */
import { browser } from 'wxt/browser';
import { decodeDataUrl } from '../../lib/images/base64';
import { t } from '../../lib/i18n/t';
import { checkImage } from '../../lib/images/checks';
import type { ScreenshotRequest } from '../../lib/model/requests';
import type { Result, UploadRecord } from '../../lib/model/types';
import { FEEDBACK } from './feedback';
import type { MenuClick } from './menus';
import { onTrustedMessage } from './on-message';
import { noConnection, type Services } from './services';
import { deliverUpload } from './upload';
import { stageReporter } from './upload-stages';

export function setUpScreenshot(services: Services) {
  async function captureScreenshot(request: ScreenshotRequest): Promise<Result<UploadRecord>> {
    const connection = await services.connection(request.connectionId);
    if (!connection) return { ok: false, error: noConnection() };
    const tab =
      request.tabId !== undefined
        ? await browser.tabs.get(request.tabId).catch(() => undefined)
        : (await browser.tabs.query({ active: true, currentWindow: true }))[0];
    const windowId = request.windowId ?? tab?.windowId;
    if (windowId === undefined) return { ok: false, error: t('bg_shotTabGone') };
    const onStage = stageReporter(tab?.id, request.jobId);
    onStage('fetching');
    let dataUrl: string;
    try {
      // Captures the window's active tab: the tab asked for must be the one showing.
      if (tab?.id !== undefined && !tab.active) await browser.tabs.update(tab.id, { active: true });
      dataUrl = await browser.tabs.captureVisibleTab(windowId, { format: 'png' });
    } catch {
      return { ok: false, error: t('bg_shotNotAllowed') };
    }
    const decoded = decodeDataUrl(dataUrl);
    if (!decoded) return { ok: false, error: t('bg_shotNoPicture') };
    const { bytes } = decoded;
    const check = checkImage(bytes);
    if (!check.ok) return { ok: false, error: check.error };
    const image = {
      bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      contentType: check.contentType,
    };
    const source = tab?.url ? { title: tab.title ?? tab.url, url: tab.url } : undefined;
    return deliverUpload(
      services,
      connection,
      image,
      { destination: request.destination, jobId: request.jobId, source },
      onStage,
    );
  }

  async function fromMenu(_action: unknown, click: MenuClick) {
    const result = await captureScreenshot({ tabId: click.tabId, windowId: click.windowId });
    return FEEDBACK.upload(result, 'screenshot');
  }

  onTrustedMessage('captureScreenshot', (request) => captureScreenshot(request));
  return { fromMenu };
}
