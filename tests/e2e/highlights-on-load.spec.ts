/**
 * Marks on page load (issue 27 §5): the options page's switch, off by default, asks for all-sites
 * access. With it on, the background looks each loaded page up in its own marks store: a page with
 * marks is painted without the user doing anything; a page without marks gets no script of ours (none
 * of the page script's globals, nothing painted, no question to the background). Off
 * again, a page with marks stays unpainted until the user asks. In a fresh profile with the same
 * connection (another computer), turning the switch on learns from one search of Craft which pages
 * have marks: a page marked in the first browser is painted on load there too, and a page without
 * marks still costs Craft no request. The build holds all-sites access here as if the user had
 * accepted the prompt (a test cannot click it).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, sendToBackground, test } from './fixtures';
import { openTab } from './clip-helpers';
import type { Emulator } from '../../emulator/index';
import { MarksMessages, MarksUi } from './pages/marks';
import { markBlocks, outboxEmpties, writes } from './support/marks-in-craft';
import { clickedTab, pressCommand } from './support/worker-events';

test.use({ grant: { host_permissions: ['*://*/*'] } });

/** The background's page-load lookups so far: whether each found marks (highlight-page.ts's User Timing measures). */
async function lookups(context: BrowserContext): Promise<boolean[]> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return worker.evaluate(() =>
    performance.getEntriesByName('craft-marks-lookup').map((e) => (e as PerformanceMeasure).detail.marked as boolean),
  );
}

/** The requests Craft got since its log was cleared, as `METHOD /path`. */
const requests = (emulator: Emulator) => emulator.log.entries().map((e) => `${e.method} ${e.path}`);

/** How many marks the browser of `extensionPage` knows `url` to have, in its storage (`markCounts`). */
async function countIn(extensionPage: Page, url: string): Promise<number | undefined> {
  return extensionPage.evaluate(async (key) => {
    type Get = (key: string) => Promise<{ markCounts?: Record<string, number> | null }>;
    const local = (globalThis as unknown as { chrome: { storage: { local: { get: Get } } } }).chrome.storage.local;
    return (await local.get('markCounts')).markCounts?.[key];
  }, url);
}

/** The globals the page script (entrypoints/highlights.ts) sets in its context. */
const PAGE_SCRIPT = ['__craftMarks', '__craftMarksListening'];

/**
 * The page script's globals (entrypoints/highlights.ts) found in the extension's execution contexts in
 * the page. Chromium may give a reloaded tab that ran our script before an empty context of ours: what
 * ran shows in what that context holds.
 */
async function ourGlobals(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const ours: number[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) => {
    if (context.origin.startsWith('chrome-extension://')) ours.push(context.id);
  });
  // Enabling reports every context that exists already.
  await cdp.send('Runtime.enable');
  const found: string[] = [];
  for (const contextId of ours) {
    const { result } = await cdp.send('Runtime.evaluate', {
      contextId,
      expression: `${JSON.stringify(PAGE_SCRIPT)}.filter((name) => name in globalThis)`,
      returnByValue: true,
    });
    found.push(...(result.value as string[]));
  }
  await cdp.detach();
  return found;
}

test('with the switch on, a page with marks is painted on load; a page without marks runs nothing of ours', async ({
  context,
  extensionPage,
  optionsPage,
  site,
}) => {
  const options = optionsPage.page;
  const toggle = options.getByRole('checkbox', { name: 'Show my highlights by themselves when a page loads' });
  await expect(toggle).not.toBeChecked();
  await expect(options.getByText('Needs access to all sites', { exact: false })).toBeVisible();
  await toggle.check();
  await expect(toggle).toBeChecked();
  const messages = new MarksMessages(context);
  await messages.record();
  const seen = (await lookups(context)).length;

  // A page without marks: looked up, and left alone.
  const url = site.url('article.html');
  const { page, tabId } = await openTab(context, extensionPage, url);
  const ui = new MarksUi(page);
  await expect.poll(async () => (await lookups(context)).slice(seen)).toEqual([false]);
  expect(await ourGlobals(page)).toEqual([]);
  expect(await ui.painted()).toEqual([]);
  expect(await messages.seen()).toEqual([]);

  // The reader marks a passage (the shortcut runs the page script: now the page has our context).
  await page.bringToFront();
  await ui.select('blockquote', 'wet leaves overnight');
  await pressCommand(context, 'highlight', await clickedTab(extensionPage, tabId));
  await expect.poll(() => messages.changes()).toHaveLength(1);
  expect(await ourGlobals(page)).toEqual(PAGE_SCRIPT);

  // Back on the page later: painted without anything pressed, after asking for the page's marks.
  const asked = (await messages.seen()).length;
  await page.reload();
  await expect.poll(() => ui.painted()).toEqual([{ color: 'yellow', text: 'wet leaves overnight' }]);
  expect(await ourGlobals(page)).toEqual(PAGE_SCRIPT);
  expect((await lookups(context)).slice(seen)).toEqual([false, true]);
  expect((await messages.seen()).slice(asked)).toContainEqual({ type: 'pageMarks', data: { url } });

  // Another page without marks, on the same site: still nothing of ours.
  const other = await context.newPage();
  await other.goto(site.url('index.html'));
  await expect.poll(async () => (await lookups(context)).slice(seen)).toEqual([false, true, false]);
  expect(await ourGlobals(other)).toEqual([]);

  // Off again: the page with marks is looked up, not painted, until the reader asks.
  await options.bringToFront();
  await toggle.uncheck();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect.poll(async () => (await lookups(context)).slice(seen)).toEqual([false, true, false, false]);
  expect(await ourGlobals(page)).toEqual([]);
  expect(await ui.painted()).toEqual([]);
  await options.reload();
  await expect(
    options.getByRole('checkbox', { name: 'Show my highlights by themselves when a page loads' }),
  ).not.toBeChecked();
});

test('with the switch on, a page with marks paints them by itself when it loads', async ({
  context,
  extensionPage,
  optionsPage,
  site,
}) => {
  const url = site.url('article.html');
  const { page, tabId } = await openTab(context, extensionPage, url);
  await page.bringToFront();
  const ui = new MarksUi(page);
  await ui.select('blockquote', 'wet leaves overnight');
  await pressCommand(context, 'highlight', await clickedTab(extensionPage, tabId));
  const painted = [{ color: 'yellow', text: 'wet leaves overnight' }];
  await expect.poll(() => ui.painted()).toEqual(painted);
  await expect
    .poll(async () => {
      const answer = await sendToBackground(extensionPage, 'pageMarks', { url });
      return answer.ok ? answer.value.marks.length : answer.error;
    })
    .toBe(1);

  await optionsPage.page.getByRole('checkbox', { name: 'Show my highlights by themselves when a page loads' }).check();
  const messages = new MarksMessages(context);
  await messages.record();
  await page.goto(site.url('index.html'));
  await page.goto(url);
  await ui.paintedSome();
  expect(await ui.painted()).toEqual(painted);
  // Placed by the page script the lookup asked for, and reported back.
  await expect.poll(() => messages.placed()).toEqual([{ url, placed: [expect.any(String)], unplaced: [] }]);
});

test('in a fresh profile with the switch on, a page marked in another browser is painted on load: one search learned it', async ({
  context,
  extensionPage,
  seedConnection,
  anotherProfile,
  emulator,
  site,
}) => {
  await seedConnection();
  const url = site.url('article.html');
  const { page, tabId } = await openTab(context, extensionPage, url);
  await page.bringToFront();
  const ui = new MarksUi(page);
  const tab = await clickedTab(extensionPage, tabId);
  for (const [selector, text] of [
    ['#intro', 'six to eight hours'],
    ['blockquote', 'wet leaves overnight'],
  ] as const) {
    await ui.select(selector, text);
    await pressCommand(context, 'highlight', tab);
    await expect.poll(() => ui.painted().then((p) => p.some((m) => m.text === text))).toBe(true);
  }
  await outboxEmpties(extensionPage);
  expect(markBlocks(emulator, url)).toEqual([
    '0:<highlight color="yellow">six to eight hours</highlight>',
    '0:<highlight color="yellow">wet leaves overnight</highlight>',
  ]);

  // Another computer: the same connection, then the switch turned on in its settings.
  const other = await anotherProfile();
  await other.seedConnection();
  emulator.log.clear();
  const options = other.extensionPage;
  await options.reload();
  const toggle = options.getByRole('checkbox', { name: 'Show my highlights by themselves when a page loads' });
  await toggle.check();
  await expect(toggle).toBeChecked();
  // One search of the connection, and the page's count kept in the browser.
  await expect.poll(() => countIn(options, url)).toBe(2);
  expect(requests(emulator)).toEqual(['GET /documents/search']);

  // The page, opened: painted by itself, nothing pressed or opened; read from Craft on this visit only.
  const there = new MarksUi((await openTab(other.context, options, url)).page);
  await expect
    .poll(() => there.painted())
    .toEqual([
      { color: 'yellow', text: 'six to eight hours' },
      { color: 'yellow', text: 'wet leaves overnight' },
    ]);
  expect(requests(emulator)).toEqual(['GET /documents/search', 'GET /documents/search', 'GET /blocks']);

  // A page without marks costs Craft nothing.
  const plain = await other.context.newPage();
  await plain.goto(site.url('index.html'));
  await expect.poll(async () => (await lookups(other.context)).at(-1)).toBe(false);
  expect(requests(emulator)).toEqual(['GET /documents/search', 'GET /documents/search', 'GET /blocks']);
  expect(writes(emulator)).toEqual([]);
});
