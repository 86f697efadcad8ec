/**
 * The Reading list lands where it belongs: the view opens on the collection last used on the
 * connection (not the space's first), a page saved to a collection counts as saved (the popup's
 * "already saved" line with Open, the toolbar's ✓), and a rule naming a collection opens the view on
 * it with the rule's title, tags and properties filled, the item then arriving once with them.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { openSite, tabIdFor } from './clip-helpers';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';
import { makeCollection } from './support/collections';
import { storeRules } from './support/rules';
import { toolbarIcon } from './support/toolbar-icon';

async function openList(context: BrowserContext, extensionId: string, tabId: number): Promise<Page> {
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}&view=list`);
  return popup;
}

const shownCollection = (popup: Page) => popup.getByLabel('Collection').locator('option:checked');

test('the Reading list opens on the collection last used; a page saved there counts as saved', async ({
  context,
  extensionId,
  extensionPage,
  emulator,
  site,
  seedConnection,
}) => {
  await seedConnection();
  await makeCollection(emulator, 'My Reads');
  const { client, collectionId } = await makeCollection(emulator, 'Later');
  const url = site.url('/clip/article.html');
  const page = await context.newPage();
  await openSite(page, url);
  const tabId = await tabIdFor(extensionPage, url);

  let popup = await openList(context, extensionId, tabId);
  await expect(shownCollection(popup)).not.toHaveText('Later');
  await popup.getByLabel('Collection').selectOption({ label: 'Later' });
  await expect(popup.getByLabel('Link')).toHaveValue(url);
  await popup.close();

  popup = await openList(context, extensionId, tabId);
  await expect(shownCollection(popup)).toHaveText('Later');
  await expect(popup.getByLabel('Link')).toHaveValue(url);
  await popup.getByRole('button', { name: 'Save to collection' }).click();
  await expect(popup.getByText('Saved to Later.')).toBeVisible();
  expect(await client.collections.getItems(collectionId)).toHaveLength(1);
  await popup.close();

  const clipView = await new PopupPage(await context.newPage(), extensionId).open(tabId);
  await clipView.ready();
  const line = clipView.page.locator('.saved-line');
  await expect(line.getByText(/^Saved to Later at \d/)).toBeVisible();
  await expect(line.getByRole('link', { name: 'Open' })).toHaveAttribute('href', /^craftdocs:|^https?:/);

  await page.reload();
  await expect
    .poll(() => toolbarIcon(extensionPage, tabId))
    .toEqual({ title: expect.stringMatching(/^Clip to Craft — Saved to Later at \d/), badge: '✓' });
});

test('a rule naming a collection opens the Reading list on it, filled with the rule’s picks', async ({
  context,
  extensionId,
  extensionPage,
  emulator,
  site,
  seedConnection,
}) => {
  await seedConnection();
  await makeCollection(emulator, 'Later');
  const { client, collectionId } = await makeCollection(emulator, 'Recipes', [
    { name: 'Link', type: 'url' },
    { name: 'Cuisine', type: 'text' },
    { name: 'Tags', type: 'multiSelect', options: [{ name: 'recipe' }, { name: 'soup' }] },
  ]);
  await storeRules(extensionPage, [
    {
      id: 'recipes',
      name: 'Recipes',
      match: { kind: 'schema', type: 'Recipe' },
      destination: { kind: 'collection', collectionId, name: 'Recipes' },
      titlePattern: '{schema.name} ({schema.recipeCuisine})',
      tags: ['recipe'],
      properties: { Cuisine: '{schema.recipeCuisine}' },
    },
  ]);
  const url = site.url('/rules/recipe.html');
  await openSite(await context.newPage(), url);
  const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, url));

  await expect(popup.page.getByRole('tab', { name: 'Reading list' })).toHaveAttribute('aria-selected', 'true');
  await expect(shownCollection(popup.page)).toHaveText('Recipes');
  await expect(popup.page.getByText('Rule: Recipes')).toBeVisible();
  await expect(popup.page.getByLabel('Title', { exact: true })).toHaveValue('Tomato Soup (Italian)');
  await expect(popup.page.getByLabel('Cuisine')).toHaveValue('Italian');
  await expect(popup.page.getByLabel('Tags')).toHaveValue('recipe');
  await expect(popup.page.getByLabel('Link')).toHaveValue(url);
  await popup.page.getByRole('button', { name: 'Save to collection' }).click();
  await expect(popup.page.getByText('Saved to Recipes.')).toBeVisible();

  const items = await client.collections.getItems(collectionId, { maxDepth: -1 });
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    title: 'Tomato Soup (Italian)',
    properties: { link: url, cuisine: 'Italian', tags: ['recipe'] },
  });
  expect(JSON.stringify(items[0]!.content)).toContain('slowly cooked');
});

test("“Don't use rule” in the Reading list takes the clip back to today's defaults", async ({
  context,
  extensionId,
  extensionPage,
  emulator,
  site,
  seedConnection,
}) => {
  await seedConnection();
  const { client, collectionId } = await makeCollection(emulator, 'Recipes');
  await storeRules(extensionPage, [
    {
      id: 'recipes',
      name: 'Recipes',
      match: { kind: 'schema', type: 'Recipe' },
      destination: { kind: 'collection', collectionId, name: 'Recipes' },
    },
  ]);
  const url = site.url('/rules/recipe.html');
  await openSite(await context.newPage(), url);
  const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, url));
  await expect(popup.page.getByText('Rule: Recipes')).toBeVisible();
  await popup.page.getByRole('button', { name: "Don't use rule" }).click();
  await expect(popup.page.getByRole('tab', { name: 'Clip' })).toHaveAttribute('aria-selected', 'true');
  await expect(popup.destination).toContainText("Today's daily note");
  await popup.ready();
  await popup.send();
  await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible();
  expect(JSON.stringify(emulator.state.dailyNote('today'))).toContain('slowly cooked');
  expect(await client.collections.getItems(collectionId)).toHaveLength(0);
});
