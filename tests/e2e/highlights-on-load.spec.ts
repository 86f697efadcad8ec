/**
 * Marks on page load (issue 27 §5): the options page's switch, off by default, asks for all-sites
 * access and registers the lookup; a page then asks the background once whether it has marks, and
 * does nothing more when it has none. Off again, pages ask nothing. A page with marks shows them by
 * itself when it loads, with no popup or shortcut. The build holds all-sites access here as if the
 * user had accepted the prompt (a test cannot click it).
 */
import { openTab } from './clip-helpers';
import { expect, sendToBackground, test } from './fixtures';
import { MarksMessages, MarksUi } from './pages/marks';
import { clickedTab, pressCommand } from './support/worker-events';

test.use({ grant: { host_permissions: ['*://*/*'] } });

test('the switch registers a lookup that asks once per page and stops on a page without marks', async ({
  context,
  optionsPage,
  site,
}) => {
  const page = optionsPage.page;
  const toggle = page.getByRole('checkbox', { name: 'Show my highlights by themselves when a page loads' });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('Needs access to all sites', { exact: false })).toBeVisible();
  const messages = new MarksMessages(context);
  await messages.record();

  // Nothing registered yet: a page load asks nothing.
  const url = site.url('article.html');
  const article = await context.newPage();
  await article.goto(url);
  await article.waitForLoadState('load');

  await toggle.check();
  await expect(toggle).toBeChecked();
  await article.reload();
  await expect.poll(() => messages.seen()).toEqual([{ type: 'pageMarks', data: { url } }]);
  await expect(article.locator('craft-clipper-marks')).toHaveCount(0);

  // Off again: the next load asks nothing (the one question of the load before stays the only one).
  await toggle.uncheck();
  await expect(toggle).not.toBeChecked();
  await article.reload();
  await article.waitForLoadState('load');
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: 'Show my highlights by themselves when a page loads' }),
  ).not.toBeChecked();
  expect(await messages.seen()).toEqual([{ type: 'pageMarks', data: { url } }]);
});

test('with the switch on, a page with marks paints them by itself when it loads', async ({
  context,
  extensionPage,
  optionsPage,
  site,
}) => {
  const url = site.url('article.html');
  const { page, tabId } = await openTab(context, extensionPage, url);
  await page.bringToFront();
  const ui = new MarksUi(page);
  await ui.select('blockquote', 'wet leaves overnight');
  await pressCommand(context, 'highlight', await clickedTab(extensionPage, tabId));
  const painted = [{ color: 'yellow', text: 'wet leaves overnight' }];
  await expect.poll(() => ui.painted()).toEqual(painted);
  await expect
    .poll(async () => {
      const answer = await sendToBackground(extensionPage, 'pageMarks', { url });
      return answer.ok ? answer.value.marks.length : answer.error;
    })
    .toBe(1);

  await optionsPage.page.getByRole('checkbox', { name: 'Show my highlights by themselves when a page loads' }).check();
  const messages = new MarksMessages(context);
  await messages.record();
  await page.goto(site.url('index.html'));
  await page.goto(url);
  await ui.paintedSome();
  expect(await ui.painted()).toEqual(painted);
  // Placed by the page script the lookup asked for, and reported back.
  await expect.poll(() => messages.placed()).toEqual([{ url, placed: [expect.any(String)], unplaced: [] }]);
});
