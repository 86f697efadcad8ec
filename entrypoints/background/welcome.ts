/** The welcome page (entrypoints/welcome) opens once, when the extension is first installed. */
import { browser } from 'wxt/browser';

export function setUpWelcome(): void {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install') void browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') });
  });
}
