/**
 * The one feedback type for what a menu entry or a command did without the popup, and the one way
 * it is shown: a ✓/! on the toolbar badge of that tab, and a notification when the user granted
 * the optional `notifications` permission (never requested from here: there is no user gesture in
 * the background). Clips, tasks and uploads are each reported as what they are.
 * The per-tab mark is shown over the outbox count and taken off by a timer (badge.ts), which
 * brings the count back; if the worker is evicted first the mark stays until the next quick action
 * on that tab — accepted, since Chrome keeps a worker alive ~30 s after an event. A leaf.
 */
import { browser } from 'wxt/browser';
import { destinationLabel } from '../../lib/clip/position';
import { t } from '../../lib/i18n/t';
import { render } from '../../lib/i18n/ui-text';
import type { ClipResult } from '../../lib/model/clip';
import type { ItemRecord, Result, TaskRecord, UploadRecord } from '../../lib/model/types';
import { taskDisplayText } from '../../lib/tasks/task-markdown';
import { showOnTab } from './badge';

export interface Feedback {
  ok: boolean;
  /** It arrived, but not quite as asked (a page clipped as a link, an image left out): the message says how. */
  noted?: boolean;
  /** The notification's title: what happened. */
  title: string;
  /** What it was about, or what went wrong. */
  message: string;
}

const UPLOAD_TITLES = {
  image: { sent: 'feedback_imageSent', failed: 'feedback_imageFailed' },
  screenshot: { sent: 'feedback_screenshotSent', failed: 'feedback_screenshotFailed' },
} as const;

/** The sentences, in one place, in the browser's language (public/_locales). */
export const FEEDBACK = {
  /** `what`: what was clipped ("Selection", "Quick clip"), already in the user's language. */
  clip: (result: ClipResult, what: string): Feedback =>
    result.ok
      ? result.value.notes?.length
        ? {
            ok: true,
            noted: true,
            title: t('feedback_clippedNoted'),
            message: `${what}: ${result.value.title}. ${result.value.notes.map(render).join(' ')}`,
          }
        : { ok: true, title: t('feedback_clipped'), message: `${what}: ${result.value.title}` }
      : { ok: false, title: t('feedback_clipFailed'), message: result.error },
  task: (result: Result<TaskRecord>): Feedback =>
    result.ok
      ? { ok: true, title: t('feedback_taskAdded'), message: taskDisplayText(result.value.markdown) }
      : { ok: false, title: t('feedback_taskFailed'), message: result.error },
  upload: (result: Result<UploadRecord>, what: keyof typeof UPLOAD_TITLES): Feedback =>
    result.ok
      ? {
          ok: true,
          title: t(UPLOAD_TITLES[what].sent),
          message: result.value.warning
            ? render(result.value.warning)
            : t('feedback_into', destinationLabel(result.value.destination)),
        }
      : { ok: false, title: t(UPLOAD_TITLES[what].failed), message: result.error },
  item: (result: Result<ItemRecord>): Feedback =>
    result.ok
      ? { ok: true, title: t('feedback_itemSaved', result.value.collectionName), message: result.value.title }
      : { ok: false, title: t('feedback_itemFailed'), message: result.error },
  /** The tabs are stored: the outbox delivers them; the popup's outbox list follows them. */
  tabs: (result: Result<{ jobIds: string[] }>): Feedback =>
    result.ok
      ? { ok: true, title: t('feedback_tabsStored', result.value.jobIds.length), message: t('tabs_keepsGoing') }
      : { ok: false, title: t('feedback_tabsFailed'), message: result.error },
};

const BADGE_MS = 4_000;
const OK = { text: '✓', color: '#1a7f37' };
const FAIL = { text: '!', color: '#cf222e' };
/** Arrived with a note: amber, and a mark of its own, so it reads differently from ✓ without colour. */
const NOTED = { text: '✓i', color: '#9a6700' };
/** Chrome requires an icon for basic notifications: the extension's own (public/icon). */
const ICON = '/icon/128.png';

export async function report(tabId: number | undefined, feedback: Feedback): Promise<void> {
  const badge = !feedback.ok ? FAIL : feedback.noted ? NOTED : OK;
  // Without a tab the mark would replace the outbox count everywhere: the notification says it instead.
  if (tabId !== undefined) await showOnTab(tabId, badge.text, badge.color, BADGE_MS);
  if (!(await browser.permissions.contains({ permissions: ['notifications'] }))) return;
  try {
    await browser.notifications.create({
      type: 'basic',
      iconUrl: ICON,
      title: feedback.title,
      message: feedback.message,
    });
  } catch {
    // A notification is a courtesy: the badge already said it.
  }
}
