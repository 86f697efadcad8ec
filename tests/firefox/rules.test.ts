/**
 * Firefox: a rule-matched clip. A Recipe page (matched by its JSON-LD type) opens the popup with
 * "Rule: Recipes", its title from the rule's pattern, and arrives once in the rule's document with
 * the rule's tags, nothing in today's note.
 */
import { flatten } from '../e2e/clip-helpers';
import type { Rule } from '../../lib/rules/types';
import { expect, test } from './fixtures';
import { label } from './support/firefox-driver';

const texts = (block: Record<string, unknown> | undefined) => flatten(block).map((b) => String(b.markdown));

test('a Recipe page clipped from the popup arrives where its rule says, once, with its title and tags', async ({
  extension,
  firefox,
  emulator,
  site,
}) => {
  await extension.connect(emulator.link('space').apiUrl);
  const doc = emulator.state.documents().find((d) => d.title === 'Meeting Notes')!;
  const rule: Rule = {
    id: 'recipes',
    name: 'Recipes',
    match: { kind: 'schema', type: 'Recipe' },
    destination: { kind: 'document', id: doc.id, title: 'Meeting Notes' },
    titlePattern: '{schema.name} ({schema.recipeCuisine})',
    tags: ['recipe', '{schema.recipeCuisine}'],
  };
  const url = site.url('/rules/recipe.html');
  const tabId = await extension.openSite(url);
  // tabIdFor leaves an extension page open: the rules go where the settings page stores them.
  await firefox.execute('return browser.storage.local.set({ rules: arguments[0] })', [rule]);
  await extension.openPopup(tabId);
  await firefox.untilText('Rule: Recipes');
  expect(await extension.previewReady()).toContain('slowly cooked');
  expect(await firefox.value(label('Title'))).toBe('Tomato Soup (Italian)');
  expect(await extension.sendClip()).toContain('Clipped to Craft.');

  const inDoc = texts(emulator.state.documentByTitle('Meeting Notes'));
  expect(inDoc.filter((m) => m.includes('slowly cooked'))).toHaveLength(1);
  expect(inDoc.filter((m) => m === 'Tomato Soup (Italian)')).toHaveLength(1);
  expect(inDoc.filter((m) => m.includes('#recipe #Italian'))).toHaveLength(1);
  expect(texts(emulator.state.dailyNote('today')).join('\n')).not.toContain('slowly cooked');
});
