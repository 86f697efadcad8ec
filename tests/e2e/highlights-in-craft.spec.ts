/**
 * Marks made on a page reach Craft (issue 27 §1–§4), driven as a reader does on a real page with a
 * connection: the shortcut (then "n" and a note), the "Highlight" menu entry and the colour bar each
 * mark a passage; Craft then holds one page block for the page, titled with a link to it, with each
 * mark once, in page order, as a highlight block in its colour linking to its passage, its note under
 * it. A colour changed and a mark removed from the mark's menu change those same blocks, once each.
 * Marks made while Craft is down wait in the outbox through a closed tab and a stopped worker, and
 * arrive once when Craft answers again.
 */
import { openTab } from './clip-helpers';
import { expect, sendToBackground, test } from './fixtures';
import { MarksUi } from './pages/marks';
import { markBlocks, outboxEmpties, pageBlocks, writes } from './support/marks-in-craft';
import { clickMenu, clickedTab, pressCommand } from './support/worker-events';

test.afterEach(({ emulator }) => emulator.faults.reset());

test('marks by shortcut, menu and bar, a note, a colour and a removal arrive in Craft once, as its blocks', async ({
  context,
  extensionPage,
  emulator,
  seedConnection,
  site,
}) => {
  await seedConnection();
  const url = site.url('article.html');
  const { page, tabId } = await openTab(context, extensionPage, url);
  await page.bringToFront();
  const ui = new MarksUi(page);
  const tab = await clickedTab(extensionPage, tabId);

  // The menu entry, the shortcut and a note, then the bar, not in page order.
  await ui.select('blockquote', 'wet leaves overnight');
  await clickMenu(context, 'highlight', tab);
  await expect.poll(() => ui.painted()).toHaveLength(1);
  await ui.select('#intro', 'six to eight hours');
  await pressCommand(context, 'highlight', tab);
  await expect.poll(() => ui.painted()).toHaveLength(2);
  await page.keyboard.press('n');
  await expect.poll(() => ui.focused()).toEqual({ role: 'textbox', name: 'Note' });
  await page.keyboard.type('Full sun');
  await page.keyboard.press('Enter');
  await expect.poll(() => ui.controls()).toEqual([]);
  await ui.drag('ul', 'A pot of at least 20 litres per plant');
  await expect.poll(() => ui.controls()).toContainEqual({ role: 'toolbar', name: 'Highlight in a colour' });
  await ui.click('button', 'Green');
  await expect.poll(() => ui.painted()).toHaveLength(3);

  await outboxEmpties(extensionPage);
  expect(pageBlocks(emulator, url).map((b) => b.markdown)).toEqual([
    `[Growing Tomatoes on a Balcony | The Small Garden](${url})`,
  ]);
  // Each passage's link: a text fragment with a few words of context either side.
  const link = (prefix: string, exact: string, suffix: string) =>
    `[↗](${url}#:~:text=${[`${prefix}-`, exact, `-${suffix}`].map(encodeURIComponent).join(',')})`;
  expect(markBlocks(emulator, url, true)).toEqual([
    `0:<highlight color="yellow">six to eight hours</highlight> ${link('2026 Tomatoes need', 'six to eight hours', 'of direct sun a')}`,
    '1:Full sun',
    `0:<highlight color="green">A pot of at least 20 litres per plant</highlight> ${link('What you need', 'A pot of at least 20 litres per plant', 'Potting soil with added')}`,
    `0:<highlight color="yellow">wet leaves overnight</highlight> ${link('Water in the morning;', 'wet leaves overnight', 'invite blight. Varieties')}`,
  ]);
  const [sun, , pot, leaves] = (pageBlocks(emulator, url)[0]!.content as Array<{ id: string }>).map((b) => b.id);

  // A new colour from the mark's menu: the same block, rewritten once.
  emulator.log.clear();
  await ui.clickText('#intro', 'eight');
  await expect.poll(() => ui.controls()).toContainEqual({ role: 'button', name: 'Edit note' });
  await ui.click('button', 'Purple');
  await expect.poll(() => ui.painted()).toContainEqual({ color: 'purple', text: 'six to eight hours' });
  await outboxEmpties(extensionPage);
  expect(writes(emulator)).toEqual(['PUT /blocks']);
  expect(markBlocks(emulator, url)).toEqual([
    '0:<highlight color="purple">six to eight hours</highlight>',
    '1:Full sun',
    '0:<highlight color="green">A pot of at least 20 litres per plant</highlight>',
    '0:<highlight color="yellow">wet leaves overnight</highlight>',
  ]);

  // Removed from its menu: its block deleted once, the others left as they are.
  emulator.log.clear();
  await ui.clickText('ul', 'litres');
  await expect.poll(() => ui.controls()).toContainEqual({ role: 'button', name: 'Remove' });
  await ui.click('button', 'Remove');
  await expect.poll(() => ui.painted()).toHaveLength(2);
  await outboxEmpties(extensionPage);
  expect(writes(emulator)).toEqual(['DELETE /blocks']);
  expect(markBlocks(emulator, url)).toEqual([
    '0:<highlight color="purple">six to eight hours</highlight>',
    '1:Full sun',
    '0:<highlight color="yellow">wet leaves overnight</highlight>',
  ]);
  const ids = (pageBlocks(emulator, url)[0]!.content as Array<{ id: string }>).map((b) => b.id);
  expect(ids).toEqual([sun, expect.any(String), leaves]);
  expect(ids).not.toContain(pot);
});

test('marks made while Craft is down arrive once after the tab is closed and the worker stopped', async ({
  context,
  extensionPage,
  emulator,
  seedConnection,
  site,
}) => {
  await seedConnection();
  emulator.faults.setErrorRate(1, 503);
  const url = site.url('article.html');
  const { page, tabId } = await openTab(context, extensionPage, url);
  await page.bringToFront();
  const ui = new MarksUi(page);
  const tab = await clickedTab(extensionPage, tabId);
  // Each shortcut marks the selection the page has when the page script runs: the next one waits.
  await ui.select('#intro', 'six to eight hours');
  await pressCommand(context, 'highlight', tab);
  await expect.poll(() => ui.painted()).toHaveLength(1);
  await ui.select('blockquote', 'wet leaves overnight');
  await pressCommand(context, 'highlight', tab);
  await expect.poll(() => ui.painted()).toHaveLength(2);
  // Tried and refused: the marks wait in the outbox.
  await expect
    .poll(async () => (await sendToBackground(extensionPage, 'outboxList'))[0]?.attempts ?? 0, { intervals: [500] })
    .toBeGreaterThan(0);
  // (One job when the second mark came within the batch's wait of the first, as it does on a machine not too busy.)
  const waiting = await sendToBackground(extensionPage, 'outboxList');
  expect(waiting.map((j) => [j.kind, j.state])).toEqual(waiting.map(() => ['mark', 'pending']));

  await page.close();
  const cdp = await context.newCDPSession(extensionPage);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  emulator.faults.reset();
  emulator.log.clear();

  // Any message wakes the worker, and the outbox delivers.
  const later = await context.newPage();
  await later.goto(extensionPage.url());
  await outboxEmpties(later);
  expect(new Set(writes(emulator))).toEqual(new Set(['POST /blocks']));
  expect(writes(emulator)).toHaveLength(waiting.length);
  expect(pageBlocks(emulator, url)).toHaveLength(1);
  expect(markBlocks(emulator, url)).toEqual([
    '0:<highlight color="yellow">six to eight hours</highlight>',
    '0:<highlight color="yellow">wet leaves overnight</highlight>',
  ]);
});
