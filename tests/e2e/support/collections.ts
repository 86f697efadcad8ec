/**
 * A collection in the emulator's space, made through the API as the user's Craft would hold it,
 * and chosen in the options page as where quick clip and "Save to reading list" go: the start of
 * every reading-list test (Chromium, Firefox) and of the screenshots.
 */
import type { Page } from '@playwright/test';
import type { Emulator } from '../../../emulator/index';
import { createCraftClient, type CraftClient } from '../../../lib/craft';

type Property = { name: string; type: string; options?: Array<{ name: string }> };

/** A reading list's usual shape: every property a page fills. */
export const READS: Property[] = [
  { name: 'Link', type: 'url' },
  { name: 'Author', type: 'text' },
  { name: 'Site', type: 'text' },
  { name: 'Published', type: 'date' },
  { name: 'Status', type: 'singleSelect', options: [{ name: 'To read' }, { name: 'Read' }] },
];

/** Creates the collection at the end of the space's first document; returns its id and the client. */
export async function makeCollection(
  emulator: Emulator,
  name: string,
  properties: Property[] = READS,
): Promise<{ client: CraftClient; collectionId: string }> {
  const link = emulator.link('space');
  const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
  const doc = emulator.state.documents().find((d) => d.location !== 'trash')!;
  const { collectionBlockId } = await client.collections.create(
    { name, properties },
    { position: 'end', pageId: doc.id },
  );
  return { client, collectionId: collectionBlockId };
}

/** In the options page (reloaded: it lists collections as it opens), the collection as the default. */
export async function chooseDefaultCollection(optionsPage: Page, name: string): Promise<void> {
  await optionsPage.reload();
  const destination = optionsPage.getByLabel('Quick clip and “Save to reading list” go to');
  await destination.focus();
  await destination.locator('option', { hasText: `Collection: ${name}` }).waitFor({ state: 'attached' });
  await destination.selectOption({ label: `Collection: ${name}` });
}
