/**
 * Clipping: the popup's `clip` (markdown already composed there), and one clip function behind the
 * `clipTab` message, the context menus and the quick-clip command: capture the tab in the page,
 * compose the final markdown with the user's settings, send it through the outbox. The
 * connection is looked up once per clip and handed on.
 */
import { captureTab } from '../../lib/browser/capture-tab';
import type { CaptureResult } from '../../lib/capture/types';
import { composeClip } from '../../lib/clip/compose';
import { linkCapture } from '../../lib/clip/link-capture';
import type { ClipAction } from '../../lib/clip/menu-items';
import { hasDailyNotes } from '../../lib/clip/position';
import { t } from '../../lib/i18n/t';
import { render } from '../../lib/i18n/ui-text';
import type { ProgressFn } from '../../lib/clip/progress';
import { sendMessage } from '../../lib/messaging/protocol';
import type { ClipRequest, ClipResult, TabClipRequest } from '../../lib/model/clip';
import type { Connection, Result } from '../../lib/model/types';
import { clipSettingsItem } from '../../lib/storage/items';
import type { CommandRuns } from './commands';
import { FEEDBACK } from './feedback';
import type { MenuClick } from './menus';
import { onTrustedMessage } from './on-message';
import { sendClip } from './send';
import { noConnection, type Services } from './services';

/** What a menu clip reports it clipped: the popup's names of the modes. */
const MODE_NAME = {
  selection: 'mode_selection',
  article: 'mode_article',
  page: 'mode_page',
  link: 'mode_link',
} as const;

export function setUpClip(services: Services) {
  /** Every clip goes through the outbox: stored first, then sent; a failure time can fix is retried in the background. */
  async function deliver(request: ClipRequest, onProgress?: ProgressFn): Promise<ClipResult> {
    const connection = await services.connection(request.connectionId);
    if (!connection) return { ok: false, error: noConnection() };
    const insertAt = request.insertAt ?? (await clipSettingsItem.getValue()).insertAt;
    return sendClip(connection, { ...request, connectionId: connection.id, insertAt }, onProgress);
  }

  async function clipTab(request: TabClipRequest, known?: Connection): Promise<ClipResult> {
    const connection = known ?? (await services.connection(request.connectionId));
    if (!connection) return { ok: false, error: noConnection() };
    const destination = await services.destination(connection, request.destination);
    if (!destination.ok) return destination;
    const settings = await clipSettingsItem.getValue();
    const captured = await capture(request, settings.keepImages);
    if (!captured.ok) return captured;
    if (!captured.value.markdown.trim()) {
      const why = captured.value.notes[0];
      return { ok: false, error: why ? render(why) : t('bg_nothingToClip') };
    }
    const { title, markdown } = composeClip(
      captured.value,
      settings,
      new Date(),
      destination.value,
      connection.timezone,
    );
    const sent = await sendClip(connection, {
      connectionId: connection.id,
      destination: destination.value,
      insertAt: request.insertAt ?? settings.insertAt,
      markdown,
      title,
      sourceUrl: captured.value.metadata.url,
      maxBytes: request.maxBytes,
      ...(captured.value.kept?.length ? { uploads: captured.value.kept } : {}),
    });
    return withCaptureNotes(sent, captured.value);
  }

  /** "Clip … to today's daily note" (the default destination where there are none) or "… to <last>". */
  async function fromMenu(action: ClipAction, click: MenuClick) {
    if (click.tabId === undefined) return undefined;
    const connection = await services.connection();
    const toToday = action.target === 'today' && connection && hasDailyNotes(connection.kind);
    const result = await clipTab(
      {
        tabId: click.tabId,
        mode: action.mode,
        destination: action.target === 'last' ? 'last' : toToday ? { kind: 'daily-note', date: 'today' } : undefined,
        link:
          action.mode === 'link' && click.linkUrl
            ? { url: click.linkUrl, text: click.linkText ?? click.selectionText }
            : undefined,
      },
      connection,
    );
    return FEEDBACK.clip(result, t(MODE_NAME[action.mode]));
  }

  const quickClip: CommandRuns['quick-clip'] = async (tabId) => {
    if (tabId === undefined) return undefined;
    return FEEDBACK.clip(await clipTab({ tabId, mode: 'selection', fallback: 'article' }), t('feedback_quickClip'));
  };

  onTrustedMessage('clip', (request) => deliver(request, reportProgress(request)));
  onTrustedMessage('clipTab', (request) => clipTab(request));
  return { fromMenu, quickClip };
}

async function capture(request: TabClipRequest, keepImages: boolean): Promise<Result<CaptureResult>> {
  if (request.link) return { ok: true, value: linkCapture(request.link) };
  const fallback = request.mode === 'selection' && request.fallback === 'article' ? 'article' : undefined;
  const first = await captureTab(request.tabId, { mode: request.mode, keepImages }, fallback);
  if (!first.ok || request.mode !== 'selection' || fallback || first.value.markdown.trim()) return first;
  return { ok: false, error: t('bg_nothingSelected') };
}

/**
 * A page or selection that became a link (too large, too slow to convert) arrived as something else
 * than asked: the capture's note goes with the result, so a quick clip's badge and notification
 * say so too, not only the popup's preview.
 */
function withCaptureNotes(result: ClipResult, captured: CaptureResult): ClipResult {
  const fellBack = captured.mode === 'link' && captured.requestedMode !== 'link';
  if (!result.ok || !fellBack || !captured.notes.length) return result;
  return { ok: true, value: { ...result.value, notes: [...captured.notes, ...(result.value.notes ?? [])] } };
}

/** The popup listens while it is open; no popup is not an error. */
function reportProgress(request: ClipRequest): ProgressFn {
  return (part, total) => {
    if (request.jobId) sendMessage('clipProgress', { jobId: request.jobId, part, total }).catch(() => {});
  };
}
