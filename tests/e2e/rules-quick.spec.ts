/**
 * Quick clip and the right-click menu follow the rules. A Recipe page (matched by its JSON-LD type)
 * quick-clipped lands in the rule's document with the rule's title and tags; a page matched by its URL
 * lands in the rule's collection as one item with the rule's title and properties, through the item
 * path; a menu entry keeps the place it names and takes the rule's title and tags. Each exactly once.
 * The shortcut and the menu click are Chrome's own events dispatched in the worker (support/worker-events.ts).
 */
import { flatten, openSite, tabIdFor } from './clip-helpers';
import { expect, sendToBackground, test } from './fixtures';
import { makeCollection } from './support/collections';
import { storeRules } from './support/rules';
import { clickedTab, clickMenu, pressCommand } from './support/worker-events';

const texts = (block: Record<string, unknown> | undefined) => flatten(block).map((b) => String(b.markdown));
const count = (list: string[], text: string) => list.filter((m) => m.includes(text)).length;

test('quick clip of a Recipe page goes to the rule’s document with its title and tags, once', async ({
  context,
  extensionPage,
  emulator,
  site,
  seedConnection,
}) => {
  await seedConnection();
  const doc = emulator.state.documents().find((d) => d.title === 'Meeting Notes')!;
  await storeRules(extensionPage, [
    {
      id: 'recipes',
      name: 'Recipes',
      match: { kind: 'schema', type: 'Recipe' },
      destination: { kind: 'document', id: doc.id, title: 'Meeting Notes' },
      format: 'inline',
      headerFields: ['site'],
      titlePattern: '{schema.name} ({schema.recipeCuisine})',
      tags: ['recipe', '{schema.recipeCuisine}'],
    },
  ]);
  const url = site.url('/rules/recipe.html');
  await openSite(await context.newPage(), url);
  await pressCommand(context, 'quick-clip', await clickedTab(extensionPage, await tabIdFor(extensionPage, url)));

  await expect.poll(() => count(texts(emulator.state.documentByTitle('Meeting Notes')), 'slowly cooked')).toBe(1);
  await expect.poll(() => sendToBackground(extensionPage, 'outboxList').then((l) => l.length)).toBe(0);
  const inDoc = texts(emulator.state.documentByTitle('Meeting Notes'));
  expect(count(inDoc, 'slowly cooked')).toBe(1);
  expect(count(inDoc, '#recipe #Italian')).toBe(1);
  // Inline, with the rule's header (the site only): no nested page, no date in the header.
  expect(inDoc).toContain('Kitchen Notes');
  expect(inDoc.join('\n')).not.toContain('date://');
  expect(texts(emulator.state.dailyNote('today')).join('\n')).not.toContain('slowly cooked');
});

test('quick clip of a page matched by its URL becomes one item of the rule’s collection', async ({
  context,
  extensionPage,
  emulator,
  site,
  seedConnection,
}) => {
  await seedConnection();
  const { client, collectionId } = await makeCollection(emulator, 'Tools', [
    { name: 'Link', type: 'url' },
    { name: 'Kind', type: 'singleSelect', options: [{ name: 'CLI' }, { name: 'App' }] },
    { name: 'Tags', type: 'multiSelect', options: [{ name: 'tool' }, { name: 'notes' }] },
  ]);
  await storeRules(extensionPage, [
    {
      id: 'tools',
      name: 'Tools',
      match: { kind: 'prefix', prefix: site.url('/rules/tool') },
      destination: { kind: 'collection', collectionId, name: 'Tools' },
      titlePattern: '{title} ({site})',
      tags: ['tool', 'unknown-tag'],
      properties: { Kind: 'CLI' },
    },
  ]);
  const url = site.url('/rules/tool.html');
  await openSite(await context.newPage(), url);
  emulator.log.clear();
  await pressCommand(context, 'quick-clip', await clickedTab(extensionPage, await tabIdFor(extensionPage, url)));

  await expect.poll(async () => (await client.collections.getItems(collectionId)).length).toBe(1);
  await expect.poll(() => sendToBackground(extensionPage, 'outboxList').then((l) => l.length)).toBe(0);
  const items = await client.collections.getItems(collectionId, { maxDepth: -1 });
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    title: 'Tidy: a formatter for field notes (Tool Shed)',
    properties: { link: url, kind: 'CLI', tags: ['tool'] },
  });
  expect(JSON.stringify(items[0]!.content)).toContain('scribbled field notes');
  const posts = emulator.log
    .entries()
    .filter((e) => e.method === 'POST' && e.path === `/collections/${collectionId}/items`);
  expect(posts.filter((e) => e.status === 200)).toHaveLength(1);
  expect(texts(emulator.state.dailyNote('today')).join('\n')).not.toContain('scribbled field notes');
});

test('a menu clip keeps the place it names and takes the rule’s title and tags', async ({
  context,
  extensionPage,
  emulator,
  site,
  seedConnection,
}) => {
  await seedConnection();
  const doc = emulator.state.documents().find((d) => d.title === 'Meeting Notes')!;
  await storeRules(extensionPage, [
    {
      id: 'recipes',
      name: 'Recipes',
      match: { kind: 'schema', type: 'Recipe' },
      destination: { kind: 'document', id: doc.id, title: 'Meeting Notes' },
      titlePattern: '{schema.name} ({schema.recipeCuisine})',
      tags: ['recipe'],
    },
  ]);
  const url = site.url('/rules/recipe.html');
  await openSite(await context.newPage(), url);
  await clickMenu(context, 'clip-page-today', await clickedTab(extensionPage, await tabIdFor(extensionPage, url)));

  await expect.poll(() => count(texts(emulator.state.dailyNote('today')), 'slowly cooked')).toBe(1);
  await expect.poll(() => sendToBackground(extensionPage, 'outboxList').then((l) => l.length)).toBe(0);
  const today = texts(emulator.state.dailyNote('today'));
  expect(count(today, 'Tomato Soup (Italian)')).toBe(1);
  expect(count(today, '#recipe')).toBe(1);
  expect(texts(emulator.state.documentByTitle('Meeting Notes')).join('\n')).not.toContain('slowly cooked');
});
