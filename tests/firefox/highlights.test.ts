/**
 * Firefox: highlights and notes (issue 27) from the page to Craft and back, checked on the page
 * (CSS.highlights, the marks UI) and in what the emulator holds. Marks are made by the shortcut, the
 * page's context menu and the bar beside a new selection (support/marks.ts says how each is pressed);
 * each arrives once, as one page block titled and linked like the page, one highlight block per mark
 * in page order with its text-fragment link, and its note under it. Marks made while Craft does not
 * answer arrive once when it does; a mark deleted and a note edited in Craft show on the next visit;
 * a page whose text changed a little gets its marks placed again, and one that lost a passage lists
 * that mark instead of painting it elsewhere. A visit shows the marks when the popup opens on the
 * page (the all-sites switch is off), the popup opened in a tab as the other Firefox tests do; with
 * the switch on (Firefox's permission prompt answered), on load by itself.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Emulator } from '../../emulator/index';
import { childrenOf } from '../e2e/clip-helpers';
import { expect, test } from './fixtures';
import { ExtensionPages } from './support/extension-pages';
import { FirefoxDriver, label } from './support/firefox-driver';
import { EXTENSION_ORIGIN, launchFirefox } from './support/launch-firefox';
import { FirefoxMarks, KEY, type Painted } from './support/marks';
import { answerPermissionPrompt } from './support/permission-prompt';

type Json = Record<string, unknown>;
const TITLE = 'Growing Tomatoes on a Balcony | The Small Garden';
const ARTICLE = resolve(import.meta.dirname, '../e2e/site/article.html');

/** The page blocks titled with the page in the whole space (today's note, looked for in every document). */
function pageBlocks(emulator: Emulator, url: string): Json[] {
  return emulator.state
    .documents()
    .flatMap((d) => childrenOf(emulator.state.block(d.id)))
    .filter((b) => b.type === 'page' && b.markdown === `[${TITLE}](${url})`);
}

/** The one page block's children as `indentation:markdown`, the link of each mark shortened to its quote. */
function markBlocks(emulator: Emulator, url: string): string[] {
  const [page] = pageBlocks(emulator, url);
  return childrenOf(page).map((b) => `${b.indentationLevel ?? 0}:${fragmentQuote(String(b.markdown), url)}`);
}

/**
 * A highlight block's markdown with its link `[↗](url#:~:text=…)` replaced by `→ <the passage the
 * fragment names>`, so a test reads which passage each link leads to; any other markdown as it is.
 */
function fragmentQuote(markdown: string, url: string): string {
  const link = ` [↗](${url}#:~:text=`;
  const at = markdown.indexOf(link);
  if (at < 0 || !markdown.endsWith(')')) return markdown;
  // text=[prefix-,]start[,end][,-suffix]: the passage is start (…end).
  const parts = markdown
    .slice(at + link.length, -1)
    .split(',')
    .filter((p) => !p.endsWith('-') && !p.startsWith('-'))
    .map(decodeURIComponent);
  return `${markdown.slice(0, at)} → ${parts.join('…')}`;
}

const blockIdOf = (emulator: Emulator, url: string, quote: string) =>
  childrenOf(pageBlocks(emulator, url)[0]).find((b) => String(b.markdown).includes(`>${quote}</highlight>`))?.id;

/**
 * Waits until the emulator holds exactly `expected` under the page's one page block. Nothing of the
 * extension's is asked meanwhile (any message wakes its outbox): the batch is delivered by itself.
 */
async function untilInCraft(
  extension: ExtensionPages,
  emulator: Emulator,
  url: string,
  expected: string[],
): Promise<void> {
  const want = JSON.stringify(expected);
  await extension.driver.until(`Craft to hold ${want}`, async () =>
    pageBlocks(emulator, url).length === 1 && JSON.stringify(markBlocks(emulator, url)) === want ? true : undefined,
  );
}

/**
 * Waits until the background knows the page's marks as Craft has them (`quote: note` each), asked from
 * an extension page, and comes back to the tab. The background reads a page block again only when its
 * last read (or delivery) is older than a moment, and answers a visit with what it kept when Craft is
 * slow: on a loaded machine, the visit right after an edit in Craft may come within that moment.
 */
async function untilKnown(extension: ExtensionPages, url: string, expected: string[]): Promise<void> {
  const driver = extension.driver;
  const back = await driver.marionette.send<string>('WebDriver:GetWindowHandle');
  await driver.newTab(`${EXTENSION_ORIGIN}/options.html`);
  const want = JSON.stringify(expected);
  await driver.until(`the background to know ${want}`, async () => {
    const answer = await extension.message('pageMarks', { url });
    const known = answer.ok
      ? answer.value.marks.map((m) => {
          const quote = m.selectors.find((q) => q.type === 'TextQuoteSelector');
          return `${quote && 'exact' in quote ? quote.exact : ''}: ${m.note ?? ''}`;
        })
      : [];
    return JSON.stringify(known) === want ? true : undefined;
  });
  await driver.marionette.send('WebDriver:CloseWindow');
  await driver.switchTo(back);
}

/** Opens `url` in a new tab; returns its window handle and tab id, the page in front. */
async function openPage(extension: ExtensionPages, url: string): Promise<{ handle: string; tabId: number }> {
  const handle = await extension.driver.newTab(url);
  const tabId = await extension.tabIdFor(url);
  await extension.driver.marionette.send('WebDriver:CloseWindow');
  await extension.driver.switchTo(handle);
  return { handle, tabId };
}

/**
 * Comes back to the page: loads it again and opens the popup on it; waits, the popup left open in
 * front (it shows the marks once its own first paint is done), until the page shows `painted`.
 */
async function revisit(
  driver: FirefoxDriver,
  page: { handle: string; tabId: number },
  painted: Painted[],
): Promise<void> {
  await driver.switchTo(page.handle);
  await driver.marionette.send('WebDriver:Refresh');
  const popup = await driver.newTab(`${EXTENSION_ORIGIN}/popup.html?tab=${page.tabId}`);
  await driver.marionette.send('WebDriver:SwitchToWindow', { handle: page.handle, focus: false });
  await new FirefoxMarks(driver).untilPainted(painted, 'after the popup opened on the page again');
  await driver.switchTo(popup);
  await driver.marionette.send('WebDriver:CloseWindow');
  await driver.switchTo(page.handle);
}

test('the shortcut, the menu and the bar mark passages; a note, a colour and a removal follow; each is in Craft once', async ({
  extension,
  firefox,
  emulator,
  site,
}) => {
  await extension.connect(emulator.link('space').apiUrl);
  const url = site.url('/article.html');
  await openPage(extension, url);
  const marks = new FirefoxMarks(firefox);
  const before = await firefox.execute<string>('return document.body.outerHTML');

  // The shortcut, then "n": the note box, typed into, Enter saves.
  await marks.select('blockquote', 'wet leaves overnight');
  await marks.pressShortcut();
  await marks.untilPainted([{ color: 'yellow', text: 'wet leaves overnight' }]);
  expect(await firefox.execute<string>('return document.body.outerHTML')).toBe(before);
  await marks.type('n');
  await firefox.until('the note box', () => marks.control('input[aria-label="Note"]'));
  await marks.type(`Check the forecast${KEY.enter}`);
  await firefox.until('the note box to close', async () => (await marks.control('form')) === null);

  // The menu: right-click on the selection, Clip to Craft → Highlight.
  const at = await marks.select('#intro', 'six to eight hours');
  await marks.pickFromMenu(at, 'Highlight');
  await marks.untilPainted([
    { color: 'yellow', text: 'wet leaves overnight' },
    { color: 'yellow', text: 'six to eight hours' },
  ]);

  // The page has marks: a selection made with the mouse brings the bar; Green marks it green.
  await marks.drag('blockquote', 'Water in the morning');
  await marks.click('[role="toolbar"][aria-label="Highlight in a colour"] button[aria-label="Green"]');
  await marks.untilPainted([
    { color: 'yellow', text: 'wet leaves overnight' },
    { color: 'yellow', text: 'six to eight hours' },
    { color: 'green', text: 'Water in the morning' },
  ]);
  expect(await firefox.execute<string>('return document.body.outerHTML')).toBe(before);

  await untilInCraft(extension, emulator, url, [
    '0:<highlight color="yellow">six to eight hours</highlight> → six to eight hours',
    '0:<highlight color="green">Water in the morning</highlight> → Water in the morning',
    '0:<highlight color="yellow">wet leaves overnight</highlight> → wet leaves overnight',
    '1:Check the forecast',
  ]);
  const sixId = blockIdOf(emulator, url, 'six to eight hours');

  // A click on a mark opens its menu: Blue recolours it, in the same block.
  await marks.clickText('#intro', 'eight');
  await marks.click('[role="toolbar"][aria-label="Highlight"] button[aria-label="Blue"]');
  await marks.untilPainted([
    { color: 'yellow', text: 'wet leaves overnight' },
    { color: 'green', text: 'Water in the morning' },
    { color: 'blue', text: 'six to eight hours' },
  ]);
  await untilInCraft(extension, emulator, url, [
    '0:<highlight color="blue">six to eight hours</highlight> → six to eight hours',
    '0:<highlight color="green">Water in the morning</highlight> → Water in the morning',
    '0:<highlight color="yellow">wet leaves overnight</highlight> → wet leaves overnight',
    '1:Check the forecast',
  ]);
  expect(blockIdOf(emulator, url, 'six to eight hours')).toBe(sixId);

  // Its menu again: Remove takes it off the page and out of Craft.
  await marks.clickText('#intro', 'eight');
  await marks.click('[role="toolbar"][aria-label="Highlight"] button.danger');
  await marks.untilPainted([
    { color: 'yellow', text: 'wet leaves overnight' },
    { color: 'green', text: 'Water in the morning' },
  ]);
  await untilInCraft(extension, emulator, url, [
    '0:<highlight color="green">Water in the morning</highlight> → Water in the morning',
    '0:<highlight color="yellow">wet leaves overnight</highlight> → wet leaves overnight',
    '1:Check the forecast',
  ]);
});

test('marks made while Craft is down arrive once when it answers; a mark deleted and a note edited in Craft show on the next visit, and in a fresh profile', async ({
  extension,
  firefox,
  emulator,
  site,
  onTestFailed,
}) => {
  const link = emulator.link('space');
  await extension.connect(link.apiUrl);
  const url = site.url('/article.html');
  const page = await openPage(extension, url);
  const marks = new FirefoxMarks(firefox);

  emulator.faults.setErrorRate(1, 503);
  await marks.select('blockquote', 'wet leaves overnight');
  await marks.pressShortcut();
  await marks.untilPainted([{ color: 'yellow', text: 'wet leaves overnight' }]);
  await marks.type('n');
  await firefox.until('the note box', () => marks.control('input[aria-label="Note"]'));
  await marks.type(`first thought${KEY.enter}`);
  await marks.select('#intro', 'six to eight hours');
  await marks.pressShortcut();
  await marks.untilPainted([
    { color: 'yellow', text: 'wet leaves overnight' },
    { color: 'yellow', text: 'six to eight hours' },
  ]);

  // The job is tried and refused.
  await firefox.until('a refused attempt', async () =>
    emulator.log.entries().some((e) => e.status === 503) ? true : undefined,
  );
  expect(pageBlocks(emulator, url)).toEqual([]);

  emulator.faults.reset();
  await untilInCraft(extension, emulator, url, [
    '0:<highlight color="yellow">six to eight hours</highlight> → six to eight hours',
    '0:<highlight color="yellow">wet leaves overnight</highlight> → wet leaves overnight',
    '1:first thought',
  ]);
  const accepted = emulator.log.entries().filter((e) => e.method !== 'GET' && e.status === 200);
  expect(accepted.map((e) => `${e.method} ${e.path}`)).toEqual(['POST /blocks']);

  // In Craft: one mark deleted, the other's note edited.
  const [six, , note] = childrenOf(pageBlocks(emulator, url)[0]).map((b) => String(b.id));
  const api = async (method: string, body: unknown) => {
    const answer = await fetch(`${link.apiUrl}/blocks`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.ok).toBe(true);
  };
  await api('DELETE', { blockIds: [six] });
  await api('PUT', { blocks: [{ id: note, markdown: 'second thought', indentationLevel: 1 }] });

  await untilKnown(extension, url, ['wet leaves overnight: second thought']);
  await revisit(firefox, page, [{ color: 'yellow', text: 'wet leaves overnight' }]);
  await marks.clickText('blockquote', 'wet leaves');
  await marks.click('[role="toolbar"] button.text:not(.danger)');
  expect(await marks.property('input[aria-label="Note"]', 'value')).toBe('second thought');

  // Another browser with the same connection: the page's marks come back from Craft.
  const other = await launchFirefox();
  try {
    const elsewhere = new ExtensionPages(new FirefoxDriver(other.marionette));
    onTestFailed(() => console.error(`The other browser was waiting for: ${elsewhere.driver.waitingFor}`));
    await elsewhere.connect(link.apiUrl);
    const there = await openPage(elsewhere, url);
    await untilKnown(elsewhere, url, ['wet leaves overnight: second thought']);
    await revisit(elsewhere.driver, there, [{ color: 'yellow', text: 'wet leaves overnight' }]);
  } finally {
    await other.close();
  }
});

/** A page at a fixed address whose HTML the test changes between visits. */
async function startChangingPage(html: string) {
  let body = html;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(body);
  });
  await new Promise<void>((done) => server.listen(0, 'localhost', done));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/essay.html`,
    serve: (next: string) => void (body = next),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

test('a revisit paints the marks; a page whose text changed a little places them; one that lost a passage lists it', async ({
  extension,
  firefox,
  emulator,
}) => {
  const original = await readFile(ARTICLE, 'utf8');
  const essay = await startChangingPage(original);
  try {
    await extension.connect(emulator.link('space').apiUrl);
    const page = await openPage(extension, essay.url);
    const marks = new FirefoxMarks(firefox);
    await marks.select('blockquote', 'wet leaves overnight');
    await marks.pressShortcut();
    await marks.untilPainted([{ color: 'yellow', text: 'wet leaves overnight' }]);
    await marks.select('ul', 'A pot of at least 20 litres per plant');
    await marks.pressShortcut();
    const both = [
      { color: 'yellow', text: 'wet leaves overnight' },
      { color: 'yellow', text: 'A pot of at least 20 litres per plant' },
    ];
    await marks.untilPainted(both);
    await untilInCraft(extension, emulator, essay.url, [
      '0:<highlight color="yellow">A pot of at least 20 litres per plant</highlight> → A pot of at least 20 litres per plant',
      '0:<highlight color="yellow">wet leaves overnight</highlight> → wet leaves overnight',
    ]);

    // The same page again: nothing painted until the popup opens on it, then both marks.
    await firefox.marionette.send('WebDriver:Refresh');
    expect(await marks.painted()).toEqual([]);
    await revisit(firefox, page, both);

    // A paragraph added above, other words around one mark, a figure inside the other.
    essay.serve(
      original
        .replace('<h2>What you need</h2>', '<p>Updated for this season.</p><h2>What you need</h2>')
        .replace('Water in the morning;', 'Always water early in the day:')
        .replace('20 litres', '25 litres'),
    );
    await revisit(firefox, page, [
      { color: 'yellow', text: 'wet leaves overnight' },
      { color: 'yellow', text: 'A pot of at least 25 litres per plant' },
    ]);
    expect(await firefox.execute<string>('return document.body.innerText')).toContain('Always water early');
    expect(await marks.shown()).toBe('');

    // The quote is gone: listed in the corner, not painted anywhere.
    essay.serve(original.replace(/<blockquote>[\s\S]*?<\/blockquote>/, ''));
    await revisit(firefox, page, [{ color: 'yellow', text: 'A pot of at least 20 litres per plant' }]);
    const listed = await firefox.until('the list of marks not placed', async () => (await marks.shown()) || undefined);
    expect(listed.split('\n').map((l) => l.trim())).toEqual([
      '1 highlight could not be placed',
      'wet leaves overnight',
      'Close',
    ]);
    await marks.click('.unplaced button');
    await firefox.until('the list to close', async () => (await marks.shown()) === '');
  } finally {
    await essay.close();
  }
});

test('with the all-sites switch on, Firefox’s prompt allowed, a page shows its marks when it loads', async ({
  extension,
  firefox,
  emulator,
  site,
}) => {
  await extension.connect(emulator.link('space').apiUrl);
  const url = site.url('/article.html');
  const page = await openPage(extension, url);
  const marks = new FirefoxMarks(firefox);
  await marks.select('blockquote', 'wet leaves overnight');
  await marks.pressShortcut();
  await marks.untilPainted([{ color: 'yellow', text: 'wet leaves overnight' }]);

  // Off by default: a load shows nothing by itself.
  await firefox.marionette.send('WebDriver:Refresh');
  await firefox.until('the page loaded again', () =>
    firefox.execute<boolean>('return document.readyState === "complete"'),
  );
  expect(await marks.painted()).toEqual([]);

  await extension.openOptions();
  const toggle = label('Show my highlights by themselves when a page loads');
  const checked = async () => firefox.execute<boolean>('return arguments[0].checked', await firefox.element(toggle));
  expect(await checked()).toBe(false);
  await firefox.click(toggle);
  expect(await answerPermissionPrompt(firefox, 'allow')).toMatch(/all websites|all sites/i);
  await firefox.until('the switch on', checked);
  await firefox.marionette.send('WebDriver:CloseWindow');

  await firefox.switchTo(page.handle);
  await firefox.marionette.send('WebDriver:Refresh');
  await marks.untilPainted([{ color: 'yellow', text: 'wet leaves overnight' }], 'on load, nothing opened');
});
