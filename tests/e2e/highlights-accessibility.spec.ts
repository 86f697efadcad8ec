/**
 * The marks UI passes axe, in light and in dark: the bar beside a selection, a mark's menu, the note
 * box and the list of marks that could not be placed. The UI lives in a closed shadow root, where axe
 * (a page script) cannot look; each state's markup, read through CDP as the extension rendered it
 * (styles included), is put in an open shadow root of a blank page in the same colour scheme, and
 * axe runs there.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openTab } from './clip-helpers';
import { MarksMessages, MarksUi } from './pages/marks';
import { expectAccessible } from './support/axe';
import { clickedTab, pressCommand } from './support/worker-events';

async function checkMarkup(page: Page, markup: string, state: string): Promise<void> {
  expect(markup, state).not.toBe('');
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Marks UI</title></head><body><main><h1>Marks UI</h1></main></body></html>',
  );
  await page.evaluate((html) => {
    const host = document.createElement('craft-clipper-marks');
    host.attachShadow({ mode: 'open' }).innerHTML = html;
    document.querySelector('main')!.append(host);
  }, markup);
  await expectAccessible(page, state);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`marks UI in ${scheme}: bar, mark menu, note box, unplaced list`, async ({ context, extensionPage, site }) => {
    const url = site.url('article.html');
    const { page, tabId } = await openTab(context, extensionPage, url);
    await page.emulateMedia({ colorScheme: scheme });
    const blank = await context.newPage();
    await blank.emulateMedia({ colorScheme: scheme });
    await page.bringToFront();
    const ui = new MarksUi(page);
    const messages = new MarksMessages(context);
    await messages.record();
    const tab = await clickedTab(extensionPage, tabId);

    await ui.select('#intro', 'six to eight hours');
    await pressCommand(context, 'highlight', tab);
    await expect.poll(() => ui.painted()).toHaveLength(1);

    await ui.drag('blockquote', 'Water in the morning');
    await expect.poll(() => ui.controls()).toContainEqual({ role: 'toolbar', name: 'Highlight in a colour' });
    const bar = await ui.markup();

    await ui.clickText('#intro', 'eight');
    await expect.poll(() => ui.controls()).toContainEqual({ role: 'button', name: 'Remove' });
    const menu = await ui.markup();

    await ui.click('button', 'Add note');
    await expect.poll(() => ui.focused()).toEqual({ role: 'textbox', name: 'Note' });
    const note = await ui.markup();
    await page.keyboard.press('Escape');

    await expect.poll(() => messages.changes()).toHaveLength(1);
    const [add] = await messages.changes();
    const lost =
      add.op === 'add'
        ? { ...add.mark, selectors: [{ type: 'TextQuoteSelector', exact: 'No such passage anywhere' }] }
        : undefined;
    const worker = context.serviceWorkers()[0]!;
    await worker.evaluate(
      async ({ tabId, marks }) => {
        type Scripting = { executeScript(o: object): Promise<unknown> };
        const { scripting } = (globalThis as unknown as { chrome: { scripting: Scripting } }).chrome;
        await scripting.executeScript({
          target: { tabId },
          func: (m: unknown) =>
            (globalThis as unknown as { __craftMarks: { run(r: object): Promise<unknown> } }).__craftMarks.run({
              kind: 'show',
              marks: m,
            }),
          args: [marks],
        });
      },
      { tabId, marks: { url, title: 'T', marks: [lost] } },
    );
    await expect.poll(() => ui.controls()).toContainEqual({ role: 'heading', name: '1 highlight could not be placed' });
    const unplaced = await ui.markup();

    await blank.bringToFront();
    await checkMarkup(blank, bar, 'the bar');
    await checkMarkup(blank, menu, "a mark's menu");
    await checkMarkup(blank, note, 'the note box');
    await checkMarkup(blank, unplaced, 'the unplaced list');
  });
}
