/**
 * The one clip function behind the context menus, the keyboard command and the `clipTab` message:
 * capture the tab in the page, compose the final markdown with the user's settings, deliver it.
 * Also the `clip` (popup already composed) and `undoClip` handlers.
 */
import { browser } from 'wxt/browser';
import { composeClip } from '../../lib/clip/compose';
import { linkCapture } from '../../lib/clip/link-capture';
import { captureTab } from '../../lib/browser/capture-tab';
import type { CaptureResult } from '../../lib/capture/types';
import { sendMessage, type ClipRequest, type ClipResult, type TabClipRequest } from '../../lib/messaging/protocol';
import type { Result } from '../../lib/model/types';
import { clipSettingsItem } from '../../lib/storage/items';
import { deliver, findConnection, NO_CONNECTION } from './deliver';
import { resolveDestination } from './destinations';
import { onTrustedMessage } from './on-message';
import { undoClip } from './undo';

const NOTHING_SELECTED = 'Nothing is selected on this page. Select some text first, or clip the article or the page.';

async function capture(request: TabClipRequest, keepImages: boolean): Promise<Result<CaptureResult>> {
  if (request.link) return { ok: true, value: linkCapture(request.link) };
  const fallback = request.mode === 'selection' && request.fallback === 'article' ? 'article' : undefined;
  const first = await captureTab(request.tabId, { mode: request.mode, keepImages }, fallback);
  if (!first.ok || request.mode !== 'selection' || fallback || first.value.markdown.trim()) return first;
  return { ok: false, error: NOTHING_SELECTED };
}

export async function clipTab(request: TabClipRequest): Promise<ClipResult> {
  const connection = await findConnection(request.connectionId);
  if (!connection) return { ok: false, error: NO_CONNECTION };
  const destination = await resolveDestination(connection, request.destination);
  if (!destination.ok) return destination;
  const settings = await clipSettingsItem.getValue();
  const captured = await capture(request, settings.keepImages);
  if (!captured.ok) return captured;
  if (!captured.value.markdown.trim()) {
    return { ok: false, error: captured.value.notes[0] ?? 'The page had nothing to clip.' };
  }
  const { title, markdown } = composeClip(captured.value, settings, new Date(), destination.value);
  return deliver({
    connectionId: connection.id,
    destination: destination.value,
    insertAt: request.insertAt ?? settings.insertAt,
    markdown,
    title,
    sourceUrl: captured.value.metadata.url,
    maxBytes: request.maxBytes,
    ...(captured.value.kept?.length ? { uploads: captured.value.kept } : {}),
  });
}

/** The popup listens while it is open; no popup is not an error. */
function reportProgress(request: ClipRequest) {
  return (part: number, total: number) => {
    if (request.jobId) sendMessage('clipProgress', { jobId: request.jobId, part, total }).catch(() => {});
  };
}

export function setUpClip(): void {
  onTrustedMessage('clip', (request) => deliver(request, reportProgress(request)));
  onTrustedMessage('clipTab', (request) => clipTab(request));
  onTrustedMessage('undoClip', undoClip);
}

/** The active tab of the focused window, for commands fired without a tab argument. */
export async function activeTabId(): Promise<number | undefined> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}
