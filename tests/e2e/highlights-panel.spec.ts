/**
 * Highlights from end to end (issues 27 and 28): a passage marked on the page with the shortcut
 * arrives in today's note as a highlight block, once; the side panel lists the page's mark, and a
 * click on it scrolls the page to the passage and selects it for a moment; a mark removed from the
 * panel leaves the page and Craft; a note from the panel on a highlighted page goes into the page block
 * the marks are in.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { Emulator } from '../../emulator/index';
import { flatten, openTab } from './clip-helpers';
import { expect, sendToBackground, test } from './fixtures';
import { MarksUi } from './pages/marks';
import { SidePanelPage } from './pages/side-panel';
import { clickedTab, pressCommand } from './support/worker-events';

const QUOTE = 'wet leaves overnight';
/**
 * The highlight blocks anywhere in the space that hold `text`: the marks go to today's note, looked for in
 * every document so that a run across midnight (the worker's clock is not pinned) still finds them.
 */
const inCraft = (emulator: Emulator, text: string) =>
  emulator.state
    .documents()
    .flatMap((d) => flatten(emulator.state.block(d.id) as Record<string, unknown>))
    .filter((b) => String(b.markdown ?? '').includes('<highlight') && String(b.markdown).includes(text)).length;

/** The article opened in a tab and brought to the front, and QUOTE marked on it with the highlight shortcut. */
async function markOnArticle(context: BrowserContext, extensionPage: Page, url: string) {
  const { page, tabId } = await openTab(context, extensionPage, url);
  await page.bringToFront();
  const ui = new MarksUi(page);
  await ui.select('blockquote', QUOTE);
  await pressCommand(context, 'highlight', await clickedTab(extensionPage, tabId));
  return { page, ui };
}

test('a mark made on the page is in Craft once, listed in the panel, and shown on the page from it', async ({
  context,
  extensionId,
  extensionPage,
  emulator,
  seedConnection,
  site,
}) => {
  await seedConnection();
  const { page, ui } = await markOnArticle(context, extensionPage, site.url('article.html'));
  await expect.poll(() => ui.painted()).toEqual([{ color: 'yellow', text: QUOTE }]);
  await expect.poll(() => inCraft(emulator, QUOTE), { intervals: [500] }).toBe(1);
  await page.evaluate(() => window.getSelection()?.removeAllRanges());

  const panel = await new SidePanelPage(await context.newPage(), extensionId).open();
  await page.bringToFront();
  await expect(panel.pageTitle).toHaveText('Growing Tomatoes on a Balcony | The Small Garden');
  await panel.section('Highlights');
  const row = panel.page.getByRole('button', { name: QUOTE });
  await expect(row).toBeVisible();
  await row.click();
  // The page shows the passage: its own selection holds it for a moment (nothing added to the page).
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(QUOTE);

  await panel.page.getByRole('button', { name: 'Remove' }).click();
  await expect(panel.page.getByText('No highlights on this page yet.')).toBeVisible();
  await expect.poll(() => inCraft(emulator, QUOTE), { intervals: [500] }).toBe(0);
  await expect.poll(() => sendToBackground(extensionPage, 'outboxList').then((l) => l.length)).toBe(0);
});

test("a note from the panel on a highlighted page goes into the highlights' page block, once", async ({
  context,
  extensionId,
  extensionPage,
  emulator,
  seedConnection,
  site,
}) => {
  await seedConnection();
  const { page } = await markOnArticle(context, extensionPage, site.url('article.html'));
  await expect.poll(() => inCraft(emulator, QUOTE), { intervals: [500] }).toBe(1);
  await expect.poll(() => sendToBackground(extensionPage, 'outboxList').then((l) => l.length)).toBe(0);

  const panel = await new SidePanelPage(await context.newPage(), extensionId).open();
  await page.bringToFront();
  const p = panel.page;
  await expect(p.getByText(/^Goes into this page’s block in /)).toBeVisible();
  await p.getByLabel('Note (a link to the page is added)').fill('Check the leaves again on Sunday.');
  await p.getByRole('button', { name: 'Send note' }).click();
  await expect(p.getByText('Note sent to Craft.')).toBeVisible();

  const blocks = emulator.state
    .documents()
    .flatMap((d) => flatten(emulator.state.block(d.id) as Record<string, unknown>));
  const texts = (b: Record<string, unknown>) =>
    ((b.content as Array<Record<string, unknown>> | undefined) ?? []).map((c) => String(c.markdown ?? ''));
  const marksPage = blocks.filter((b) => b.type === 'page' && texts(b).some((t) => t.includes(QUOTE)));
  expect(marksPage).toHaveLength(1);
  expect(texts(marksPage[0]!)).toContain('Check the leaves again on Sunday.');
  expect(blocks.filter((b) => String(b.markdown ?? '').includes('Check the leaves again on Sunday.'))).toHaveLength(1);
});
