/**
 * The reading list's mapping in the options page against the emulator: opened on demand, shown as guessed for a
 * collection, edited there (the URL to another property, a fact not saved, the status to start
 * with), and then used by a popup save — the emulator receives the item with the edited mapping —
 * after which the popup's already-saved notice says on which day.
 */
import { expect, test } from './fixtures';
import { openSite, tabIdFor } from './clip-helpers';
import { makeCollection } from './support/collections';

test('the options mapping, edited, is what a popup save uses; the notice then says when', async ({
  context,
  extensionId,
  extensionPage,
  emulator,
  optionsPage,
  site,
  seedConnection,
}) => {
  await seedConnection();
  const { client, collectionId: inbox } = await makeCollection(emulator, 'Inbox Reads', [
    { name: 'Link', type: 'url' },
    { name: 'Where', type: 'text' },
    { name: 'Summary', type: 'text' },
    { name: 'Added', type: 'date' },
    { name: 'Status', type: 'singleSelect', options: [{ name: 'Inbox' }, { name: 'To read' }, { name: 'Read' }] },
  ]);

  // Options: the guess shown, then edited; each change saved at once.
  const options = optionsPage.page;
  await options.reload();
  const card = options.getByRole('region', { name: 'Reading list' });
  await card.getByText('Choose a collection and see its mapping').click();
  await card.getByLabel('Collection').selectOption({ label: 'Inbox Reads' });
  const facts = card.getByRole('group', { name: 'Page facts and the properties they go to' });
  await expect(facts.getByLabel('URL')).toHaveValue('link');
  await expect(facts.getByLabel('Description')).toHaveValue('summary');
  await expect(facts.getByLabel('Clip date')).toHaveValue('added');
  await expect(facts.getByLabel('Status', { exact: true })).toHaveValue('status');
  await expect(facts.getByLabel('Author')).toHaveValue('');
  // Only properties of a fitting type are offered: no date for the URL.
  await expect(facts.getByLabel('URL').getByRole('option')).toHaveText(['Not saved', 'Link', 'Where', 'Summary']);
  await facts.getByLabel('URL').selectOption({ label: 'Where' });
  await expect(card.getByText('Mapping saved.', { exact: false })).toBeVisible();
  await facts.getByLabel('Description').selectOption({ label: 'Not saved' });
  await expect(facts.getByLabel('Description')).toHaveValue('');
  await facts.getByLabel('Status of a new item').selectOption({ label: 'To read' });
  await expect(facts.getByLabel('Status of a new item')).toHaveValue('To read');
  // Kept: a reload shows the edited mapping, not a new guess.
  await options.reload();
  await card.getByText('Choose a collection and see its mapping').click();
  await card.getByLabel('Collection').selectOption({ label: 'Inbox Reads' });
  await expect(facts.getByLabel('URL')).toHaveValue('where');
  await expect(facts.getByLabel('Description')).toHaveValue('');
  await expect(facts.getByLabel('Status of a new item')).toHaveValue('To read');

  // The popup saves with that mapping.
  const url = site.url('/clip/article.html');
  await openSite(await context.newPage(), url);
  const tabId = await tabIdFor(extensionPage, url);
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}&view=list`);
  await popup.getByLabel('Collection').selectOption({ label: 'Inbox Reads' });
  await expect(popup.getByLabel('Where')).toHaveValue(url);
  await expect(popup.getByLabel('Status')).toHaveValue('To read');
  await expect(popup.getByLabel('Summary')).toHaveCount(0);
  await expect(popup.getByLabel('Link')).toHaveCount(0);
  await popup.getByRole('button', { name: 'Save to collection' }).click();
  await expect(popup.getByText('Saved to Inbox Reads.')).toBeVisible();
  const items = await client.collections.getItems(inbox);
  expect(items).toHaveLength(1);
  const properties = items[0]!.properties!;
  expect(properties).toMatchObject({ where: url, status: 'To read' });
  expect(properties.added).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(properties).not.toHaveProperty('link');
  expect(properties).not.toHaveProperty('summary');
  await popup.close();

  // Opened again: already saved, on the day the clip-date property holds.
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${String(properties.added)}T12:00:00Z`),
  );
  const again = await context.newPage();
  await again.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}&view=list`);
  await again.getByLabel('Collection').selectOption({ label: 'Inbox Reads' });
  await expect(again.getByText(`Saved to Inbox Reads on ${day}`)).toBeVisible();
  await expect(again.getByRole('button', { name: 'Update it' })).toBeVisible();
});
