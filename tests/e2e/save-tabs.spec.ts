/**
 * "Save all tabs in this window": twenty tabs, each its own outbox item, saved while Craft answers
 * 503 three times, loses one answer (applied, never answered) and the service worker is stopped
 * part-way — and the daily note ends with each of the twenty pages exactly once, the popup saying so.
 */
import type { Emulator } from '../../emulator/index';
import { flatten, tabIdFor } from './clip-helpers';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';

const TABS = 20;

/** How many blocks of today's note link to page `n` (each clip's header links its page once). */
function copiesOf(emulator: Emulator, url: string): number {
  return flatten(emulator.state.dailyNote('today') as Record<string, unknown>).filter((b) =>
    String(b.markdown).includes(`(${url})`),
  ).length;
}

test('twenty tabs saved through 503s, a lost answer and a stopped worker arrive exactly once each', async ({
  context,
  extensionId,
  extensionPage,
  emulator,
  seedConnection,
  site,
}) => {
  test.setTimeout(240_000);
  await seedConnection({ kind: 'daily-notes' });
  const urls = Array.from({ length: TABS }, (_, i) => site.url(`/clip/article.html?n=${i + 1}`));
  for (const url of urls) await (await context.newPage()).goto(url);
  // Only the test pages and the extension's own pages stay in the window: a blank tab's address is hidden.
  for (const page of context.pages()) if (page.url() === 'about:blank') await page.close();

  emulator.faults.force({ method: 'POST', path: '/blocks', status: 503, times: 3 });
  const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, urls[0]!));
  await popup.ready();
  const saveAll = popup.page.getByRole('button', { name: 'Save all tabs in this window' });
  await saveAll.click();

  // A few have arrived: the next answer is lost, and the worker is stopped while the rest wait.
  await expect.poll(() => urls.filter((u) => copiesOf(emulator, u) > 0).length).toBeGreaterThanOrEqual(3);
  emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' });
  await expect.poll(() => emulator.log.entries().some((e) => e.status === 0)).toBe(true);
  const cdp = await context.newCDPSession(extensionPage);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');

  // The popup keeps asking the outbox (which wakes the worker) and counts the items delivered.
  await expect(popup.page.getByText(`All ${TABS} tabs are in Craft.`)).toBeVisible();
  expect(urls.map((u) => copiesOf(emulator, u))).toEqual(urls.map(() => 1));
  expect(emulator.log.entries().filter((e) => e.status === 503).length).toBe(3);
});
