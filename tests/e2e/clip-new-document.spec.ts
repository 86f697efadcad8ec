/**
 * Issue 11, item 8: a clip into a new document with "Nest the clip in a page" on (the default) lands
 * in the document itself, not in a single page of the same title inside it.
 */
import { expect, sendToBackground, test } from './fixtures';
import { childrenOf, openSite, tabIdFor } from './clip-helpers';

test('a new document holds the clip directly, header line first', async ({
  context,
  extensionPage,
  emulator,
  site,
  seedConnection,
}) => {
  await seedConnection();
  const page = await context.newPage();
  const url = site.url('/clip/article.html');
  await openSite(page, url);
  const tabId = await tabIdFor(extensionPage, url);

  const result = await sendToBackground(extensionPage, 'clipTab', {
    tabId,
    mode: 'article',
    destination: { kind: 'new-document', title: 'Tide Pools of the North Coast' },
  });
  expect(result.ok, JSON.stringify(result)).toBe(true);

  const created = emulator.state.documents().find((d) => d.title === 'Tide Pools of the North Coast');
  const blocks = childrenOf(emulator.state.block(created!.id));
  expect(blocks.filter((b) => b.type === 'page')).toEqual([]);
  expect(String(blocks[0]?.markdown)).toContain(`[Tide Pools of the North Coast](${url})`);
  expect(blocks.some((b) => String(b.markdown).includes('small worlds'))).toBe(true);
  expect(String(blocks.at(-1)?.markdown)).toContain('Leave the pools as you found them');
});
