/**
 * The toolbar badge for the outbox: how many items wait (grey) or need the user (red). Set for
 * all tabs; the per-tab ✓/! of notify.ts shows over it for a few seconds after a clip.
 */
import { browser } from 'wxt/browser';
import type { OutboxJob } from '../../lib/outbox/types';

export async function showOutboxBadge(open: OutboxJob[]): Promise<void> {
  const parked = open.filter((j) => j.state === 'parked').length;
  const text = open.length ? String(open.length) : '';
  const title = open.length
    ? `Clip to Craft — ${open.length - parked} waiting to send, ${parked} need attention`
    : 'Clip to Craft';
  try {
    await browser.action.setBadgeBackgroundColor({ color: parked ? '#cf222e' : '#57606a' });
    await browser.action.setBadgeText({ text });
    await browser.action.setTitle({ title });
  } catch {
    // No action API (tests) or the browser refused: the popup list still shows the outbox.
  }
}
