/**
 * `npm run screenshots`: pictures of the popup (clip, task, reading list, sent), the options page and the side panel
 * (its page and highlights sections), light and dark, of highlights painted on a page, and of the Clip view on a
 * recipe page its rule takes (light),
 * from the e2e build (`npm run build:e2e` first; the npm script does it) against the local emulator,
 * into docs/screenshots/. The README shows them (regenerating: docs/DEVELOPING.md). A real Chromium, the real extension, no stand-ins.
 * Options: --out=DIR (default docs/screenshots).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { startEmulator } from '../emulator/index';
import { openSite, select, tabIdFor } from '../tests/e2e/clip-helpers';
import { makeCollection, READS } from '../tests/e2e/support/collections';
import { storeRules } from '../tests/e2e/support/rules';
import { launchWithExtension } from '../tests/e2e/support/launch-extension';
import { sendToBackground } from '../tests/e2e/support/send-to-background';
import { startStaticSite } from '../tests/e2e/support/static-server';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, process.argv.find((a) => a.startsWith('--out='))?.slice(6) ?? 'docs/screenshots');
const POPUP = { width: 400, height: 600 };

type Scheme = 'light' | 'dark';

async function shoot(page: Page, name: string): Promise<void> {
  // Fonts and the lazily drawn preview settle before the picture.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
  console.log(`wrote ${join(out, `${name}.png`)}`);
}

async function openPopup(
  context: BrowserContext,
  extensionId: string,
  tabId: number,
  scheme: Scheme,
  view = '',
): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(POPUP);
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}${view}`);
  return page;
}

const READING_LIST = 'Reading list';

/** Marks on the test article, as the page script would send them: a quote is enough to place each. */
const MARKS = [
  { exact: 'small worlds left behind by the ebbing sea', color: 'yellow', note: 'Opening line for the talk' },
  { exact: 'Check the tide tables before you leave.', color: 'green' },
  { exact: 'hermit crabs trade shells as they grow', color: 'purple', note: 'Ask the ranger about this' },
] as const;

/** The page's marks kept by the background (and sent to the emulator's Craft), then painted by the popup. */
async function markArticle(options: Page, url: string): Promise<void> {
  for (const [i, m] of MARKS.entries()) {
    const mark = {
      id: `shot-mark-${i}`,
      selectors: [{ type: 'TextQuoteSelector' as const, exact: m.exact }],
      color: m.color,
      createdAt: 1_800_000_000_000 + i,
    };
    const added = await sendToBackground(options, 'markChange', { op: 'add', url, title: 'Tide Pools', mark });
    if (!added.ok) throw new Error(`markChange: ${added.error}`);
    if ('note' in m) await sendToBackground(options, 'markChange', { op: 'update', url, id: mark.id, note: m.note });
  }
}

async function main(): Promise<void> {
  await mkdir(out, { recursive: true });
  const emulator = await startEmulator({ port: 0, rateLimit: false });
  const site = await startStaticSite(resolve(root, 'tests/e2e/site'));
  const userDataDir = await mkdtemp(join(tmpdir(), 'craft-shots-'));
  const { context, extensionId } = await launchWithExtension({ userDataDir });
  try {
    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    const link = emulator.link('space');
    const saved = await sendToBackground(options, 'saveConnection', { apiUrl: link.apiUrl, apiKey: link.apiKey });
    if (!saved.ok) throw new Error(`saveConnection: ${saved.error}`);
    const url = site.url('/clip/article.html');
    const article = await context.newPage();
    await openSite(article, url);
    await select(article, '#intro');
    const tabId = await tabIdFor(options, url);
    // A collection shaped like a reading list, so its view shows the page's properties mapped.
    const tags = { name: 'Tags', type: 'multiSelect', options: [{ name: 'nature' }, { name: 'coast' }] };
    await makeCollection(emulator, READING_LIST, [...READS, tags]);

    for (const scheme of ['light', 'dark'] as const) {
      const clip = await openPopup(context, extensionId, tabId, scheme);
      await clip.locator('.preview [data-filled]').waitFor();
      await shoot(clip, `popup-clip-${scheme}`);
      await clip.getByRole('button', { name: /^Send/ }).click();
      await clip.getByText('Clipped to Craft.').waitFor();
      await shoot(clip, `popup-sent-${scheme}`);
      await clip.close();

      const task = await openPopup(context, extensionId, tabId, scheme, '&view=task');
      await task.getByRole('region', { name: "Today's tasks" }).waitFor();
      await task.getByLabel('Deadline (type a date)').fill('fri');
      await shoot(task, `popup-task-${scheme}`);
      await task.close();

      const list = await openPopup(context, extensionId, tabId, scheme, '&view=list');
      await list.getByLabel('Collection').selectOption({ label: READING_LIST });
      await list.getByLabel('Tags').waitFor();
      await list.getByLabel('Tags').fill('nature, coast');
      await list.getByLabel('Tags').blur();
      await shoot(list, `popup-list-${scheme}`);
      await list.close();

      await options.setViewportSize({ width: 900, height: 900 });
      await options.emulateMedia({ colorScheme: scheme });
      await options.reload();
      await options.getByRole('list', { name: 'Saved connections' }).waitFor();
      await shoot(options, `options-${scheme}`);
    }

    // Highlights: kept, painted on the page when the popup opens there, and listed in the side panel.
    await markArticle(options, url);
    await article.evaluate(() => window.getSelection()?.removeAllRanges());
    const painter = await openPopup(context, extensionId, tabId, 'light');
    await article.waitForFunction(() => CSS.highlights.size > 0);
    await painter.close();
    await article.setViewportSize({ width: 900, height: 560 });
    await shoot(article, 'page-highlights-light');
    for (const scheme of ['light', 'dark'] as const) {
      const panel = await context.newPage();
      await panel.setViewportSize({ width: 360, height: 720 });
      await panel.emulateMedia({ colorScheme: scheme });
      await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
      await article.bringToFront();
      await panel.locator('.panel-page').waitFor();
      await panel.getByRole('tab', { name: 'Highlights' }).click();
      await panel.getByRole('button', { name: MARKS[0].exact }).waitFor();
      await shoot(panel, `panel-highlights-${scheme}`);
      await panel.close();
    }

    // A rule: a Recipe page opens with "Rule: Recipes", the rule's title, place and tags; a note typed.
    const recipes = emulator.state.documents().find((d) => d.title === 'Meeting Notes');
    if (!recipes) throw new Error('the emulator has no "Meeting Notes" document');
    await storeRules(options, [
      {
        id: 'recipes',
        name: 'Recipes',
        match: { kind: 'schema', type: 'Recipe' },
        destination: { kind: 'document', id: recipes.id, title: recipes.title },
        titlePattern: '{schema.name} ({schema.recipeCuisine})',
        tags: ['recipe', '{schema.recipeCuisine}'],
      },
    ]);
    const recipeUrl = site.url('/rules/recipe.html');
    await openSite(await context.newPage(), recipeUrl);
    const rule = await openPopup(context, extensionId, await tabIdFor(options, recipeUrl), 'light');
    await rule.getByText('Rule: Recipes').waitFor();
    await rule.locator('.preview [data-filled]').waitFor();
    await rule.getByLabel('Why I saved this').fill('For the winter menu');
    await rule.getByLabel('Why I saved this').blur();
    await shoot(rule, 'popup-rule-light');
    await rule.close();
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
    await site.close();
    await emulator.close();
  }
}

await main();
