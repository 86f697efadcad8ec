/**
 * The Clip view's "why I saved this" note and tags (issue 31): the tags start as the page's rule's
 * and the user adds one, the note is typed, all from the keyboard, and Ctrl+Enter sends. The clip
 * arrives where the rule says with the note as a quote and the tags as its hashtag line inside the
 * nested page, each exactly once, also when the answers to the first write are lost (the emulator
 * applies it and drops the connection, the browser's resend included) and the outbox sends again.
 * Both fields pass axe, light and dark. The popup's clock is pinned.
 */
import type { Emulator } from '../../emulator/index';
import type { Rule } from '../../lib/rules/types';
import { childrenOf, flatten, openSite, tabIdFor } from './clip-helpers';
import { expect, sendToBackground, test } from './fixtures';
import { PopupPage } from './pages/popup';
import { expectAccessible } from './support/axe';
import { storeRules } from './support/rules';

const NOON = new Date('2026-11-27T12:00:00+01:00');
type Json = Record<string, unknown>;

function recipesRule(emulator: Emulator): Rule {
  const doc = emulator.state.documents().find((d) => d.title === 'Meeting Notes')!;
  return {
    id: 'recipes',
    name: 'Recipes',
    match: { kind: 'schema', type: 'Recipe' },
    destination: { kind: 'document', id: doc.id, title: 'Meeting Notes' },
    titlePattern: '{schema.name} ({schema.recipeCuisine})',
    tags: ['recipe', '{schema.recipeCuisine}'],
  };
}

test.afterEach(({ emulator }) => emulator.faults.reset());

test('a note and tags typed at clip time arrive with the clip, once, also after a lost answer', async ({
  context,
  extensionId,
  extensionPage,
  emulator,
  site,
  seedConnection,
}) => {
  await seedConnection();
  await storeRules(extensionPage, [recipesRule(emulator)]);
  const url = site.url('/rules/recipe.html');
  await openSite(await context.newPage(), url);
  const popup = new PopupPage(await context.newPage(), extensionId);
  await popup.page.clock.setFixedTime(NOON);
  await popup.open(await tabIdFor(extensionPage, url));
  await popup.ready();
  const note = popup.page.getByLabel('Why I saved this');
  const tags = popup.page.getByLabel('Tags', { exact: true });
  await expect(tags).toHaveValue('recipe, Italian');

  // From the title field, Tab reaches the note, then the tags.
  await popup.title.focus();
  for (let i = 0; i < 12 && !(await note.evaluate((el) => el === document.activeElement)); i++)
    await popup.page.keyboard.press('Tab');
  await expect(note).toBeFocused();
  await popup.page.keyboard.type('For the winter menu');
  await popup.page.keyboard.press('Tab');
  await expect(tags).toBeFocused();
  await popup.page.keyboard.press('End');
  await popup.page.keyboard.type(', winter');
  await popup.showSource();
  await expect(popup.source).toHaveValue(/#recipe #Italian #winter\n\n> For the winter menu\n\n/);
  await expectAccessible(popup.page, 'the note and tags fields');
  await popup.page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(popup.page, 'the note and tags fields, dark');

  emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks', times: 2 });
  await tags.focus();
  await popup.page.keyboard.press('Control+Enter');
  await expect(popup.alert).toContainText(/kept in the outbox/);
  emulator.faults.reset();
  await expect
    .poll(() => sendToBackground(extensionPage, 'outboxList').then((l) => l.length), { intervals: [500] })
    .toBe(0);
  expect(emulator.log.entries().some((e) => e.path === '/blocks' && e.status === 0)).toBe(true);

  const doc = emulator.state.documentByTitle('Meeting Notes');
  const pages = flatten(doc).filter((b) => b.type === 'page' && b.markdown === 'Tomato Soup (Italian)');
  expect(pages).toHaveLength(1);
  const inPage = childrenOf(pages[0]).map((b: Json) => ({ markdown: b.markdown, decorations: b.decorations }));
  expect(inPage.filter((b) => String(b.markdown).includes('For the winter menu'))).toEqual([
    { markdown: '> For the winter menu', decorations: ['quote'] },
  ]);
  expect(inPage.filter((b) => String(b.markdown).includes('#winter'))).toEqual([
    { markdown: '#recipe #Italian #winter', decorations: undefined },
  ]);
  const everywhere = flatten(doc).map((b) => String(b.markdown));
  expect(everywhere.filter((m) => m.includes('slowly cooked with onions'))).toHaveLength(1);
  expect(everywhere.filter((m) => m.includes('For the winter menu'))).toHaveLength(1);
});
