/**
 * The clip-format settings in the options page shape what the background sends: header fields
 * and their order, inline instead of a nested page, top instead of bottom. Also the quick-clip
 * path: selection when there is one, else the article.
 */
import { expect, sendToBackground, test } from './fixtures';
import { childrenOf, firstChild, openSite, select, tabIdFor } from './clip-helpers';

test('inline, top, and a reordered header from the settings', async ({
  context,
  optionsPage,
  extensionPage,
  emulator,
  site,
  seedConnection,
}) => {
  await seedConnection();
  const settings = optionsPage.page.getByRole('region', { name: 'Clip format' });
  await settings.getByRole('checkbox', { name: 'Author', exact: true }).uncheck();
  await settings.getByRole('checkbox', { name: 'Published date' }).uncheck();
  await settings.getByRole('checkbox', { name: 'Time clipped' }).uncheck();
  await settings.getByRole('button', { name: 'Move Site up' }).click();
  await settings.getByRole('radio', { name: 'Inline blocks' }).check();
  await settings.getByRole('radio', { name: 'Top' }).check();

  const url = site.url('/clip/article.html');
  const page = await context.newPage();
  await openSite(page, url);
  await select(page, '#intro');
  const result = await sendToBackground(extensionPage, 'clipTab', {
    tabId: await tabIdFor(extensionPage, url),
    mode: 'selection',
  });
  expect(result.ok, JSON.stringify(result)).toBe(true);

  const blocks = childrenOf(emulator.state.dailyNote('today'));
  expect(blocks[0]).toMatchObject({
    type: 'text',
    markdown: `Coastal Field Notes · [Tide Pools of the North Coast](${url})`,
  });
  expect(String(blocks[1]?.markdown)).toContain('**small worlds**');
  if (result.ok) expect(result.value.blockIds).toEqual([blocks[0]!.id, blocks[1]!.id]);
});

test('quick clip takes the selection when there is one, else the article', async ({
  context,
  extensionPage,
  emulator,
  site,
  seedConnection,
}) => {
  await seedConnection();
  const url = site.url('/clip/article.html');
  const page = await context.newPage();
  await openSite(page, url);
  const tabId = await tabIdFor(extensionPage, url);

  const article = await sendToBackground(extensionPage, 'clipTab', {
    tabId,
    mode: 'selection',
    fallback: 'article',
    insertAt: 'start',
  });
  expect(article.ok, JSON.stringify(article)).toBe(true);
  expect(
    childrenOf(firstChild(emulator.state.dailyNote('today')))
      .map((b) => String(b.markdown))
      .join('\n'),
  ).toContain('When to go');

  await select(page, '#when');
  const selection = await sendToBackground(extensionPage, 'clipTab', {
    tabId,
    mode: 'selection',
    fallback: 'article',
    insertAt: 'start',
  });
  expect(selection.ok).toBe(true);
  const texts = childrenOf(firstChild(emulator.state.dailyNote('today')))
    .map((b) => String(b.markdown))
    .join('\n');
  expect(texts).toContain('minus tide');
  expect(texts).not.toContain('small worlds');
});
