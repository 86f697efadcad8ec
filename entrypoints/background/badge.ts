/**
 * The one owner of the toolbar badge. The outbox count (grey: waiting, red: needs the user) is the
 * global badge; quick actions flash a per-tab ✓/! or a stage arrow over it, and restoring that tab
 * clears only the per-tab text (null, not '': an empty per-tab text would hide the count on that
 * tab for good — https://developer.chrome.com/docs/extensions/reference/api/action#method-setBadgeText).
 * Chrome has no way to drop a per-tab colour, so a restored tab gets the global colour of that moment.
 */
import { browser } from 'wxt/browser';
import { t } from '../../lib/i18n/t';
import type { OutboxJob } from '../../lib/outbox';

const WAITING = '#57606a';
const NEEDS_USER = '#cf222e';

function outboxBadge(open: OutboxJob[]): { text: string; color: string; title: string } {
  const parked = open.filter((j) => j.state === 'parked').length;
  return {
    text: open.length ? String(open.length) : '',
    color: parked ? NEEDS_USER : WAITING,
    title: open.length ? t('badge_outbox', [open.length - parked, parked]) : t('extName'),
  };
}

export async function showOutboxBadge(open: OutboxJob[]): Promise<void> {
  const { text, color, title } = outboxBadge(open);
  try {
    await browser.action.setBadgeBackgroundColor({ color });
    await browser.action.setBadgeText({ text });
    await browser.action.setTitle({ title });
  } catch {
    // No action API (tests) or the browser refused: the popup list still shows the outbox.
  }
}

/** Shows `text` on one tab over the count (a stage, or a result), optionally restoring after `ms`. */
export async function showOnTab(tabId: number | undefined, text: string, color?: string, ms?: number): Promise<void> {
  try {
    if (color) await browser.action.setBadgeBackgroundColor({ color, tabId });
    await browser.action.setBadgeText({ text, tabId });
  } catch {
    // The tab may be gone.
  }
  if (ms !== undefined) setTimeout(() => void restoreTab(tabId), ms);
}

/** The tab shows the global badge (the outbox count) again. */
export async function restoreTab(tabId: number | undefined): Promise<void> {
  if (tabId === undefined) return;
  try {
    const global = await browser.action.getBadgeBackgroundColor({});
    await browser.action.setBadgeBackgroundColor({ color: global, tabId });
    await browser.action.setBadgeText({ text: null as unknown as string, tabId });
  } catch {
    // The tab is gone: nothing to restore.
  }
}
