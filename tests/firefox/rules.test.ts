/**
 * Firefox: rules (issue 31). A Recipe page (matched by its JSON-LD type) and a tool page (matched by
 * a URL prefix) each open the popup with their rule and arrive once in the rule's document with the
 * rule's title and tags, nothing in today's note; "Don't use rule" sends the next clip of the same
 * page to today's note instead, once, with the note and tag typed for it; "Always clip this site like this" saves the choices on screen
 * as a site rule that the next page of the site follows. The settings page exports the rules to a
 * file and imports that file back; a bad file changes nothing. Three Firefox launches in all.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { flatten } from '../e2e/clip-helpers';
import type { Rule } from '../../lib/rules/types';
import { expect, test } from './fixtures';
import { button, css, label, type FirefoxDriver } from './support/firefox-driver';
import { EXTENSION_ORIGIN } from './support/launch-firefox';

const texts = (block: Record<string, unknown> | undefined) => flatten(block).map((b) => String(b.markdown));
const count = (list: string[], text: string) => list.filter((m) => m.includes(text)).length;

/** The stored rules, read from the extension page shown. */
const storedRules = (firefox: FirefoxDriver) =>
  firefox.execute<Rule[]>('return browser.storage.local.get("rules").then((r) => r.rules ?? [])');
const storeRules = (firefox: FirefoxDriver, rules: Rule[]) =>
  firefox.execute('return browser.storage.local.set({ rules: arguments[0] })', rules);

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
  await storeRules(firefox, [rule]);
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

test('a URL-prefix rule, its override, and “Always clip this site like this”', async ({
  extension,
  firefox,
  emulator,
  site,
}) => {
  await extension.connect(emulator.link('space').apiUrl);
  const doc = emulator.state.documents().find((d) => d.title === 'Meeting Notes')!;
  const tools: Rule = {
    id: 'tools',
    name: 'Tools',
    match: { kind: 'prefix', prefix: site.url('/rules/tool') },
    destination: { kind: 'document', id: doc.id, title: 'Meeting Notes' },
    titlePattern: '{title} ({site})',
    tags: ['tool'],
  };
  const toolUrl = site.url('/rules/tool.html');
  const toolTab = await extension.openSite(toolUrl);
  await storeRules(firefox, [tools]);

  // Matched by its URL: the rule's place, title and tags, once.
  await extension.openPopup(toolTab);
  await firefox.untilText('Rule: Tools');
  expect(await extension.previewReady()).toContain('scribbled field notes');
  expect(await firefox.value(label('Title'))).toBe('Tidy: a formatter for field notes (Tool Shed)');
  expect(await firefox.value(label('Tags'))).toBe('tool');
  expect(await extension.sendClip()).toContain('Clipped to Craft.');
  let inDoc = texts(emulator.state.documentByTitle('Meeting Notes'));
  expect(inDoc.filter((m) => m === 'Tidy: a formatter for field notes (Tool Shed)')).toHaveLength(1);
  expect(count(inDoc, '#tool')).toBe(1);
  expect(count(inDoc, 'scribbled field notes')).toBe(1);
  expect(texts(emulator.state.dailyNote('today')).join('\n')).not.toContain('scribbled field notes');

  // "Don't use rule": today's note, once; the rule's document keeps only the first clip.
  await extension.openPopup(toolTab);
  await firefox.untilText('Rule: Tools');
  await extension.previewReady();
  await firefox.click(button("Don't use rule"));
  await firefox.untilText('Rule “Tools” not used for this clip');
  expect(await firefox.value(label('Tags'))).toBe('');
  // A note and a tag of the user's own go with it.
  await firefox.fill(label('Why I saved this'), 'Compare with Sorty');
  await firefox.fill(label('Tags'), 'later');
  expect(await extension.sendClip()).toContain('Clipped to Craft.');
  const today = texts(emulator.state.dailyNote('today'));
  expect(count(today, 'scribbled field notes')).toBe(1);
  expect(today.filter((m) => m === '> Compare with Sorty')).toHaveLength(1);
  expect(today.filter((m) => m === '#later')).toHaveLength(1);
  expect(count(today, '#tool')).toBe(0);
  inDoc = texts(emulator.state.documentByTitle('Meeting Notes'));
  expect(count(inDoc, 'scribbled field notes')).toBe(1);

  // Another page of the site, no rule of its own: Link mode, then "Always clip this site like this".
  const otherTab = await extension.openSite(site.url('/rules/other-tool.html'));
  await extension.openPopup(otherTab);
  expect(await extension.previewReady()).toContain('Sorty');
  expect(await firefox.textOf()).not.toContain('Rule:');
  await firefox.click(css('input[name="mode"][value="link"]'));
  await firefox.click(button('Always clip this site like this'));
  await firefox.untilText('Rule “localhost” saved');
  await firefox.untilText('Rule: localhost');
  const saved = await storedRules(firefox);
  expect(saved.map((r) => r.name)).toEqual(['localhost', 'Tools']);
  expect(saved[0]).toMatchObject({ match: { kind: 'site', domain: 'localhost' }, mode: 'link' });

  // The next page of the site follows it: a link, in today's note (the rule's place), once.
  const recipeUrl = site.url('/rules/recipe.html');
  const recipeTab = await extension.openSite(recipeUrl);
  await extension.openPopup(recipeTab);
  await firefox.untilText('Rule: localhost');
  await firefox.until('Link mode', () =>
    firefox.execute<boolean>('return document.querySelector(\'input[name="mode"][value="link"]\').checked'),
  );
  expect(await extension.previewReady()).toContain('Tomato Soup');
  expect(await extension.sendClip()).toContain('Clipped to Craft.');
  const blocks = flatten(emulator.state.dailyNote('today'));
  const pages = blocks.filter((b) => b.type === 'page' && String(b.markdown).startsWith('Tomato Soup'));
  expect(pages).toHaveLength(1);
  // The header line links the page, and so does the link clip under it: two blocks of one clip.
  expect(count(texts(pages[0]), '/rules/recipe.html')).toBe(2);
  expect(count(texts(emulator.state.dailyNote('today')), '/rules/recipe.html')).toBe(2);
  expect(texts(emulator.state.dailyNote('today')).join('\n')).not.toContain('slowly cooked');
});

test('the settings page exports the rules and imports the file back; a bad file changes nothing', async ({
  extension,
  firefox,
  emulator,
}) => {
  await extension.connect(emulator.link('space').apiUrl);
  const rules: Rule[] = [
    { id: 'news', name: 'News', match: { kind: 'prefix', prefix: 'https://news.example/' } },
    {
      id: 'papers',
      name: 'Papers',
      match: { kind: 'schema', type: 'ScholarlyArticle' },
      titlePattern: '{author}: {title}',
      tags: ['paper'],
    },
  ];
  await storeRules(firefox, rules);
  await firefox.newTab(`${EXTENSION_ORIGIN}/options.html`);
  await firefox.untilText('Papers');

  await firefox.click(button('Export rules'));
  await firefox.untilText('Rules exported: 2.');
  const file = join(firefox.downloadDir, 'clip-to-craft-rules.json');
  const text = await firefox.until('the exported file', async () => {
    if (!existsSync(file)) return undefined;
    const read = await readFile(file, 'utf8');
    return read.trimEnd().endsWith('}') ? read : undefined;
  });
  expect(JSON.parse(text)).toMatchObject({ format: 'clip-to-craft-rules', version: 1, rules });
  expect(text).not.toContain(emulator.link('space').id);

  // The list changed since; the file brings it back, in order.
  await storeRules(firefox, [rules[1]!]);
  await firefox.newTab(`${EXTENSION_ORIGIN}/options.html`);
  await firefox.untilText('Papers');
  const input = css('[data-testid="rules-import-file"]');
  await firefox.chooseFile(input, file);
  await firefox.untilText('Rules imported: 2. They replace the earlier list.');
  expect(await storedRules(firefox)).toEqual(rules);

  const bad = join(firefox.downloadDir, 'bad.json');
  await writeFile(
    bad,
    JSON.stringify({
      format: 'clip-to-craft-rules',
      version: 1,
      rules: [rules[0], { name: 'Slow', match: { kind: 'regex', pattern: '(a+)+' } }],
    }),
  );
  await firefox.chooseFile(input, bad);
  await firefox.untilText('Rule 2 of the file: “(a+)+” could take forever to test');
  await writeFile(bad, '{"rules": [');
  await firefox.chooseFile(input, bad);
  await firefox.untilText('That file is not JSON. Nothing was changed.');
  expect(await storedRules(firefox)).toEqual(rules);
});
