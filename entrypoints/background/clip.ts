/**
 * Clipping: the popup's `clip` (markdown already composed there), and one clip function behind the
 * `clipTab` message, the context menus and the quick-clip command: capture the tab in the page,
 * compose the final markdown with the user's settings, send it through the outbox. The
 * connection is looked up once per clip and handed on.
 * Rules (lib/rules) on the default connection: quick clip takes the page's rule whole — its place (a
 * collection's through the reading list's item path, handed in as `collections`), its mode when
 * nothing is selected, format, header fields, title and tags; a menu entry names its place and mode
 * itself, so there the rule gives the rest.
 */
import { captureTab } from '../../lib/browser/capture-tab';
import type { CaptureResult } from '../../lib/capture/types';
import { clipTitle, composeClip } from '../../lib/clip/compose';
import { linkCapture } from '../../lib/clip/link-capture';
import type { ClipAction } from '../../lib/clip/menu-items';
import { hasDailyNotes } from '../../lib/clip/position';
import { rulePlace, startMode } from '../../lib/rules/choices';
import { ruleForCapture, type RuleFound } from '../../lib/rules/for-capture';
import { t } from '../../lib/i18n/t';
import { render } from '../../lib/i18n/ui-text';
import type { ProgressFn } from '../../lib/clip/progress';
import { sendMessage } from '../../lib/messaging/protocol';
import type { ClipRequest, ClipResult, TabClipRequest } from '../../lib/model/clip';
import type { Connection, ItemRecord, Result } from '../../lib/model/types';
import { clipSettingsItem, rulesItem } from '../../lib/storage/items';
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

/** The reading list's part in quick clip (reading-list.ts, handed in by the composition root). */
export interface CollectionSaves {
  /** Whether a default collection takes quick clips (on the default connection). */
  hasDefault(): Promise<boolean>;
  /** The page as an item of `target` (else the default collection), with a rule's picks; `captured` saves a capture. */
  save(
    tabId: number,
    captured?: CaptureResult,
    target?: { collectionId: string; name: string },
    found?: RuleFound,
  ): Promise<Result<ItemRecord>>;
}

/** The default connection's rule for the page: a rule names that connection's places. */
async function ruleOf(connection: Connection, captured: CaptureResult): Promise<RuleFound | undefined> {
  if (!connection.isDefault) return undefined;
  return ruleForCapture(await rulesItem.getValue(), captured);
}

export function setUpClip(services: Services, collections: CollectionSaves) {
  /** Every clip goes through the outbox: stored first, then sent; a failure time can fix is retried in the background. */
  async function deliver(request: ClipRequest, onProgress?: ProgressFn): Promise<ClipResult> {
    const connection = await services.connection(request.connectionId);
    if (!connection) return { ok: false, error: noConnection() };
    const insertAt = request.insertAt ?? (await clipSettingsItem.getValue()).insertAt;
    return sendClip(connection, { ...request, connectionId: connection.id, insertAt }, onProgress);
  }

  /**
   * `byRule`: the page's rule also picks the place and, with nothing selected, the mode (quick clip);
   * otherwise it gives format, header, title and tags only.
   */
  async function clipTab(request: TabClipRequest, known?: Connection, byRule = false): Promise<ClipResult> {
    const connection = known ?? (await services.connection(request.connectionId));
    if (!connection) return { ok: false, error: noConnection() };
    const settings = await clipSettingsItem.getValue();
    const first = await capture(request, settings.keepImages);
    if (!first.ok) return first;
    return clipCaptured(connection, request, first.value, await ruleOf(connection, first.value), byRule);
  }

  async function clipCaptured(
    connection: Connection,
    request: TabClipRequest,
    first: CaptureResult,
    found: RuleFound | undefined,
    byRule: boolean,
  ): Promise<ClipResult> {
    const settings = await clipSettingsItem.getValue();
    let captured = first;
    const wanted = found && byRule && !first.hasSelection ? startMode(found.rule, false) : undefined;
    if (wanted && wanted !== first.requestedMode) {
      const again = await capture({ ...request, mode: wanted, fallback: undefined }, settings.keepImages);
      if (!again.ok) return again;
      captured = again.value;
    }
    const place =
      found && byRule ? rulePlace(found.rule.destination, found.pick.title ?? clipTitle(captured)) : undefined;
    const destination = await services.destination(
      connection,
      place?.kind === 'clip' ? place.destination : request.destination,
    );
    if (!destination.ok) return destination;
    if (!captured.markdown.trim()) {
      const why = captured.notes[0];
      return { ok: false, error: why ? render(why) : t('bg_nothingToClip') };
    }
    const rule = found?.rule;
    const { title, markdown } = composeClip(
      captured,
      {
        headerFields: rule?.headerFields ?? settings.headerFields,
        format: rule?.format ?? settings.format,
        tags: found?.pick.tags,
        title: found?.pick.title,
      },
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
      sourceUrl: captured.metadata.url,
      maxBytes: request.maxBytes,
      ...(captured.kept?.length ? { uploads: captured.kept } : {}),
    });
    return withCaptureNotes(sent, captured);
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

  /**
   * The selection, or else the article, where the page's rule says; without a rule, to the default
   * collection if there is one (reading-list.ts), else to the default destination.
   */
  const quickClip: CommandRuns['quick-clip'] = async (tabId) => {
    if (tabId === undefined) return undefined;
    const request: TabClipRequest = { tabId, mode: 'selection', fallback: 'article' };
    const connection = await services.connection();
    if (!connection) return FEEDBACK.clip({ ok: false, error: noConnection() }, t('feedback_quickClip'));
    const captured = await capture(request, (await clipSettingsItem.getValue()).keepImages);
    if (!captured.ok) return FEEDBACK.clip(captured, t('feedback_quickClip'));
    const found = await ruleOf(connection, captured.value);
    const place = found && rulePlace(found.rule.destination, found.pick.title ?? clipTitle(captured.value));
    // An item's page holds the article, as the reading list saves it: a selection is read again as one.
    const article = captured.value.requestedMode === 'article' ? captured.value : undefined;
    if (place?.kind === 'collection') {
      const target = { collectionId: place.collectionId, name: place.name };
      return FEEDBACK.item(await collections.save(tabId, article, target, found));
    }
    if (!found && (await collections.hasDefault())) return FEEDBACK.item(await collections.save(tabId, article));
    return FEEDBACK.clip(await clipCaptured(connection, request, captured.value, found, true), t('feedback_quickClip'));
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
