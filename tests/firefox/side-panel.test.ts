/**
 * Firefox: the sidebar page (the same sidepanel.html the manifest names as sidebar_action), opened in
 * a tab as the popup tests open popup.html. It follows the active tab of the other tabs, and on a
 * page no extension may read it shows the clear state, nothing of the page before.
 */
import { expect, test } from './fixtures';
import { css } from './support/firefox-driver';
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
