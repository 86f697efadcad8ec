/**
 * "Already saved?": a page clipped once is recognised when the popup opens again on the same page
 * reached under another spelling (tracking parameters, a fragment), with where it went, and the
 * toolbar icon of a tab that loads it says so in its title. A page never clipped shows nothing.
 */
import { expect, test } from './fixtures';
import { openSite, tabIdFor } from './clip-helpers';
import { PopupPage } from './pages/popup';
import { toolbarIcon as icon } from './support/toolbar-icon';

test('a page clipped before shows where it went, in the popup and on the toolbar icon', async ({
  context,
  extensionId,
  extensionPage,
  seedConnection,
  site,
}) => {
  await seedConnection({ kind: 'daily-notes' });
  const url = site.url('/clip/article.html');
  const page = await context.newPage();
  await openSite(page, url);
  const tabId = await tabIdFor(extensionPage, url);

  const first = await new PopupPage(await context.newPage(), extensionId).open(tabId);
  await first.ready();
  await expect(first.page.getByText(/^Clipped to today's note at/)).toHaveCount(0);
  await first.send();
  await expect(first.page.getByText('Clipped to Craft.')).toBeVisible();
  await first.page.close();

  // The same page under another spelling: a campaign tag and a fragment.
  const again = `${url}?utm_source=newsletter&fbclid=abc#when-to-go`;
  await page.goto(again);
  const second = await new PopupPage(await context.newPage(), extensionId).open(tabId);
  await second.ready();
  await expect(second.page.getByText(/^Clipped to today's note at \d/)).toBeVisible();
  await expect(second.page.getByText('Clipped here before — clip again?')).toBeVisible();
  // A hint, never a block: Send stays usable.
  await expect(second.sendButton).not.toHaveAttribute('aria-disabled', 'true');

  // The toolbar icon of that tab: its title says where the page went (set when the tab loaded).
  await expect
    .poll(() => icon(extensionPage, tabId))
    .toEqual({
      title: expect.stringMatching(/^Clip to Craft — Clipped to today's note at \d/),
      badge: '✓',
    });

  // Another page: no line, no mark.
  const other = site.url('/article.html');
  await page.goto(other);
  await expect.poll(async () => (await icon(extensionPage, tabId)).title).toBe('Clip to Craft');
  expect((await icon(extensionPage, tabId)).badge).not.toBe('✓');
  const third = await new PopupPage(await context.newPage(), extensionId).open(tabId);
  await third.ready();
  await expect(third.page.getByText(/^Clipped to/)).toHaveCount(0);
});
