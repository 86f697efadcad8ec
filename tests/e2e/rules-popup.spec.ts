/**
 * Rules in the popup's Clip view: a page matching a rule by its JSON-LD type opens with the rule's
 * place, title and tags, says "Rule: Recipes", and arrives there exactly once; "Don't use rule" clips
 * it with today's defaults instead; "Always clip this site like this" saves the choices on screen as a
 * rule that the next page of the site follows, and that the settings page lists.
 */
import type { Emulator } from '../../emulator/index';
import type { Rule } from '../../lib/rules/types';
import { flatten, openSite, tabIdFor } from './clip-helpers';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup';
import { RulesSection } from './pages/rules-section';
import { storedRules, storeRules } from './support/rules';

const texts = (block: Record<string, unknown> | undefined) => flatten(block).map((b) => String(b.markdown));
const count = (list: string[], text: string) => list.filter((m) => m.includes(text)).length;

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

test('a Recipe page opens with its rule and arrives where the rule says, once, with its title and tags', async ({
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
  const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, url));
  await popup.ready();

  await expect(popup.page.getByText('Rule: Recipes')).toBeVisible();
  await expect(popup.title).toHaveValue('Tomato Soup (Italian)');
  await expect(popup.destination).toContainText('Meeting Notes');
  await popup.send();
  await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible();

  const inDoc = texts(emulator.state.documentByTitle('Meeting Notes'));
  expect(count(inDoc, 'Tomato Soup (Italian)')).toBe(1);
  expect(count(inDoc, '#recipe #Italian')).toBe(1);
  expect(count(inDoc, 'slowly cooked with onions')).toBe(1);
  expect(texts(emulator.state.dailyNote('today')).join('\n')).not.toContain('slowly cooked with onions');
});

test("“Don't use rule” clips the page with today's defaults", async ({
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
  const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, url));
  await popup.ready();
  await expect(popup.page.getByText('Rule: Recipes')).toBeVisible();

  await popup.page.getByRole('button', { name: "Don't use rule" }).click();
  await expect(popup.page.getByText('Rule “Recipes” not used for this clip')).toBeVisible();
  await expect(popup.destination).toContainText("Today's daily note");
  await expect(popup.title).not.toHaveValue('Tomato Soup (Italian)');
  await popup.ready();
  await popup.send();
  await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible();

  const today = texts(emulator.state.dailyNote('today'));
  expect(count(today, 'slowly cooked with onions')).toBe(1);
  expect(today.join('\n')).not.toContain('#recipe');
  expect(texts(emulator.state.documentByTitle('Meeting Notes')).join('\n')).not.toContain('slowly cooked with onions');
});

test('“Always clip this site like this” makes a rule the next page of the site follows', async ({
  context,
  extensionId,
  extensionPage,
  emulator,
  site,
  seedConnection,
}) => {
  await seedConnection();
  const first = site.url('/rules/tool.html');
  await openSite(await context.newPage(), first);
  const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, first));
  await popup.ready();
  await popup.chooseMode('Link');
  const searched = () => emulator.log.entries().some((e) => e.path === '/documents/search');
  await popup.findDocument('meeting', 'Meeting Notes', () => expect.poll(searched).toBe(true));
  await popup.page.getByRole('button', { name: 'Always clip this site like this' }).click();
  await expect(popup.page.getByRole('status').filter({ hasText: 'Rule “localhost” saved' })).toBeVisible();
  await expect(popup.page.getByText('Rule: localhost')).toBeVisible();
  expect(await storedRules(extensionPage)).toMatchObject([
    {
      name: 'localhost',
      match: { kind: 'site', domain: 'localhost' },
      mode: 'link',
      destination: { title: 'Meeting Notes' },
    },
  ]);

  const next = site.url('/rules/other-tool.html');
  await openSite(await context.newPage(), next);
  const again = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, next));
  await again.ready();
  await expect(again.page.getByText('Rule: localhost')).toBeVisible();
  await expect(again.mode('Link')).toBeChecked();
  await expect(again.destination).toContainText('Meeting Notes');
  await again.send();
  await expect(again.page.getByText('Clipped to Craft.')).toBeVisible();
  const inDoc = texts(emulator.state.documentByTitle('Meeting Notes')).join('\n');
  expect(inDoc).toContain('Sorty: a sorter for field notes');
  expect(inDoc).not.toContain('scribbled field notes');

  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await expect.poll(() => new RulesSection(options).names()).toEqual(['localhost']);
});
