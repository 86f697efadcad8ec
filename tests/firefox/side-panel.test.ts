/**
 * Firefox: the sidebar page (the same sidepanel.html the manifest names as sidebar_action), opened in
 * a tab as the popup tests open popup.html. It follows the active tab of the other tabs, and on a
 * page no extension may read it shows the clear state, nothing of the page before; a note, a task and a
 * clip sent from it arrive once each. Its Highlights section (issue 28) lists a page's marks in page
 * order; a click on one scrolls the page to it; a colour changed and a mark removed there reach Craft
 * as one update and one deletion.
 */
import type { Emulator } from '../../emulator/index';
import { flatten } from '../e2e/clip-helpers';
import { expect, test } from './fixtures';
import { button, css, label } from './support/firefox-driver';
import { EXTENSION_ORIGIN } from './support/launch-firefox';
import { FirefoxMarks } from './support/marks';

/** The highlight blocks of `url`'s marks anywhere in the space (today's note, looked for in every document). */
const highlightBlocks = (emulator: Emulator, url: string) =>
  emulator.state
    .documents()
    .flatMap((d) => flatten(emulator.state.block(d.id) as Record<string, unknown>))
    .filter(
      (b) => String(b.markdown ?? '').startsWith('<highlight') && String(b.markdown).includes(`](${url}#:~:text=`),
    )
    .map((b) => ({ id: String(b.id), markdown: String(b.markdown) }));

test('the sidebar page follows the active tab and shows the clear state on about: pages', async ({
  extension,
  firefox,
  emulator,
  site,
}) => {
  await extension.connect(emulator.link('daily-notes').apiUrl);
  const panel = await firefox.newTab(`${EXTENSION_ORIGIN}/sidepanel.html`);
  await firefox.untilText('Clip to Craft');

  // A page in another tab, made active: the panel (back in front to be read) shows it.
  await firefox.newTab(site.url('/article.html'));
  await firefox.switchTo(panel);
  const shown = await firefox.until('the panel on the article', async () => {
    const text = await firefox.textOf(css('main'));
    return /Growing Tomatoes on a Balcony|cannot read this page/.test(text) ? text : undefined;
  });
  expect(shown).toContain('Growing Tomatoes on a Balcony');

  await firefox.newTab('about:robots');
  await firefox.switchTo(panel);
  const closed = await firefox.untilText('Clip to Craft cannot read this page', css('main'));
  expect(closed).not.toContain('Growing Tomatoes on a Balcony');
});

test('a note, a task and a clip from the sidebar page each arrive in the emulator once', async ({
  extension,
  firefox,
  emulator,
  site,
}) => {
  await extension.connect(emulator.link('daily-notes').apiUrl);
  const panel = await firefox.newTab(`${EXTENSION_ORIGIN}/sidepanel.html`);
  const url = site.url('/article.html');
  await firefox.newTab(url);
  await firefox.switchTo(panel);
  await firefox.untilText('Growing Tomatoes on a Balcony', css('.panel-page'));
  const today = () => flatten(emulator.state.dailyNote('today')).map((b) => String(b.markdown ?? ''));
  const count = (text: string) => today().filter((t) => t.includes(text)).length;

  // §3 A note: into today's note (the page is nowhere in Craft yet), with the page's link.
  await firefox.fill(label('Note (a link to the page is added)'), 'Try the cherry varieties next spring.');
  await firefox.click(button('Send note'));
  await firefox.untilText('Note sent to Craft.');
  expect(count('Try the cherry varieties next spring.')).toBe(1);
  expect(count(`[Growing Tomatoes on a Balcony | The Small Garden](${url})`)).toBe(1);

  // §4 A task: the Task section holds the page as the task's text.
  await firefox.click(css('[role="tab"][id$="tab-task"]'));
  await firefox.until('the task text', async () => (await firefox.value(label('Task'))) || undefined);
  await firefox.click(button('Add task'));
  await firefox.untilText('Task added.');
  expect(emulator.state.tasks().filter((t) => String(t.markdown).includes('Growing Tomatoes'))).toHaveLength(1);

  // §5 A clip: the Clip section's preview, sent; the sidebar stays on the page.
  await firefox.click(css('[role="tab"][id$="tab-clip"]'));
  await firefox.element(css('.preview [data-filled]'));
  await firefox.click(button('Send'));
  await firefox.untilText('Clipped to Craft.');
  expect(count('six to eight hours')).toBe(1);
  expect(count('Try the cherry varieties next spring.')).toBe(1);
  expect(await firefox.textOf(css('.panel-page'))).toContain('Growing Tomatoes on a Balcony');
});

test('the sidebar page lists marks in page order, scrolls the page to one, and sends a colour change and a removal once each', async ({
  extension,
  firefox,
  emulator,
  site,
}) => {
  await extension.connect(emulator.link('space').apiUrl);
  const url = site.url('/clip/long.html');
  const FAR = 'Paragraph 110: the harbour log';
  const NEAR = 'Paragraph 002: the harbour log';
  const page = await firefox.newTab(url);
  const marks = new FirefoxMarks(firefox);

  // The passage far down marked first, then the one near the top: the list goes by the page, not by time.
  await marks.select('article', FAR);
  await marks.pressShortcut();
  await marks.untilPainted([{ color: 'yellow', text: FAR }]);
  await marks.select('article', NEAR);
  await marks.pressShortcut();
  await marks.untilPainted([
    { color: 'yellow', text: FAR },
    { color: 'yellow', text: NEAR },
  ]);
  await firefox.execute('getSelection().removeAllRanges(); window.scrollTo(0, 0);');
  // The sidebar page, the page's tab made active and the panel back in front to be read.
  const panel = await firefox.newTab(`${EXTENSION_ORIGIN}/sidepanel.html`);
  await firefox.untilText('Clip to Craft');
  await firefox.switchTo(page);
  await firefox.switchTo(panel);
  await firefox.untilText('The Long Harbour Log', css('.panel-page'));
  // Asked from an extension page (which wakes the background), the outbox empties into Craft.
  await firefox.until('the outbox to empty', async () =>
    (await extension.message('outboxList', undefined)).length === 0 ? true : undefined,
  );
  const blocks = await firefox.until('both marks in Craft', async () => {
    const found = highlightBlocks(emulator, url);
    return found.length === 2 ? found : undefined;
  });
  const idOf = (quote: string) => blocks.find((b) => b.markdown.includes(quote))!.id;
  const [nearId, farId] = [idOf(NEAR), idOf(FAR)];

  await firefox.click(css('[role="tab"][id$="tab-marks"]'));
  const listed = await firefox.until('both marks listed', async () => {
    const texts = await firefox.execute<string[]>(
      `return [...document.querySelectorAll('.mark-list .mark-row__text')].map((b) => b.textContent.trim())`,
    );
    return texts.length === 2 ? texts : undefined;
  });
  expect(listed).toEqual([NEAR, FAR]);

  // A click on the second: the page (read without bringing it to the front) scrolls to the passage.
  const inView = `
    const walker = document.createTreeWalker(document.querySelector('article'), NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.includes(arguments[0])) continue;
      const box = node.parentElement.getBoundingClientRect();
      return { scrollY: window.scrollY, inView: box.top >= 0 && box.bottom <= window.innerHeight };
    }
    throw new Error('no ' + arguments[0]);`;
  const look = async () => {
    await firefox.marionette.send('WebDriver:SwitchToWindow', { handle: page, focus: false });
    const seen = await firefox.execute<{ scrollY: number; inView: boolean }>(inView, FAR);
    await firefox.marionette.send('WebDriver:SwitchToWindow', { handle: panel, focus: false });
    return seen;
  };
  expect(await look()).toEqual({ scrollY: 0, inView: false });
  await firefox.click(css('.mark-list li:nth-child(2) .mark-row__text'));
  const scrolled = await firefox.until('the page scrolled to the passage', async () => {
    const seen = await look();
    return seen.inView ? seen : undefined;
  });
  expect(scrolled.scrollY).toBeGreaterThan(0);

  // The first mark recoloured, the second removed: one update and one deletion, for those blocks.
  emulator.log.clear();
  await firefox.click(css('.mark-list li:nth-child(1) .actions button'));
  await firefox.choose(label('Colour'), 'Blue');
  await firefox.click(css('.mark-row__editor .actions button'));
  await firefox.until('the mark blue in Craft', async () =>
    highlightBlocks(emulator, url).some((b) => b.id === nearId && b.markdown.includes('color="blue"')),
  );
  await firefox.click(css('.mark-list li:nth-child(2) .actions button:nth-child(2)'));
  await firefox.until('the mark gone from Craft', async () => highlightBlocks(emulator, url).length === 1);
  await firefox.until('the outbox to empty', async () =>
    (await extension.message('outboxList', undefined)).length === 0 ? true : undefined,
  );
  await firefox.until(
    'one row left',
    async () => (await firefox.execute<number>(`return document.querySelectorAll('.mark-list li').length`)) === 1,
  );

  expect(highlightBlocks(emulator, url)).toEqual([{ id: nearId, markdown: expect.stringContaining(NEAR) }]);
  const writes = emulator.log.entries().filter((e) => e.method !== 'GET');
  expect(writes.map((e) => `${e.method} ${e.path}`)).toEqual(['PUT /blocks', 'DELETE /blocks']);
  const update = writes[0]!.body as { blocks: { id: string }[] };
  const deletion = writes[1]!.body as { blockIds: string[] };
  expect(update.blocks.map((b) => b.id)).toEqual([nearId]);
  expect(deletion.blockIds).toEqual([farId]);
});
