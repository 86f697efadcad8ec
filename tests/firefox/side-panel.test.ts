/**
 * Firefox: the sidebar page (the same sidepanel.html the manifest names as sidebar_action), opened in
 * a tab as the popup tests open popup.html. It follows the active tab of the other tabs, and on a
 * page no extension may read it shows the clear state, nothing of the page before; a note, a task and a
 * clip sent from it arrive once each.
 */
import { flatten } from '../e2e/clip-helpers';
import { expect, test } from './fixtures';
import { button, css, label } from './support/firefox-driver';
import { EXTENSION_ORIGIN } from './support/launch-firefox';

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
