/**
 * Highlighting on a page (issue 27 §1–§3): the shortcut, the "Highlight" menu entry and the colour
 * bar each paint a mark at once with the CSS Custom Highlight API, and send it to the background as
 * a `markChange`; "n" right after opens the note box (Enter saves, Escape closes); a mark's menu
 * changes its colour or removes it. The background's side (storing, Craft) is tested on its own: here
 * the messages are seen as the service worker receives them.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { PageMarks } from '../../lib/model/highlights';
import { expect, test } from './fixtures';
import { openTab } from './clip-helpers';
import { MarksMessages, MarksUi } from './pages/marks';
import { clickMenu, clickedTab, pressCommand } from './support/worker-events';

async function openArticle(context: Parameters<typeof openTab>[0], extensionPage: Page, url: string) {
  const { page, tabId } = await openTab(context, extensionPage, url);
  await page.bringToFront();
  const messages = new MarksMessages(context);
  await messages.record();
  return { page, ui: new MarksUi(page), messages, tab: await clickedTab(extensionPage, tabId) };
}

test('the shortcut paints the selection, sends it, and "n" adds a note with Enter', async ({
  context,
  extensionPage,
  site,
}) => {
  const url = site.url('article.html');
  const { page, ui, messages, tab } = await openArticle(context, extensionPage, url);
  const before = await page.evaluate(() => document.body.outerHTML);

  await ui.select('blockquote', 'wet leaves overnight');
  await pressCommand(context, 'highlight', tab);
  await expect.poll(() => ui.painted()).toEqual([{ color: 'yellow', text: 'wet leaves overnight' }]);
  // Painting adds nothing to the page's body.
  expect(await page.evaluate(() => document.body.outerHTML)).toBe(before);

  await expect.poll(() => messages.changes()).toHaveLength(1);
  // The first mark was painted before the page script was there (first-paint.ts); once the script took
  // it as its mark, it is still painted once, under one stylesheet.
  expect(await ui.painted()).toEqual([{ color: 'yellow', text: 'wet leaves overnight' }]);
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(1);
  const [add] = await messages.changes();
  expect(add).toMatchObject({
    op: 'add',
    url,
    title: 'Growing Tomatoes on a Balcony | The Small Garden',
    mark: {
      color: 'yellow',
      selectors: expect.arrayContaining([expect.objectContaining({ exact: 'wet leaves overnight' })]),
    },
  });
  const id = add.op === 'add' ? add.mark.id : '';

  await page.keyboard.press('n');
  await expect.poll(() => ui.focused()).toEqual({ role: 'textbox', name: 'Note' });
  await page.keyboard.type('Check the forecast');
  await page.keyboard.press('Enter');
  await expect.poll(() => ui.controls()).toEqual([]);
  expect((await messages.changes())[1]).toEqual({ op: 'update', url, id, note: 'Check the forecast' });
});

test('the menu entry paints the selection; then the bar beside a new selection marks it in the colour picked', async ({
  context,
  extensionPage,
  site,
}) => {
  const url = site.url('article.html');
  const { ui, messages, tab } = await openArticle(context, extensionPage, url);

  await ui.select('#intro', 'six to eight hours');
  await clickMenu(context, 'highlight', tab);
  await expect.poll(() => ui.painted()).toEqual([{ color: 'yellow', text: 'six to eight hours' }]);

  // The page has a mark now: a new selection brings the bar.
  await ui.drag('blockquote', 'Water in the morning');
  await expect.poll(() => ui.controls()).toContainEqual({ role: 'toolbar', name: 'Highlight in a colour' });
  const names = (await ui.controls()).filter((c) => c.role === 'button').map((c) => c.name);
  expect(names).toEqual(['Yellow', 'Green', 'Mint', 'Cyan', 'Blue', 'Purple', 'Pink', 'Red', 'Gray']);
  await ui.click('button', 'Green');
  await expect
    .poll(() => ui.painted())
    .toEqual([
      { color: 'yellow', text: 'six to eight hours' },
      { color: 'green', text: 'Water in the morning' },
    ]);
  await expect.poll(() => ui.controls()).toEqual([]);

  // The colour picked is the next mark's.
  await ui.select('#intro', 'cherry varieties');
  await pressCommand(context, 'highlight', tab);
  await expect
    .poll(async () => (await ui.painted()).filter((p) => p.color === 'green').map((p) => p.text))
    .toEqual(['Water in the morning', 'cherry varieties']);
  const adds = (await messages.changes()).map((c) => (c.op === 'add' ? [c.mark.color, c.mark.selectors[0]] : c.op));
  expect(adds).toEqual([
    ['yellow', expect.objectContaining({ exact: 'six to eight hours' })],
    ['green', expect.objectContaining({ exact: 'Water in the morning' })],
    ['green', expect.objectContaining({ exact: 'cherry varieties' })],
  ]);
});

test('a click on a mark opens its menu: a new colour, then removal; the keyboard reaches it and Escape closes its note', async ({
  context,
  extensionPage,
  site,
}) => {
  const url = site.url('article.html');
  const { page, ui, messages, tab } = await openArticle(context, extensionPage, url);
  await ui.select('#intro', 'six to eight hours');
  await pressCommand(context, 'highlight', tab);
  await expect.poll(() => messages.changes()).toHaveLength(1);
  const [add] = await messages.changes();
  const id = add.op === 'add' ? add.mark.id : '';

  await ui.clickText('#intro', 'eight');
  await expect.poll(() => ui.controls()).toContainEqual({ role: 'toolbar', name: 'Highlight' });
  expect(await ui.focused()).toEqual({ role: 'button', name: 'Yellow' });
  await ui.click('button', 'Blue');
  await expect.poll(() => ui.painted()).toEqual([{ color: 'blue', text: 'six to eight hours' }]);
  expect((await messages.changes())[1]).toEqual({ op: 'update', url, id, color: 'blue' });

  // The keyboard: the shortcut with the caret in the mark opens its menu, Tab reaches "Add note".
  await ui.select('#intro', 'eight');
  await pressCommand(context, 'highlight', tab);
  await expect.poll(() => ui.focused()).toEqual({ role: 'button', name: 'Yellow' });
  for (let i = 0; i < 9; i++) await page.keyboard.press('Tab');
  expect(await ui.focused()).toEqual({ role: 'button', name: 'Add note' });
  await page.keyboard.press('Enter');
  await expect.poll(() => ui.focused()).toEqual({ role: 'textbox', name: 'Note' });
  await page.keyboard.type('never saved');
  await page.keyboard.press('Escape');
  await expect.poll(() => ui.controls()).toEqual([]);

  await ui.clickText('#intro', 'eight');
  await expect.poll(() => ui.controls()).toContainEqual({ role: 'button', name: 'Remove' });
  await ui.click('button', 'Remove');
  await expect.poll(() => ui.painted()).toEqual([]);
  expect((await messages.changes()).slice(1)).toEqual([
    { op: 'update', url, id, color: 'blue' },
    { op: 'remove', url, id },
  ]);
});
/** Runs the page script with the page's marks, as the popup does with the background's answer. */
async function showMarks(context: BrowserContext, tabId: number, marks: PageMarks) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return worker.evaluate(
    async ({ tabId, marks }) => {
      type Scripting = { executeScript(o: object): Promise<Array<{ result?: unknown }>> };
      const { scripting } = (globalThis as unknown as { chrome: { scripting: Scripting } }).chrome;
      await scripting.executeScript({ target: { tabId }, files: ['/highlights.js'] });
      const [frame] = await scripting.executeScript({
        target: { tabId },
        func: (m: unknown) =>
          (globalThis as unknown as { __craftMarks: { run(r: object): Promise<unknown> } }).__craftMarks.run({
            kind: 'show',
            marks: m,
          }),
        args: [marks],
      });
      return frame?.result;
    },
    { tabId, marks },
  );
}

test('marks come back: placed on a page whose text changed a little, listed when their passage is gone', async ({
  context,
  extensionPage,
  site,
}) => {
  const url = site.url('article.html');
  const { page, ui, messages, tab } = await openArticle(context, extensionPage, url);
  await ui.select('blockquote', 'wet leaves overnight');
  await pressCommand(context, 'highlight', tab);
  await expect.poll(() => messages.changes()).toHaveLength(1);
  await ui.select('ul', 'A pot of at least 20 litres per plant');
  await pressCommand(context, 'highlight', tab);
  await expect.poll(() => messages.changes()).toHaveLength(2);
  const marks = (await messages.changes()).flatMap((c) => (c.op === 'add' ? [c.mark] : []));
  const saved: PageMarks = { url, title: 'Growing Tomatoes', marks };
  const original = await (await fetch(url)).text();

  // The page changed a little: a new paragraph above, other words around one mark, a figure inside another.
  const changed = original
    .replace('<h2>What you need</h2>', '<p>Updated for this season.</p><h2>What you need</h2>')
    .replace('Water in the morning;', 'Always water early in the day:')
    .replace('20 litres', '25 litres');
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: changed }));
  await page.reload();
  expect(await showMarks(context, tab.id, saved)).toEqual({ painted: 2, unplaced: 0 });
  expect(await ui.painted()).toEqual([
    { color: 'yellow', text: 'wet leaves overnight' },
    { color: 'yellow', text: 'A pot of at least 25 litres per plant' },
  ]);
  expect(await ui.controls()).toEqual([]);
  expect((await messages.placed()).at(-1)).toEqual({ url, placed: marks.map((m) => m.id), unplaced: [] });

  // The passage is gone: the mark is listed, not painted somewhere else.
  const lost = original.replace(/<blockquote>[\s\S]*?<\/blockquote>/, '');
  await page.unroute(url);
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: lost }));
  await page.reload();
  expect(await showMarks(context, tab.id, saved)).toEqual({ painted: 1, unplaced: 1 });
  expect(await ui.painted()).toEqual([{ color: 'yellow', text: 'A pot of at least 20 litres per plant' }]);
  const listed = [
    { role: 'region', name: '1 highlight could not be placed' },
    { role: 'heading', name: '1 highlight could not be placed' },
    { role: 'list', name: '' },
    { role: 'listitem', name: '' },
    { role: 'button', name: 'Close' },
  ];
  expect(await ui.controls()).toEqual(expect.arrayContaining(listed));
  expect(await ui.controls()).toHaveLength(listed.length);
  expect(await ui.markup()).toContain('<li>wet leaves overnight</li>');
  expect((await messages.placed()).at(-1)).toEqual({ url, placed: [marks[1]!.id], unplaced: [marks[0]!.id] });
  await ui.click('button', 'Close');
  await expect.poll(() => ui.controls()).toEqual([]);
});
