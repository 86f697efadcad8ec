/**
 * The Reading list view's fields show as soon as the collection is known; a big page's capture can
 * take seconds. What the user types meanwhile stays when the page's facts arrive: they fill only the
 * fields left alone, and the item Craft receives carries the typed text. The capture is held
 * deterministically (support/hold-page.ts).
 */
import { expect, test } from './fixtures';
import { openSite, tabIdFor } from './clip-helpers';
import { makeCollection } from './support/collections';
import { holdPage } from './support/hold-page';

test.describe('Reading list: typing while the page is read', () => {
  test('the typed text stays when the capture arrives, and is what Craft receives', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const { client, collectionId } = await makeCollection(emulator, 'My Reads');
    const url = site.url('/clip/article.html');
    const page = await context.newPage();
    await openSite(page, url);
    const tabId = await tabIdFor(extensionPage, url);
    const hold = await holdPage(page);

    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}&view=list`);
    await popup.getByLabel('Collection').selectOption({ label: 'My Reads' });
    // The page is not read yet: the fields are there, empty, and nothing can be saved.
    await expect(popup.getByLabel('Link')).toHaveValue('');
    await expect(popup.getByRole('button', { name: 'Save to collection' })).toHaveCount(0);
    await popup.getByLabel('Author').fill('M. Holt, guest');
    await popup.getByLabel('Status').fill('Read');

    await hold.release();
    await expect(popup.getByLabel('Link')).toHaveValue(url);
    await expect(popup.getByLabel('Published')).toHaveValue('2024-05-02');
    await expect(popup.getByLabel('Author')).toHaveValue('M. Holt, guest');
    await expect(popup.getByLabel('Status')).toHaveValue('Read');

    await popup.getByRole('button', { name: 'Save to collection' }).click();
    await expect(popup.getByText('Saved to My Reads.')).toBeVisible();
    const items = await client.collections.getItems(collectionId);
    expect(items).toHaveLength(1);
    expect(items[0]!.properties).toMatchObject({
      link: url,
      author: 'M. Holt, guest',
      status: 'Read',
      published: '2024-05-02',
    });
  });
});
