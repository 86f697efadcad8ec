/**
 * Feedback for clips made without the popup: a badge on the toolbar button of that tab, and a
 * notification when the user granted the optional `notifications` permission (never requested
 * from here: there is no user gesture in the background).
 * The per-tab mark is shown over the outbox count and taken off by a timer (outbox-badge.ts), which
 * brings the count back; if the worker is evicted first the mark stays until the next quick action
 * on that tab — accepted, since Chrome keeps a worker alive ~30 s after an event.
 */
import { browser } from 'wxt/browser';
import type { ClipResult } from '../../lib/model/clip';
import { showOnTab } from './outbox-badge';

const BADGE_MS = 4_000;
const OK = { text: '✓', color: '#1a7f37' };
const FAIL = { text: '!', color: '#cf222e' };

export async function reportClip(tabId: number | undefined, result: ClipResult, what: string): Promise<void> {
  const badge = result.ok ? OK : FAIL;
  // Without a tab the mark would replace the outbox count everywhere: the notification says it instead.
  if (tabId !== undefined) await showOnTab(tabId, badge.text, badge.color, BADGE_MS);
  if (!(await browser.permissions.contains({ permissions: ['notifications'] }))) return;
  try {
    await browser.notifications.create({
      type: 'basic',
      iconUrl: ICON,
      title: result.ok ? 'Clipped to Craft' : 'Clip to Craft failed',
      message: result.ok ? `${what}: ${result.value.title}` : result.error,
    });
  } catch {
    // A notification is a courtesy: the badge already said it.
  }
}

/** Chrome requires an icon for basic notifications: the extension's own (public/icon). */
const ICON = '/icon/128.png';
