/**
 * "Save all tabs in this window" (popup, toolbar-icon menu) and the window's multi-tab selection:
 * each tab becomes one clip in the outbox — the article when the tab can be read (host access, or
 * the active tab), else its link and title — stored one by one as soon as each is read, then
 * delivered by the outbox, paced like any clip. Nothing is sent from here: the outbox's exactly-once
 * delivery carries every item, so closing the popup, a failing Craft or a stopped worker loses or
 * doubles nothing. A repeated request for the same batch skips the items already stored.
 * The menu entry asks for the optional `tabs` permission first, inside the click (a menu click is
 * a user gesture; an await before the request would lose it): without it the tabs' addresses are
 * hidden, and a refusal is reported on the badge/notification with nothing stored.
 */
import { browser } from 'wxt/browser';
import { t } from '../../lib/i18n/t';
import { captureTab } from '../../lib/browser/capture-tab';
import { composeClip } from '../../lib/clip/compose';
import { linkCapture } from '../../lib/clip/link-capture';
import type { Connection, Destination, Result } from '../../lib/model/types';
import { planTabs, type BatchItem, type SaveTabsRequest } from '../../lib/reading/tab-batch';
import { clipSettingsItem } from '../../lib/storage/items';
import { FEEDBACK, type Feedback } from './feedback';
import type { MenuClick } from './menus';
import { onTrustedMessage } from './on-message';
import { getOutbox, wake } from './outbox';
import { noConnection, type Services } from './services';

export function setUpSaveTabs(services: Services) {
  async function store(item: BatchItem, connection: Connection, destination: Destination): Promise<void> {
    const outbox = await getOutbox();
    if ((await outbox.all()).some((j) => j.id === item.jobId)) return;
    const settings = await clipSettingsItem.getValue();
    const read = await captureTab(item.tabId, { mode: 'article' }).catch(() => undefined);
    const capture =
      read?.ok && read.value.markdown.trim() ? read.value : linkCapture({ url: item.url, text: item.title });
    const { title, markdown } = composeClip(capture, settings, new Date(), destination, connection.timezone);
    // Read again: the capture took a while and a resend of this batch may have stored it meanwhile.
    if ((await outbox.all()).some((j) => j.id === item.jobId)) return;
    await outbox.enqueue({
      id: item.jobId,
      kind: 'clip',
      title,
      connectionId: connection.id,
      spaceId: connection.spaceId,
      payload: {
        request: {
          connectionId: connection.id,
          destination,
          insertAt: settings.insertAt,
          markdown,
          title,
          sourceUrl: item.url,
        },
      },
    });
  }

  async function saveTabs(request: SaveTabsRequest): Promise<Result<{ jobIds: string[] }>> {
    const connection = await services.connection(request.connectionId);
    if (!connection) return { ok: false, error: noConnection() };
    const destination = await services.destination(connection, request.destination);
    if (!destination.ok) return destination;
    const tabs = await browser.tabs.query({
      windowId: request.windowId,
      ...(request.selected ? { highlighted: true } : {}),
    });
    const items = planTabs(request.batchId, tabs);
    for (const item of items) {
      await store(item, connection, destination.value);
      wake();
    }
    return { ok: true, value: { jobIds: items.map((i) => i.jobId) } };
  }

  /** "Save all tabs in this window" from the page's or the toolbar icon's menu: to the default destination. */
  function fromMenu(_action: unknown, click: MenuClick): Promise<Feedback | undefined> {
    if (click.windowId === undefined) return Promise.resolve(undefined);
    const windowId = click.windowId;
    // Both asked at once, inside the click. Granted already: the request resolves true without a
    // prompt — but Chrome refuses it outright outside a gesture (an event not from a click), so
    // holding the permission counts too.
    const tabs = { permissions: ['tabs' as const] };
    return Promise.all([
      browser.permissions.request(tabs).catch(() => false),
      browser.permissions.contains(tabs).catch(() => false),
    ]).then(async ([asked, held]) => {
      if (!asked && !held) return FEEDBACK.tabs({ ok: false, error: t('tabs_needAccess') });
      const result = await saveTabs({ batchId: crypto.randomUUID(), windowId });
      return FEEDBACK.tabs(result.ok && !result.value.jobIds.length ? { ok: false, error: t('tabs_none') } : result);
    });
  }

  onTrustedMessage('saveTabs', saveTabs);
  return { saveTabs, fromMenu };
}
