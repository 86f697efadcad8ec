/**
 * The Rules section of the options page, driven as a user would: add, test, reorder with the
 * keyboard, remove, export and import (the file round-trips; a bad file changes nothing).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { RulesSection } from './pages/rules-section';

type Storage = { storage: { local: { get(key: string): Promise<{ rules?: unknown[] }> } } };

/** What is stored, straight from extension storage. */
const storedRules = (page: Page) =>
  page.evaluate(async () => {
    const chromeApi = (globalThis as unknown as { chrome: Storage }).chrome;
    return (await chromeApi.storage.local.get('rules')).rules ?? [];
  });

test('adds rules, tests them against URLs, reorders with the keyboard, removes and edits', async ({
  optionsPage,
  seedConnection,
}) => {
  await seedConnection();
  await optionsPage.page.reload();
  const rules = new RulesSection(optionsPage.page);

  await rules.add({
    name: 'Recipes',
    matchBy: 'Schema.org type',
    value: 'Recipe',
    where: 'A section of today’s note',
    section: 'Cooking',
    title: '{schema.name} ({site})',
  });
  await expect(rules.outcome).toHaveText('Rule “Recipes” saved.');
  // The places of the default connection, asked when the list got focus.
  await rules.add({
    name: 'GitHub',
    matchBy: 'Site',
    value: 'https://www.github.com/',
    where: 'Document: Reading List',
  });
  await expect(rules.outcome).toHaveText('Rule “GitHub” saved.');
  expect(await rules.names()).toEqual(['Recipes', 'GitHub']);
  await expect(rules.rule('GitHub')).toContainText('Site github.com and its subdomains');
  await expect(rules.rule('GitHub')).toContainText('Document: Reading List');
  await expect(rules.rule('Recipes')).toContainText('today’s note, section “Cooking”');

  await rules.test('https://gist.github.com/ada/1');
  await expect(rules.testAnswer).toHaveText('“GitHub” applies: Document: Reading List.');
  await rules.test('https://food.example/soup', 'Recipe');
  await expect(rules.testAnswer).toHaveText(
    '“Recipes” applies: today’s note, section “Cooking”. Title: (food.example)',
  );
  await rules.test('https://news.example/a', 'NewsArticle');
  await expect(rules.testAnswer).toHaveText('No rule applies: the default settings are used.');
  // A Recipe on GitHub: the first rule in order wins.
  await rules.test('https://github.com/ada/soup', 'Recipe');
  await expect(rules.testAnswer).toContainText('“Recipes” applies');

  const up = rules.rule('GitHub').getByRole('button', { name: 'Move GitHub up' });
  await up.focus();
  await optionsPage.page.keyboard.press('Enter');
  await expect.poll(() => rules.names()).toEqual(['GitHub', 'Recipes']);
  // At the top, the focus moves to the arrow that still goes somewhere.
  await expect(rules.rule('GitHub').getByRole('button', { name: 'Move GitHub down' })).toBeFocused();
  await rules.test('https://github.com/ada/soup', 'Recipe');
  await expect(rules.testAnswer).toContainText('“GitHub” applies');

  await rules.remove('Recipes');
  await expect(rules.outcome).toHaveText('Rule “Recipes” removed.');
  expect(await rules.names()).toEqual(['GitHub']);
  await expect(optionsPage.page.getByRole('heading', { name: 'Rules' })).toBeFocused();

  // Edit keeps what is not changed: the place stays the document chosen before.
  await rules.rule('GitHub').getByRole('button', { name: 'Edit “GitHub”' }).click();
  await expect(rules.form.getByLabel('Where clips go')).toHaveValue(/^doc:/);
  await rules.form.getByLabel('Name', { exact: true }).fill('Code');
  await rules.form.getByRole('button', { name: 'Save rule' }).click();
  await expect(rules.outcome).toHaveText('Rule “Code” saved.');
  expect(await rules.names()).toEqual(['Code']);
  const stored = await storedRules(optionsPage.page);
  expect(stored).toEqual([
    expect.objectContaining({
      name: 'Code',
      match: { kind: 'site', domain: 'github.com', subdomains: true },
      destination: expect.objectContaining({ kind: 'document', title: 'Reading List' }),
    }),
  ]);
});

test('a malformed rule is refused in words and nothing is stored', async ({ optionsPage }) => {
  const rules = new RulesSection(optionsPage.page);
  await rules.add({ name: 'Slow', matchBy: 'Regular expression', value: '^(a+)+$' });
  await expect(rules.form.getByRole('alert')).toContainText('“^(a+)+$” could take forever to test');
  await rules.form.getByLabel('Regular expression (tested against the URL)').fill('/recipes?/\\d+');
  await rules.form.getByLabel('Title (optional)').fill('{titel}');
  await rules.form.getByRole('button', { name: 'Save rule' }).click();
  await expect(rules.form.getByRole('alert')).toContainText('{titel} is not a page field.');
  expect(await storedRules(optionsPage.page)).toEqual([]);
});

test('exports the rules and imports them back; a bad file changes nothing', async ({
  optionsPage,
  emulator,
  seedConnection,
}) => {
  const connection = await seedConnection();
  await optionsPage.page.reload();
  const rules = new RulesSection(optionsPage.page);
  await rules.add({ name: 'News', matchBy: 'URL prefix', value: 'https://news.example/', where: 'A new document' });
  await rules.add({
    name: 'Papers',
    matchBy: 'Schema.org type',
    value: 'ScholarlyArticle',
    title: '{author}: {title}',
  });
  const before = await storedRules(optionsPage.page);

  const download = await rules.exportFile();
  expect(download.suggestedFilename()).toBe('clip-to-craft-rules.json');
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ format: 'clip-to-craft-rules', version: 1, rules: before });
  // The connection's secret is nowhere in the file.
  expect(text).not.toContain(emulator.link('space').id);
  expect(text).not.toContain(connection.id);
  await expect(rules.outcome).toHaveText('Rules exported: 2.');

  await rules.remove('News');
  await expect.poll(() => rules.names()).toEqual(['Papers']);
  await rules.importFile(path);
  await expect(rules.outcome).toHaveText('Rules imported: 2. They replace the earlier list.');
  expect(await rules.names()).toEqual(['News', 'Papers']);
  expect(await storedRules(optionsPage.page)).toEqual(before);

  const bad = JSON.stringify({
    format: 'clip-to-craft-rules',
    version: 1,
    rules: [before[0], { name: 'Slow', match: { kind: 'regex', pattern: '(a+)+' } }],
  });
  await rules.importFile({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
  await expect(rules.outcome).toHaveText(
    'Rule 2 of the file: “(a+)+” could take forever to test: a repeated group holds a repeat, like (a+)+. Write it without the nested repeat. Nothing was changed.',
  );
  await rules.importFile({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"rules": [') });
  await expect(rules.outcome).toHaveText('That file is not JSON. Nothing was changed.');
  expect(await rules.names()).toEqual(['News', 'Papers']);
  expect(await storedRules(optionsPage.page)).toEqual(before);
});
