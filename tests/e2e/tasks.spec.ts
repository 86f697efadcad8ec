/**
 * Tasks from the popup's Task view and from the background path the context menus and the
 * quick-task command use (addTabTask): every location, schedule and deadline from quick picks and
 * typed natural-language dates (the emulator holds the resolved days), Undo, ticking a task off
 * (an inbox task moves to the logbook), and a Selected Documents link (a to-do block instead).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { createCraftClient } from '../../lib/craft';
import { expect, sendToBackground, test } from './fixtures';
import { childrenOf, openSite, select, tabIdFor } from './clip-helpers';

const ARTICLE = '/clip/article.html';
const TITLE = 'Tide Pools of the North Coast';
const ZONE = 'Europe/Berlin'; // the emulator's space timezone

/** Today in the space, plus `days`, computed independently of lib/dates. */
function day(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
/** How the task view writes a day (en-US), computed independently of lib/dates. */
const labelOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** A Friday at noon in the space's zone: the popup's clock for typed dates, so no test depends on today. */
const FRIDAY_NOON = new Date('2026-11-27T11:00:00Z');

async function openTaskView(context: BrowserContext, extensionId: string, tabId: number): Promise<Page> {
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}&view=task`);
  await expect(popup.getByRole('textbox', { name: 'Task', exact: true })).not.toHaveValue('');
  return popup;
}

async function pageTab(context: BrowserContext, extensionPage: Page, site: { url(p: string): string }) {
  const page = await context.newPage();
  const url = site.url(ARTICLE);
  await openSite(page, url);
  return { page, url, tabId: await tabIdFor(extensionPage, url) };
}

const findTask = (emulator: { state: { tasks(): Record<string, unknown>[] } }, text: string) =>
  emulator.state.tasks().find((t) => String(t.markdown).includes(text));

test.describe('Task view in the popup', () => {
  test('inbox task: linked title, selection as note, schedule by quick pick, deadline typed; then Undo', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const { page, url, tabId } = await pageTab(context, extensionPage, site);
    await select(page, '#when');
    const popup = await openTaskView(context, extensionId, tabId);

    await expect(popup.getByRole('textbox', { name: 'Task', exact: true })).toHaveValue(`[${TITLE}](${url})`);
    await expect(popup.getByLabel('Add the selection as a note')).toBeChecked();
    await popup.clock.setFixedTime(FRIDAY_NOON);
    await popup.getByRole('group', { name: 'Schedule' }).getByRole('button', { name: 'Tomorrow' }).click();
    await popup.getByLabel('Deadline (type a date)').fill('in 3 days');
    await expect(popup.getByRole('group', { name: 'Deadline' }).locator('output')).toHaveText('Mon, Nov 30, 2026');
    await popup.getByRole('button', { name: 'Add task' }).click();
    await expect(popup.getByText('Task added.')).toBeVisible();

    const task = findTask(emulator, TITLE)!;
    expect(task).toMatchObject({
      location: { type: 'inbox' },
      taskInfo: { state: 'todo', scheduleDate: '2026-11-28', deadlineDate: '2026-11-30' },
    });
    // Title and note on one line (lib/tasks/task-markdown.ts, evidence §3a #6).
    const [first, note] = String(task.markdown).split(' — ');
    expect(first).toBe(`[${TITLE}](${url})`);
    expect(note).toContain('minus tide');
    expect(String(task.markdown)).not.toContain('\n');

    await popup.getByRole('button', { name: 'Undo' }).click();
    await expect(popup.getByText('Undone: the task was removed from Craft.')).toBeVisible();
    expect(findTask(emulator, TITLE)).toBeUndefined();
  });

  test("today's daily note, schedule typed as a weekday", async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const { tabId } = await pageTab(context, extensionPage, site);
    const popup = await openTaskView(context, extensionId, tabId);
    // The popup reads dates on a Friday: a bare weekday never means today, so "fri" is a week away.
    await popup.clock.setFixedTime(FRIDAY_NOON);
    await popup.getByLabel('Schedule (type a date)').fill('fri');
    await expect(popup.getByRole('group', { name: 'Schedule' }).locator('output')).toHaveText('Fri, Dec 4, 2026');
    await popup.getByRole('radiogroup', { name: 'Add to' }).getByRole('radio', { name: "Today's note" }).check();
    await popup.getByRole('button', { name: 'Add task' }).click();
    await expect(popup.getByText('Task added.')).toBeVisible();

    const task = findTask(emulator, TITLE)!;
    expect(task.taskInfo).toMatchObject({ scheduleDate: '2026-12-04' });
    // "Today's note" is the day it is in the space when the background sends (its clock is not pinned).
    expect(task.location).toEqual({ type: 'dailyNote', date: day(0) });
    expect(childrenOf(emulator.state.dailyNote('today')).some((b) => String(b.markdown).includes(TITLE))).toBe(true);
  });

  test('a document found by search, with next week as schedule and today as deadline', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const doc = emulator.state.documentByTitle('Reading List')!;
    const { tabId } = await pageTab(context, extensionPage, site);
    const popup = await openTaskView(context, extensionId, tabId);
    await popup.clock.setFixedTime(FRIDAY_NOON);
    await popup.getByRole('group', { name: 'Schedule' }).getByRole('button', { name: 'Next week' }).click();
    await popup.getByRole('group', { name: 'Deadline' }).getByRole('button', { name: 'Today' }).click();
    await popup.getByRole('radiogroup', { name: 'Add to' }).getByRole('radio', { name: 'A document' }).check();
    await popup.getByLabel('Find a document').fill('Reading');
    await popup.getByRole('button', { name: 'Reading List' }).click();
    await popup.getByRole('button', { name: 'Add task' }).click();
    await expect(popup.getByText('Task added.')).toBeVisible();

    // Next week is the Monday after this week (as Craft's own picker).
    expect(findTask(emulator, TITLE)).toMatchObject({
      location: { type: 'document', documentId: doc.id },
      taskInfo: { scheduleDate: '2026-11-30', deadlineDate: '2026-11-27' },
    });
  });

  test('a time typed with the day keeps the day and says so; "1.12." is a date', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const { tabId } = await pageTab(context, extensionPage, site);
    const popup = await openTaskView(context, extensionId, tabId);
    await popup.clock.setFixedTime(FRIDAY_NOON);
    await popup.getByLabel('Schedule (type a date)').fill('tomorrow 9am');
    await expect(popup.getByRole('group', { name: 'Schedule' }).locator('output')).toHaveText(
      'Sat, Nov 28, 2026 — only the day is kept: Craft task dates have no time',
    );
    await popup.getByLabel('Deadline (type a date)').fill('1.12.');
    await expect(popup.getByRole('group', { name: 'Deadline' }).locator('output')).toHaveText('Tue, Dec 1, 2026');
    await popup.getByRole('button', { name: 'Add task' }).click();
    await expect(popup.getByText('Task added.')).toBeVisible();
    expect(findTask(emulator, TITLE)?.taskInfo).toEqual({
      state: 'todo',
      scheduleDate: '2026-11-28',
      deadlineDate: '2026-12-01',
    });
  });

  test('a typed text that is no date says so and sends nothing', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const { tabId } = await pageTab(context, extensionPage, site);
    const popup = await openTaskView(context, extensionId, tabId);
    await popup.getByLabel('Schedule (type a date)').fill('whenever');
    await expect(popup.getByRole('group', { name: 'Schedule' }).locator('output')).toHaveText('Not a date');
    emulator.log.clear();
    await popup.getByRole('button', { name: 'Add task' }).click();
    await expect(popup.getByRole('alert')).toContainText('"whenever" is not a date');
    expect(emulator.log.entries().filter((e) => e.method !== 'GET')).toEqual([]);
  });

  test("ticking one of today's tasks completes it: the inbox task moves to the logbook", async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const added = await sendToBackground(extensionPage, 'addTask', {
      title: 'Water the plants',
      scheduleDate: 'today',
      place: { kind: 'inbox' },
    });
    expect(added.ok, JSON.stringify(added)).toBe(true);
    const { tabId } = await pageTab(context, extensionPage, site);
    const popup = await openTaskView(context, extensionId, tabId);
    const list = popup.getByRole('region', { name: "Today's tasks" });
    // The seeded space holds an inbox task whose deadline was yesterday: listed, and said to be overdue.
    await expect(list.getByRole('listitem').filter({ hasText: 'Pay the invoice' })).toContainText(
      `Pay the invoiceoverdue since ${labelOf(day(-1))}`,
    );
    const box = list.getByLabel('Water the plants');
    await box.check();
    const link = emulator.link('space');
    const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
    await expect
      .poll(async () => (await client.tasks.list('logbook')).map((t) => t.markdown))
      .toContain('Water the plants');
    expect((await client.tasks.list('inbox')).map((t) => t.markdown)).not.toContain('Water the plants');
    expect(findTask(emulator, 'Water the plants')).toMatchObject({ taskInfo: { state: 'done' } });
  });

  test('a Selected Documents link explains why and adds a to-do block to a document', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection({ kind: 'documents' });
    const { tabId } = await pageTab(context, extensionPage, site);
    const popup = await openTaskView(context, extensionId, tabId);
    await expect(
      popup.getByText('This connection is for selected documents; Craft has no task inbox there'),
    ).toBeVisible();
    const first = popup.getByRole('list', { name: 'Documents' }).getByRole('button').first();
    const docTitle = (await first.textContent())!;
    await first.click();
    await popup.getByRole('button', { name: 'Add to-do block' }).click();
    await expect(popup.getByText('To-do added to the document.')).toBeVisible();
    const last = childrenOf(emulator.state.documentByTitle(docTitle)).at(-1);
    expect(last).toMatchObject({ listStyle: 'task', taskInfo: { state: 'todo' } });
    expect(String(last?.markdown)).toContain(`- [ ] [${TITLE}]`);
  });
});

test.describe('Add as task from the background (context menus, quick-task)', () => {
  test('the page into the inbox', async ({ context, extensionPage, emulator, site, seedConnection }) => {
    await seedConnection();
    const { url, tabId } = await pageTab(context, extensionPage, site);
    const result = await sendToBackground(extensionPage, 'addTabTask', { tabId });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(findTask(emulator, TITLE)).toMatchObject({ markdown: `[${TITLE}](${url})`, location: { type: 'inbox' } });
  });

  test('a link, and a selection as note, on a Daily Notes & Tasks link', async ({
    context,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection({ kind: 'daily-notes' });
    const { tabId } = await pageTab(context, extensionPage, site);
    const link = await sendToBackground(extensionPage, 'addTabTask', {
      tabId,
      link: { url: 'https://tides.example.org/north', text: 'tide tables' },
    });
    expect(link.ok, JSON.stringify(link)).toBe(true);
    expect(findTask(emulator, 'tide tables')).toMatchObject({
      markdown: '[tide tables](https://tides.example.org/north)',
    });
    const sel = await sendToBackground(extensionPage, 'addTabTask', { tabId, selectionText: 'Wear shoes with grip' });
    expect(sel.ok, JSON.stringify(sel)).toBe(true);
    expect(String(findTask(emulator, TITLE)?.markdown)).toMatch(/^\[[^\n]*\) — Wear shoes with grip$/);
  });

  test('a Selected Documents link gets a to-do block in its default document; Undo removes it', async ({
    context,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection({ kind: 'documents' });
    const { tabId } = await pageTab(context, extensionPage, site);
    const result = await sendToBackground(extensionPage, 'addTabTask', { tabId, selectionText: 'a note' });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ asBlock: true, place: { kind: 'document' } });
    const id = result.value.place.kind === 'document' ? result.value.place.id : '';
    const blocks = childrenOf(emulator.state.block(id));
    expect(blocks.at(-2)).toMatchObject({ listStyle: 'task' });
    expect(blocks.at(-1)).toMatchObject({ markdown: 'a note', indentationLevel: 1 });
    const undo = await sendToBackground(extensionPage, 'undoTask', result.value);
    expect(undo).toEqual({ ok: true, value: null });
    expect(childrenOf(emulator.state.block(id)).some((b) => String(b.markdown).includes(TITLE))).toBe(false);
  });

  test('an inbox task is refused on a Daily Notes link for a document place, clearly, with nothing sent', async ({
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    await seedConnection({ kind: 'daily-notes' });
    emulator.log.clear();
    const result = await sendToBackground(extensionPage, 'addTask', {
      title: 'x',
      place: { kind: 'document', id: 'nope', title: 'Nope' },
    });
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/has no documents/) });
    expect(emulator.log.entries().filter((e) => e.method !== 'GET')).toEqual([]);
  });
});
