/**
 * Marks come back from Craft (issue 27 §5–§6), on the page itself: passages marked on a page with the
 * shortcut, and a note, arrive in Craft; a mark deleted and a note edited in Craft (the emulator's
 * API, as Craft's editor would) show on the next visit — the deleted mark not painted, the note box
 * holding the edited text — and nothing is written back. A second browser with a fresh profile and
 * the same Craft connection opens the page, the popup is opened on it, and the marks are painted in
 * place, found in Craft by the page's link.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { Emulator } from '../../emulator/index';
import { childrenOf, openTab } from './clip-helpers';
import { expect, test } from './fixtures';
import { MarksUi } from './pages/marks';
import { PopupPage } from './pages/popup';
import { markBlocks, outboxEmpties, pageBlocks, writes } from './support/marks-in-craft';
import { clickedTab, pressCommand, type ClickedTab } from './support/worker-events';

/** Marks `text` inside `selector` with the shortcut and waits until it is painted. */
async function markWithShortcut(ui: MarksUi, context: BrowserContext, tab: ClickedTab, selector: string, text: string) {
  const before = (await ui.painted()).length;
  await ui.select(selector, text);
  await pressCommand(context, 'highlight', tab);
  await expect.poll(() => ui.painted().then((p) => p.length)).toBe(before + 1);
}

/** Marks the article's two passages in one browser, a note on the second, and waits until Craft has them. */
async function markArticle(context: BrowserContext, extensionPage: Page, url: string, emulator: Emulator) {
  const { page, tabId } = await openTab(context, extensionPage, url);
  await page.bringToFront();
  const ui = new MarksUi(page);
  const tab = await clickedTab(extensionPage, tabId);
  await markWithShortcut(ui, context, tab, '#intro', 'six to eight hours');
  await markWithShortcut(ui, context, tab, 'blockquote', 'wet leaves overnight');
  await page.keyboard.press('n');
  await expect.poll(() => ui.focused()).toEqual({ role: 'textbox', name: 'Note' });
  await page.keyboard.type('first thought');
  await page.keyboard.press('Enter');
  await expect.poll(() => ui.controls()).toEqual([]);
  await outboxEmpties(extensionPage);
  expect(markBlocks(emulator, url)).toEqual([
    '0:<highlight color="yellow">six to eight hours</highlight>',
    '0:<highlight color="yellow">wet leaves overnight</highlight>',
    '1:first thought',
  ]);
  return { page, ui, tab };
}

/** Opens the mark on `text` (a click) and its note box; answers the note box's text. */
async function noteOf(ui: MarksUi, selector: string, text: string): Promise<string | undefined> {
  await ui.clickText(selector, text);
  await expect.poll(() => ui.controls()).toContainEqual({ role: 'button', name: 'Edit note' });
  await ui.click('button', 'Edit note');
  await expect.poll(() => ui.focused()).toEqual({ role: 'textbox', name: 'Note' });
  const note = await ui.fieldText('Note');
  await ui.page.keyboard.press('Escape');
  await expect.poll(() => ui.controls()).toEqual([]);
  return note;
}

test('a mark deleted and a note edited in Craft show on the page at the next visit', async ({
  context,
  extensionPage,
  emulator,
  seedConnection,
  site,
}) => {
  await seedConnection();
  const url = site.url('article.html');
  const { page, ui, tab } = await markArticle(context, extensionPage, url, emulator);

  // In Craft: the first mark's block deleted, the note rewritten (the emulator's API, as Craft's editor).
  const [first, , note] = childrenOf(pageBlocks(emulator, url)[0]).map((b) => String(b.id));
  const link = emulator.link('space');
  const api = (method: string, body: unknown) =>
    fetch(`${link.apiUrl}/blocks`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => expect(r.ok).toBe(true));
  await api('DELETE', { blockIds: [first] });
  await api('PUT', { blocks: [{ id: note, markdown: 'second thought', indentationLevel: 1 }] });
  emulator.log.clear();

  // The next visit: another page, then this one loaded again, and the shortcut pressed with nothing
  // selected. A page read from Craft a moment ago is not read again (marks.ts MARKS_FRESH): a visit
  // that soon still shows what the browser kept, so the visits repeat until one shows Craft's word.
  await expect
    .poll(
      async () => {
        await page.goto(site.url('index.html'));
        await page.goto(url);
        await pressCommand(context, 'highlight', tab);
        await ui.paintedSome();
        return ui.painted();
      },
      { intervals: [1000] },
    )
    .toEqual([{ color: 'yellow', text: 'wet leaves overnight' }]);
  expect(await noteOf(ui, 'blockquote', 'leaves')).toBe('second thought');

  // Craft's word is taken as it is: nothing is written back.
  expect(writes(emulator)).toEqual([]);
  expect(markBlocks(emulator, url)).toEqual([
    '0:<highlight color="yellow">wet leaves overnight</highlight>',
    '1:second thought',
  ]);
});

test('the marks come back from Craft in a fresh browser profile connected to the same space', async ({
  context,
  extensionPage,
  emulator,
  seedConnection,
  site,
  anotherProfile,
}) => {
  await seedConnection();
  const url = site.url('article.html');
  await markArticle(context, extensionPage, url, emulator);

  const other = await anotherProfile();
  await other.seedConnection();
  emulator.log.clear();
  const { page, tabId } = await openTab(other.context, other.extensionPage, url);
  const ui = new MarksUi(page);
  expect(await ui.painted()).toEqual([]);

  // Without all-sites access, opening the popup on the page brings its marks.
  await new PopupPage(await other.context.newPage(), other.extensionId).open(tabId);
  await ui.paintedSome();
  expect(await ui.painted()).toEqual([
    { color: 'yellow', text: 'six to eight hours' },
    { color: 'yellow', text: 'wet leaves overnight' },
  ]);
  await page.bringToFront();
  expect(await noteOf(ui, 'blockquote', 'leaves')).toBe('first thought');
  // Found by the page's link and read: nothing written.
  expect(emulator.log.entries().map((e) => `${e.method} ${e.path}`)).toEqual(
    expect.arrayContaining(['GET /documents/search', 'GET /blocks']),
  );
  expect(writes(emulator)).toEqual([]);
});
