/**
 * The side panel (issue 28), opened as sidepanel.html in a tab as the popup specs open popup.html:
 * it follows the active tab of the other tabs — a switch or a navigation shows the new page at once,
 * nothing of the last one — and a page no extension may read gets the clear state.
 */
import type { BrowserContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { childrenOf, flatten, openSite } from './clip-helpers';
import { SidePanelPage } from './pages/side-panel';
import { expectAccessible } from './support/axe';
import { makeCollection } from './support/collections';

const textsOf = (block: Record<string, unknown> | undefined) => flatten(block).map((b) => String(b.markdown ?? ''));
/** How many blocks of today's note hold `text`: each action must arrive exactly once. */
const countToday = (emulator: { state: { dailyNote(d: string): Record<string, unknown> | undefined } }, text: string) =>
  textsOf(emulator.state.dailyNote('today')).filter((t) => t.includes(text)).length;

/** The panel, opened in a tab of its own, on the page `url` opened in another tab and brought to the front. */
async function panelOnArticle(context: BrowserContext, extensionId: string, url: string) {
  const panel = await new SidePanelPage(await context.newPage(), extensionId).open();
  const article = await context.newPage();
  await openSite(article, url);
  await article.bringToFront();
  return { panel, article };
}

test('follows the active tab and shows the clear state on a page it cannot read', async ({
  context,
  extensionId,
  seedConnection,
  site,
}) => {
  await seedConnection({ kind: 'daily-notes' });
  const { panel, article } = await panelOnArticle(context, extensionId, site.url('/article.html'));
  await expect(panel.pageTitle).toHaveText('Growing Tomatoes on a Balcony | The Small Garden');

  const index = await context.newPage();
  await openSite(index, site.url('/index.html'));
  await index.bringToFront();
  await expect(panel.pageTitle).toHaveText('Clip to Craft test pages');

  await article.bringToFront();
  await expect(panel.pageTitle).toHaveText('Growing Tomatoes on a Balcony | The Small Garden');

  // The browser's own pages: the clear state, and nothing left of the article.
  await article.goto('chrome://version');
  await expect(panel.closedState).toBeVisible();
  await expect(panel.pageTitle).toHaveCount(0);
  await article.goto('about:blank');
  await expect(panel.closedState).toBeVisible();

  // Back on a web page in the same tab: the page again.
  await openSite(article, site.url('/index.html'));
  await expect(panel.pageTitle).toHaveText('Clip to Craft test pages');
  await expect(panel.closedState).toHaveCount(0);
});

test('a page never clipped: one press clips it to the last place, then the panel says where it is', async ({
  context,
  emulator,
  extensionId,
  seedConnection,
  site,
}) => {
  await seedConnection({ kind: 'daily-notes' });
  const { panel, article } = await panelOnArticle(context, extensionId, site.url('/article.html'));
  await expect(panel.page.getByText('Not clipped to Craft yet.')).toBeVisible();
  const clip = panel.page.getByRole('button', { name: "Clip the article to today's daily note" });
  await clip.focus();
  await panel.page.keyboard.press('Enter');
  await expect(panel.page.getByText('Clipped to Craft.')).toBeVisible();
  // The line above now says where it went; focus stayed in the panel's part, not on the page body.
  await expect(panel.page.getByText(/^Clipped to today's note at \d/)).toBeVisible();
  expect(await panel.page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  expect(countToday(emulator, 'six to eight hours')).toBe(1);

  // Another page, then back: the panel asks afresh and still knows the clipped one.
  const index = await context.newPage();
  await openSite(index, site.url('/index.html'));
  await index.bringToFront();
  await expect(panel.page.getByText('Not clipped to Craft yet.')).toBeVisible();
  await article.bringToFront();
  await expect(panel.page.getByText(/^Clipped to today's note at \d/)).toBeVisible();
  await expect(panel.page.getByText('Not clipped to Craft yet.')).toHaveCount(0);
  expect(countToday(emulator, 'six to eight hours')).toBe(1);
});

test('a note about a page clipped as a page goes into that page block, once', async ({
  context,
  emulator,
  extensionId,
  seedConnection,
  site,
}) => {
  await seedConnection({ kind: 'daily-notes' });
  const { panel } = await panelOnArticle(context, extensionId, site.url('/article.html'));
  const p = panel.page;
  // Clipped in the default format: nested as a page in today's note.
  await p.getByRole('button', { name: "Clip the article to today's daily note" }).click();
  await expect(p.getByText('Clipped to Craft.')).toBeVisible();
  await expect(p.getByText("Goes into this page’s block in today's daily note.")).toBeVisible();

  const note = p.getByLabel('Note (a link to the page is added)');
  await note.fill('Water them in the evening.');
  await p.getByRole('button', { name: 'Send note' }).click();
  await expect(p.getByText('Note sent to Craft.')).toBeVisible();

  const top = childrenOf(emulator.state.dailyNote('today'));
  const pages = top.filter((b) => b.type === 'page');
  expect(pages).toHaveLength(1);
  // The note is the page block's child, after the clip, with the page's link; nowhere else, once.
  const inPage = childrenOf(pages[0]).map((b) => String(b.markdown ?? ''));
  expect(inPage.slice(-2)).toEqual([
    'Water them in the evening.',
    `[Growing Tomatoes on a Balcony | The Small Garden](${site.url('/article.html')})`,
  ]);
  expect(top.filter((b) => String(b.markdown ?? '').includes('Water them'))).toHaveLength(0);
  expect(countToday(emulator, 'Water them in the evening.')).toBe(1);
});

test("the page's item in a collection: its status edited and saved once; known again after a tab switch", async ({
  context,
  emulator,
  extensionId,
  seedConnection,
  site,
}) => {
  await seedConnection();
  const { client, collectionId } = await makeCollection(emulator, 'My Reads');
  const { panel, article } = await panelOnArticle(context, extensionId, site.url('/article.html'));
  const p = panel.page;
  // The page names its canonical address: the item's link.
  const canonical = 'https://small-garden.example/tomatoes-on-a-balcony';
  await expect(p.getByLabel('Link', { exact: true })).toHaveValue(canonical);
  await expect(p.getByLabel('Status')).toHaveValue('To read');
  await p.getByLabel('Status').fill('Read');
  await p.getByRole('button', { name: 'Save to collection' }).click();
  await expect(p.getByText('Saved to My Reads.')).toBeVisible();
  const items = await client.collections.getItems(collectionId);
  expect(items).toHaveLength(1);
  expect(items[0]!.properties).toMatchObject({ link: canonical, status: 'Read' });

  const index = await context.newPage();
  await openSite(index, site.url('/index.html'));
  await index.bringToFront();
  await expect(p.getByLabel('Link', { exact: true })).toHaveValue(site.url('/index.html'));
  await expect(p.getByText('Saved to My Reads.')).toHaveCount(0);
  await article.bringToFront();
  await expect(p.getByText('This page is already in this collection.')).toBeVisible();
  expect(await client.collections.getItems(collectionId)).toHaveLength(1);
});

test('a note, a task and a clip from the panel: each arrives once, and the panel stays on the page', async ({
  context,
  emulator,
  extensionId,
  seedConnection,
  site,
}) => {
  await seedConnection({ kind: 'daily-notes' });
  const { panel } = await panelOnArticle(context, extensionId, site.url('/article.html'));
  const p = panel.page;
  await expect(panel.pageTitle).toHaveText('Growing Tomatoes on a Balcony | The Small Garden');

  // §3 A note: typed, sent with Ctrl+Enter, once; with the page's link under it.
  const note = p.getByLabel('Note (a link to the page is added)');
  await note.fill('Try the cherry varieties next spring.');
  await note.press('Control+Enter');
  await expect(p.getByText('Note sent to Craft.')).toBeVisible();
  await expect(note).toHaveValue('');
  await expect(note).toBeFocused();
  const texts = textsOf(emulator.state.dailyNote('today'));
  expect(texts.filter((t) => t.includes('Try the cherry varieties next spring.'))).toHaveLength(1);
  expect(texts.join('\n')).toContain(
    `[Growing Tomatoes on a Balcony | The Small Garden](${site.url('/article.html')})`,
  );

  // §4 A task: the popup's Task view, on this page.
  await panel.section('Task');
  await expect(p.getByRole('textbox', { name: 'Task', exact: true })).toHaveValue(
    `[Growing Tomatoes on a Balcony | The Small Garden](${site.url('/article.html')})`,
  );
  await p.getByRole('button', { name: 'Add task' }).click();
  await expect(p.getByText('Task added.')).toBeVisible();
  expect(emulator.state.tasks().filter((t) => String(t.markdown).includes('Growing Tomatoes'))).toHaveLength(1);

  // §5 A clip: the popup's Clip view; after Send the panel shows the result and stays.
  await panel.section('Clip');
  await p.locator('.preview [data-filled]').waitFor();
  await p.getByRole('button', { name: /^Send/ }).click();
  await expect(p.getByText('Clipped to Craft.')).toBeVisible();
  await expect(p.getByRole('button', { name: 'Open in Craft' })).toBeFocused();
  expect(countToday(emulator, 'six to eight hours')).toBe(1);
  await expect(panel.pageTitle).toHaveText('Growing Tomatoes on a Balcony | The Small Garden');

  // Another tab: the Clip section reads that page; nothing of the article's clip stays.
  const index = await context.newPage();
  await openSite(index, site.url('/index.html'));
  await index.bringToFront();
  await expect(panel.pageTitle).toHaveText('Clip to Craft test pages');
  await expect(p.getByText('Clipped to Craft.')).toHaveCount(0);
  await expect(p.locator('.preview [data-filled]')).toContainText('Clip to Craft test pages');
  await expect(p.locator('.preview')).not.toContainText('six to eight hours');
});

test('a clip still being sent when the user switches tab arrives once, and its answer stays off the new page', async ({
  context,
  emulator,
  extensionId,
  seedConnection,
  site,
}) => {
  await seedConnection({ kind: 'daily-notes' });
  const panel = await new SidePanelPage(await context.newPage(), extensionId).open();
  const p = panel.page;
  const article = await context.newPage();
  await openSite(article, site.url('/article.html'));
  await article.bringToFront();
  await panel.section('Clip');
  await p.locator('.preview [data-filled]').waitFor();
  // Slow answers: the switch happens while the clip is on its way.
  emulator.faults.setLatency(1_500);
  await p.getByRole('button', { name: /^Send/ }).click();
  await expect(p.getByText(/^Sending/)).toBeVisible();
  const index = await context.newPage();
  await openSite(index, site.url('/index.html'));
  await index.bringToFront();
  await expect(panel.pageTitle).toHaveText('Clip to Craft test pages');
  await expect.poll(() => countToday(emulator, 'six to eight hours')).toBe(1);
  emulator.faults.setLatency(0);
  await expect(p.locator('.preview [data-filled]')).toContainText('Clip to Craft test pages');
  await expect(p.getByText('Clipped to Craft.')).toHaveCount(0);
  await expect(p.getByRole('button', { name: 'Open in Craft' })).toHaveCount(0);
});

/** The section tabs' labels in one of the six locales, as the locale files spell them. */
function tabLabels(locale: string): string[] {
  const messages = JSON.parse(readFileSync(`public/_locales/${locale}/messages.json`, 'utf8')) as Record<
    string,
    { message: string }
  >;
  return ['panel_tabPage', 'panel_tabMarks', 'popup_tabTask', 'popup_tabClip'].map((key) => messages[key]!.message);
}

test('the section tabs fit at 320 and 360 px in all six languages: no label cut, none past the panel', async ({
  context,
  extensionId,
  seedConnection,
  site,
}) => {
  await seedConnection({ kind: 'daily-notes' });
  const tab = await context.newPage();
  const panel = await new SidePanelPage(tab, extensionId).open();
  const article = await context.newPage();
  await openSite(article, site.url('/article.html'));
  await article.bringToFront();
  await expect(panel.pageTitle).toHaveText('Growing Tomatoes on a Balcony | The Small Garden');
  const p = panel.page;
  // Chromium here ships its en-US UI only: each locale's labels are put into the real tabs and measured there.
  for (const locale of ['en', 'de', 'fr', 'es', 'ja', 'zh_CN']) {
    const labels = tabLabels(locale);
    await p.evaluate((texts) => {
      document.querySelectorAll('.view-tabs__label').forEach((label, i) => (label.textContent = texts[i]!));
    }, labels);
    for (const width of [320, 360]) {
      await tab.setViewportSize({ width, height: 800 });
      /** The labels cut by their tab (or running out of it), and tabs past the panel's edge. */
      const cut = await p.evaluate(
        (edge) =>
          [...document.querySelectorAll('.view-tabs > button')].flatMap((button) => {
            const label = button.querySelector('.view-tabs__label')!;
            const outer = button.getBoundingClientRect();
            const inner = label.getBoundingClientRect();
            const clipped =
              button.scrollWidth > button.clientWidth ||
              inner.left < outer.left - 0.5 ||
              inner.right > outer.right + 0.5 ||
              outer.right > edge + 0.5;
            return clipped ? [label.textContent] : [];
          }),
        width,
      );
      expect(cut, `${locale} at ${width} px`).toEqual([]);
      expect(await p.getByRole('tab').allTextContents(), `${locale} at ${width} px`).toEqual(labels);
    }
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing in each section at 320 px, ${scheme}; nothing runs past the panel's width`, async ({
    context,
    extensionId,
    seedConnection,
    site,
  }) => {
    test.slow();
    await seedConnection({ kind: 'daily-notes' });
    const tab = await context.newPage();
    await tab.setViewportSize({ width: 320, height: 800 });
    await tab.emulateMedia({ colorScheme: scheme });
    const panel = await new SidePanelPage(tab, extensionId).open();
    const p = panel.page;
    const article = await context.newPage();
    await openSite(article, site.url('/article.html'));
    await article.bringToFront();
    await expect(p.getByText('Not clipped to Craft yet.')).toBeVisible();
    /** The elements that run past 320 px (none, when everything fits the panel's width). */
    const fits = () =>
      p.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > 320.5)
          .map((e) => `${e.tagName}.${e.className}`),
      );
    await expectAccessible(p, `${scheme}: page`);
    expect(await fits()).toEqual([]);

    // The highlights of a page no mark is kept for (no marks handler answers here): the empty state.
    await panel.section('Highlights');
    await expect(p.getByText('No highlights on this page yet.')).toBeVisible();
    await expectAccessible(p, `${scheme}: highlights`);
    await panel.section('Task');
    await expect(p.getByRole('button', { name: 'Add task' })).toBeVisible();
    await expectAccessible(p, `${scheme}: task`);
    await panel.section('Clip');
    await p.locator('.preview [data-filled]').waitFor();
    await expectAccessible(p, `${scheme}: clip`);
    expect(await fits()).toEqual([]);

    await article.goto('chrome://version');
    await expect(panel.closedState).toBeVisible();
    await expectAccessible(p, `${scheme}: a page it cannot read`);
  });
}
