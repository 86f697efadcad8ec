/** The toolbar icon's title and badge text on one tab, as the extension set them. */
import type { Page } from '@playwright/test';

export function toolbarIcon(extensionPage: Page, tabId: number): Promise<{ title: string; badge: string }> {
  return extensionPage.evaluate(async (id) => {
    const action = (
      globalThis as unknown as {
        chrome: {
          action: {
            getTitle(d: object): Promise<string>;
            getBadgeText(d: object): Promise<string>;
          };
        };
      }
    ).chrome.action;
    return { title: await action.getTitle({ tabId: id }), badge: await action.getBadgeText({ tabId: id }) };
  }, tabId);
}
