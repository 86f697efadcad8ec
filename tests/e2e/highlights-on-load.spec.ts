/**
 * Marks on page load (issue 27 §5): the options page's switch, off by default, asks for all-sites
 * access and registers the lookup; a page then asks the background once whether it has marks, and
 * does nothing more when it has none. Off again, pages ask nothing. The build holds all-sites access
 * here as if the user had accepted the prompt (a test cannot click it).
 */
import { expect, test } from './fixtures';
import { MarksMessages } from './pages/marks';

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
