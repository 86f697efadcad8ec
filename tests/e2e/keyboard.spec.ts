/**
 * Keyboard only: set up a connection, clip, add a task — Tab, Enter, arrows, Ctrl+Enter, Escape —
 * and after every action the focus is on something, never on the page body (Test, Save, Remove,
 * reorder, Send, Add task, Undo).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { childrenOf, openSite, tabIdFor } from './clip-helpers';
import { PopupPage } from './pages/popup';

/** Presses Tab until `target` has the focus (a user tabbing through the page). */
async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'BODY';
    return el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
  });

/** A Friday at noon in the emulator space's zone (Europe/Berlin): "fri" typed then is the next Friday. */
const FRIDAY_NOON = new Date('2026-11-27T11:00:00Z');
const A_WEEK_LATER = '2026-12-04';

test("keyboard only: set up a connection, clip to today's note, add a task", async ({
  context,
  extensionId,
  extensionPage,
  optionsPage,
  emulator,
  site,
}) => {
  test.slow();
  const options = optionsPage.page;
  await tabTo(options, optionsPage.urlField);
  await options.keyboard.type(emulator.link('space').apiUrl);
  await tabTo(options, options.getByRole('button', { name: 'Test connection' }));
  await options.keyboard.press('Enter');
  await expect(optionsPage.status).toContainText('Connection works');
  expect(await focusedName(options)).toBe('Test connection');
  await tabTo(options, options.getByRole('button', { name: 'Save connection' }));
  await options.keyboard.press('Enter');
  await expect(optionsPage.savedItems).toHaveCount(1);
  expect(await focusedName(options)).toBe('Save connection');

  const url = site.url('/clip/article.html');
  await openSite(await context.newPage(), url);
  const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, url));
  await popup.ready();
  const page = popup.page;
  // Choose the place from the list: open it, pick today's note; Escape would close it too.
  await tabTo(page, popup.destination);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('list', { name: 'Places' }).getByRole('button', { name: "Today's daily note" }));
  await page.keyboard.press('Enter');
  await expect(popup.destination).toBeFocused();
  await expect(popup.destination).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Places' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Places' })).toHaveCount(0);
  await expect(popup.destination).toBeFocused();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Clipped to Craft.')).toBeVisible();
  expect(childrenOf(emulator.state.dailyNote('today')).at(-1)).toMatchObject({
    type: 'page',
    markdown: 'Tide Pools of the North Coast',
  });
  expect(await focusedName(page)).not.toBe('BODY');

  // The Task tab by arrow key, the deadline typed, added with Ctrl+Enter.
  await tabTo(page, page.getByRole('tab', { name: 'Clip' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Task' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Task' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Task', exact: true })).not.toHaveValue('');
  // The popup's clock stands on a Friday: a bare weekday never means today, so "fri" is a week away.
  await page.clock.setFixedTime(FRIDAY_NOON);
  await tabTo(page, page.getByLabel('Deadline (type a date)'));
  await page.keyboard.type('fri');
  await expect(page.getByText('Fri, Dec 4, 2026')).toBeVisible();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Task added.')).toBeVisible();
  const task = emulator.state.tasks().find((t) => String(t.markdown).includes('Tide Pools of the North Coast'));
  expect(task).toMatchObject({ location: { type: 'inbox' }, taskInfo: { deadlineDate: A_WEEK_LATER } });
  expect(await focusedName(page)).not.toBe('BODY');
});

test('focus stays on the page after Remove, reorder, Send and Undo', async ({
  context,
  extensionId,
  extensionPage,
  optionsPage,
  emulator,
  site,
  seedConnection,
}) => {
  await seedConnection();
  const options = optionsPage.page;
  await options.reload();
  // Reorder: the moved field's arrow keeps the focus although its row moved.
  const format = options.getByRole('region', { name: 'Clip format' });
  await tabTo(options, format.getByRole('button', { name: 'Move Site up' }));
  await options.keyboard.press('Enter');
  await expect(format.getByRole('listitem').first()).toContainText('Site');
  await expect(format.getByRole('button', { name: 'Move Site up' })).toBeFocused();
  await expect(format.getByText('Saved', { exact: true })).toBeVisible();

  // Remove asks, with the safe answer focused; the yes removes the row and the focus goes to the list's heading.
  await tabTo(options, optionsPage.saved('Emulator Space').getByRole('button', { name: 'Remove' }));
  await options.keyboard.press('Enter');
  const question = options.getByRole('alertdialog');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await options.keyboard.press('Shift+Tab');
  await expect(question.getByRole('button', { name: 'Remove' })).toBeFocused();
  await options.keyboard.press('Enter');
  await expect(optionsPage.savedItems).toHaveCount(0);
  await expect(options.getByRole('heading', { name: 'Saved connections' })).toBeFocused();

  await seedConnection();
  const url = site.url('/clip/article.html');
  await openSite(await context.newPage(), url);
  const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, url));
  await popup.ready();
  await tabTo(popup.page, popup.sendButton);
  await popup.page.keyboard.press('Enter');
  await expect(popup.openInCraft.or(popup.undoButton).first()).toBeFocused();
  await tabTo(popup.page, popup.undoButton);
  await popup.page.keyboard.press('Enter');
  await expect(popup.page.getByText(/Undone/)).toBeVisible();
  await expect(popup.sendButton).toBeFocused();
  expect(emulator.log.entries().some((e) => e.method === 'DELETE')).toBe(true);
});
