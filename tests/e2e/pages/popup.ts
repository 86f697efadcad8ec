/**
 * The popup as a user sees it, opened as `popup.html?tab=<id>` so it works on a given page tab.
 * Locators go by role and label, so the specs read as user steps.
 */
import type { Locator, Page } from '@playwright/test';

export type PlaceChoice = "Today's daily note" | 'Another date…' | 'A document…' | 'A new document…';

export class PopupPage {
  constructor(
    readonly page: Page,
    readonly extensionId: string,
  ) {}

  /** Opens the popup on `tabId`; `maxBytes` lowers the request size so long clips split. */
  async open(tabId: number, options: { maxBytes?: number; view?: 'task' } = {}): Promise<this> {
    const query = new URLSearchParams({ tab: String(tabId) });
    if (options.maxBytes) query.set('maxBytes', String(options.maxBytes));
    if (options.view) query.set('view', options.view);
    await this.page.goto(`chrome-extension://${this.extensionId}/popup.html?${query}`);
    return this;
  }

  /** Waits until the page has been read (the preview shows the clip, drawn or as source). */
  async ready(): Promise<this> {
    await this.page.locator('.preview [data-filled]').waitFor();
    return this;
  }

  /** The preview drawn as Craft will show it (the default view). */
  get preview(): Locator {
    return this.page.getByRole('region', { name: 'Preview as it will look in Craft' });
  }
  /** The preview's markdown source (after showSource()). */
  get source(): Locator {
    return this.page.getByLabel('Markdown source');
  }
  get sendButton(): Locator {
    return this.page.getByRole('button', { name: /^Send/ });
  }
  get openInCraft(): Locator {
    return this.page.getByRole('button', { name: 'Open in Craft' });
  }
  get undoButton(): Locator {
    return this.page.getByRole('button', { name: 'Undo' });
  }
  get alert(): Locator {
    return this.page.getByRole('alert');
  }
  get title(): Locator {
    return this.page.getByLabel('Title', { exact: true });
  }
  /** Shown while a Send pressed before the page was read waits for the capture. */
  get readingNotice(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Reading the page…' });
  }
  get nestInPage(): Locator {
    return this.page.getByLabel('Nest the clip in a page');
  }
  /** The button naming the current destination; it opens the list of places. */
  get destination(): Locator {
    return this.page.getByRole('button', { name: /^Clip to/ });
  }

  async showSource(): Promise<void> {
    await this.page.getByRole('button', { name: 'Markdown', exact: true }).click();
    await this.source.waitFor();
  }

  async showRendered(): Promise<void> {
    await this.page.getByRole('button', { name: 'Craft', exact: true }).click();
    await this.preview.waitFor();
  }

  mode(label: 'Selection' | 'Article' | 'Page' | 'Link'): Locator {
    return this.page.getByRole('radio', { name: label });
  }

  async chooseMode(label: 'Selection' | 'Article' | 'Page' | 'Link'): Promise<void> {
    await this.mode(label).check();
    await this.ready();
  }

  /** Opens the list of places (if closed) and picks one; 'A document…' only opens the list. */
  async clipTo(choice: PlaceChoice): Promise<void> {
    if ((await this.destination.getAttribute('aria-expanded')) !== 'true') await this.destination.click();
    if (choice === 'A document…') return;
    await this.page.getByRole('list', { name: 'Places' }).getByRole('button', { name: choice }).click();
  }

  async pickDate(isoDate: string): Promise<void> {
    await this.clipTo('Another date…');
    await this.page.getByLabel('Date', { exact: true }).fill(isoDate);
  }

  /** `afterTyping` runs between typing the query and choosing the result (e.g. to wait for the full-text search). */
  async findDocument(query: string, title: string, afterTyping?: () => Promise<void>): Promise<void> {
    await this.clipTo('A document…');
    await this.page.getByLabel('Find a document').fill(query);
    await afterTyping?.();
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
