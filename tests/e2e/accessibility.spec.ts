/**
 * axe-core finds nothing on the popup in each view and state (clip, source, the place list while it
 * searches, the question before edits are dropped, task, sending, sent, failed, outbox, no connection,
 * the page's rule in use and set aside, a site rule saved)
 * nor on the options page (its Rules section with a rule, a test answer and the form's error) and the
 * welcome page — in light and in dark.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSite, select, tabIdFor } from './clip-helpers';
import { PopupPage } from './pages/popup';
import { RulesSection } from './pages/rules-section';
import { expectAccessible } from './support/axe';
import { storeRules } from './support/rules';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} scheme`, () => {
    // Each walk runs axe about ten times in one browser.
    test.slow();
    const themed = async (page: Page): Promise<Page> => {
      await page.emulateMedia({ colorScheme: scheme });
      return page;
    };

    test('popup: clip, source, searching, edits question, task, sending, sent', async ({
      context,
      extensionId,
      extensionPage,
      emulator,
      site,
      seedConnection,
    }) => {
      await seedConnection();
      const url = site.url('/clip/article.html');
      const page = await context.newPage();
      await openSite(page, url);
      await select(page, '#intro');
      const tabId = await tabIdFor(extensionPage, url);
      const popup = await new PopupPage(await themed(await context.newPage()), extensionId).open(tabId);
      await popup.ready();
      await expectAccessible(popup.page, 'clip');

      emulator.faults.setLatency(3_000);
      await popup.clipTo('A document…');
      await popup.page.getByLabel('Find a document').fill('meet');
      await expect(popup.page.getByRole('list', { name: 'Documents' })).toHaveAttribute('aria-busy', 'true');
      await expectAccessible(popup.page, 'searching');
      emulator.faults.setLatency(0);
      await expect(
        popup.page.getByRole('list', { name: 'Documents' }).getByRole('button', { name: 'Meeting Notes' }),
      ).toBeVisible();
      await expectAccessible(popup.page, 'search results');
      await popup.page.keyboard.press('Escape');

      await popup.showSource();
      await popup.source.fill('My own words');
      await expectAccessible(popup.page, 'source');
      // The radio stays on Selection until the user answers.
      await popup.mode('Article').click();
      await expect(popup.page.getByRole('alertdialog')).toBeVisible();
      await expectAccessible(popup.page, 'edits question');
      await popup.page.getByRole('button', { name: 'Keep my edits' }).click();

      await popup.page.getByRole('tab', { name: 'Task' }).click();
      await expect(popup.page.getByRole('region', { name: "Today's tasks" })).toBeVisible();
      await popup.page.getByLabel('Deadline (type a date)').fill('whenever');
      await expectAccessible(popup.page, 'task');
      await popup.page.getByRole('tab', { name: 'Clip' }).click();

      emulator.faults.setLatency(2_000);
      await popup.sendButton.click();
      await expect(popup.page.getByRole('status').filter({ hasText: 'Sending' })).toBeVisible();
      await expectAccessible(popup.page, 'sending');
      await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible({ timeout: 20_000 });
      emulator.faults.setLatency(0);
      await expectAccessible(popup.page, 'sent');
    });

    test("popup: the page's rule in use, set aside, and a site rule saved", async ({
      context,
      extensionId,
      extensionPage,
      site,
      seedConnection,
    }) => {
      await seedConnection();
      await storeRules(extensionPage, [
        { id: 'r', name: 'Recipes', match: { kind: 'schema', type: 'Recipe' }, titlePattern: '{schema.name}' },
      ]);
      const url = site.url('/rules/recipe.html');
      await openSite(await context.newPage(), url);
      const tabId = await tabIdFor(extensionPage, url);
      const popup = await new PopupPage(await themed(await context.newPage()), extensionId).open(tabId);
      await popup.ready();
      await expect(popup.page.getByText('Rule: Recipes')).toBeVisible();
      await expectAccessible(popup.page, 'rule in use');
      await popup.page.getByRole('button', { name: "Don't use rule" }).click();
      await expect(popup.page.getByRole('button', { name: 'Use rule' })).toBeVisible();
      await expectAccessible(popup.page, 'rule set aside');
      await popup.page.getByRole('button', { name: 'Always clip this site like this' }).click();
      await expect(popup.page.getByRole('status').filter({ hasText: 'saved' })).toBeVisible();
      await expectAccessible(popup.page, 'site rule saved');
    });

    test('popup: failed, outbox, no connection', async ({
      context,
      extensionId,
      extensionPage,
      emulator,
      site,
      seedConnection,
    }) => {
      const url = site.url('/clip/article.html');
      await openSite(await context.newPage(), url);
      const tabId = await tabIdFor(extensionPage, url);
      const empty = await new PopupPage(await themed(await context.newPage()), extensionId).open(tabId);
      await expect(empty.page.getByText(/No Craft connection yet/)).toBeVisible();
      await expectAccessible(empty.page, 'no connection');

      await seedConnection();
      const popup = await new PopupPage(await themed(await context.newPage()), extensionId).open(tabId);
      await popup.ready();
      emulator.faults.setErrorRate(1, 503);
      await popup.send();
      await expect(popup.alert).toBeVisible();
      await expect(popup.page.getByRole('region', { name: /Not sent yet/ })).toBeVisible({ timeout: 20_000 });
      await expectAccessible(popup.page, 'failed, with the clip in the outbox');
      emulator.faults.reset();
    });

    test('options and welcome pages', async ({ context, extensionId, emulator, optionsPage }) => {
      await themed(optionsPage.page);
      await optionsPage.page.reload();
      await optionsPage.addConnection(emulator.link('space').apiUrl);
      await expect(optionsPage.status).toContainText('Saved');
      await optionsPage.page
        .getByRole('region', { name: 'Clip format' })
        .getByRole('checkbox', { name: 'Site' })
        .uncheck();
      await expect(optionsPage.page.getByText('Saved', { exact: true })).toBeVisible();
      // The reading list's mapping, shown for the sample collection, is checked too.
      await optionsPage.page.getByText('Choose a collection and see its mapping').click();
      await expect(
        optionsPage.page.getByRole('group', { name: 'Page facts and the properties they go to' }),
      ).toBeVisible();
      // The Rules section with a rule, the tester's answer, and the form showing what to fix.
      const rules = new RulesSection(optionsPage.page);
      await rules.add({ name: 'News', matchBy: 'URL prefix', value: 'https://news.example/' });
      await rules.test('https://news.example/a');
      await expect(rules.testAnswer).toContainText('“News” applies');
      await rules.region.getByRole('button', { name: 'Add a rule' }).click();
      await rules.form.getByRole('button', { name: 'Save rule' }).click();
      await expect(rules.form.getByRole('alert')).toBeVisible();
      await expect(optionsPage.page.getByRole('region', { name: 'Highlights' })).toBeVisible();
      await expectAccessible(optionsPage.page, 'options');
      await optionsPage.saved('Emulator Space').getByRole('button', { name: 'Remove' }).click();
      await expectAccessible(optionsPage.page, 'options, asking before removing');

      const welcome = await themed(await context.newPage());
      await welcome.goto(`chrome-extension://${extensionId}/welcome.html`);
      await expect(welcome.getByRole('heading', { name: 'Welcome to Clip to Craft' })).toBeVisible();
      await expect(welcome.getByRole('img', { name: /Illustration of Craft/ })).toBeVisible();
      await expectAccessible(welcome, 'welcome');
    });
  });
}
