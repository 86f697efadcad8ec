/**
 * The popup as a user sees it, opened as `popup.html?tab=<id>` so it works on a given page tab.
 * Locators go by role and label, so the specs read as user steps.
 */
import type { Locator, Page } from '@playwright/test';

export class PopupPage {
  constructor(readonly page: Page, readonly extensionId: string) {}

  /** Opens the popup on `tabId`; `maxBytes` lowers the request size so long clips split. */
  async open(tabId: number, options: { maxBytes?: number } = {}): Promise<this> {
    const query = new URLSearchParams({ tab: String(tabId) });
    if (options.maxBytes) query.set('maxBytes', String(options.maxBytes));
    await this.page.goto(`chrome-extension://${this.extensionId}/popup.html?${query}`);
    return this;
  }

  /** Waits until the page has been read (the preview holds the clip). */
  async ready(): Promise<this> {
    await this.page.waitForFunction(() => {
      const area = document.querySelector('textarea');
      return area !== null && area.value.trim() !== '';
    });
    return this;
  }

  get preview(): Locator { return this.page.getByLabel('Preview'); }
  get sendButton(): Locator { return this.page.getByRole('button', { name: /^Send/ }); }
  get openInCraft(): Locator { return this.page.getByRole('button', { name: 'Open in Craft' }); }
  get undoButton(): Locator { return this.page.getByRole('button', { name: 'Undo' }); }
  get alert(): Locator { return this.page.getByRole('alert'); }
  /** Shown while a Send pressed before the page was read waits for the capture. */
  get readingNotice(): Locator { return this.page.getByRole('status').filter({ hasText: 'Reading the page…' }); }
  get nestInPage(): Locator { return this.page.getByLabel('Nest the clip in a page'); }

  mode(label: 'Selection' | 'Article' | 'Page' | 'Link'): Locator {
    return this.page.getByRole('radio', { name: label });
  }

  async chooseMode(label: 'Selection' | 'Article' | 'Page' | 'Link'): Promise<void> {
    await this.mode(label).check();
    await this.ready();
  }

  async clipTo(choice: "Today's daily note" | 'Another date…' | 'A document…' | 'A new document…'): Promise<void> {
    await this.page.getByLabel('Clip to').selectOption({ label: choice });
  }

  async pickDate(isoDate: string): Promise<void> {
    await this.clipTo('Another date…');
    await this.page.getByLabel('Date').fill(isoDate);
  }

  async findDocument(query: string, title: string): Promise<void> {
    await this.clipTo('A document…');
    await this.page.getByLabel('Find a document').fill(query);
    await this.page.getByRole('list', { name: 'Documents' }).getByRole('button', { name: title }).click();
  }

  async newDocumentIn(folder: string, title: string): Promise<void> {
    await this.clipTo('A new document…');
    await this.page.getByLabel('Folder').selectOption({ label: folder });
    await this.page.getByLabel('Document title').fill(title);
  }

  async position(where: 'Top' | 'Bottom'): Promise<void> {
    await this.page.getByRole('radio', { name: where }).check();
  }

  /** Sends and waits for the outcome: "Clipped to Craft." or an error alert. */
  async send(): Promise<void> {
    await this.sendButton.click();
    await this.page.getByText('Clipped to Craft.').or(this.alert).first().waitFor();
  }
}
