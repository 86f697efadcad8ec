/**
 * A page without an article (issue 29): Article mode clips the whole page only then, and the popup
 * says so and points to Selection; choosing Selection after selecting clips only that part.
 */
import { expect, test } from './fixtures';
import { childrenOf, openSite, select, tabIdFor } from './clip-helpers';
import { PopupPage } from './pages/popup';

test('no article found: the popup says the clip is the whole page, and Selection clips a part', async ({
  context,
  extensionId,
  extensionPage,
  emulator,
  site,
  seedConnection,
}) => {
  await seedConnection();
  const url = site.url('/clip/no-article.html');
  const page = await context.newPage();
  await openSite(page, url);
  const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, url));
  await popup.ready();

  await expect(popup.page.getByText('No article found: this is the whole page.', { exact: false })).toBeVisible();
  await expect(popup.page.getByText(/select that part and choose Selection/)).toBeVisible();
  await expect(popup.mode('Page')).toBeChecked();
  await expect(popup.preview).toContainText('Moorings to let');
  await expect(popup.preview).toContainText('Open daily from nine.');

  await select(page, '#tide');
  await popup.chooseMode('Selection');
  await expect(popup.preview).toContainText('Tide tables for March');
  await expect(popup.preview).not.toContainText('Moorings to let');
  await expect(popup.page.getByText(/No article found/)).toHaveCount(0);
  await popup.nestInPage.uncheck();
  await popup.send();
  await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible();
  const texts = childrenOf(emulator.state.dailyNote('today')).map((b) => String(b.markdown));
  expect(texts.at(-1)).toContain('Tide tables for March');
  expect(texts.join('\n')).not.toContain('Moorings to let');
});
