/**
 * The welcome page (entrypoints/welcome) opens once, when the extension is first installed. The
 * composition root owns the one `runtime.onInstalled` listener and hands each install to this.
 */
import { browser, type Browser } from 'wxt/browser';

export function setUpWelcome(): { onInstalled(details: Browser.runtime.InstalledDetails): void } {
  return {
    onInstalled({ reason }) {
      if (reason === 'install') void browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') });
    },
  };
}
