/**
 * The options page as a user sees it: the connection form, the result of a test, the saved list.
 * Locators go by role and label so the tests keep reading as user steps.
 */
import type { Locator, Page } from '@playwright/test';

export class OptionsPage {
  constructor(
    readonly page: Page,
    readonly extensionId: string,
  ) {}

  get url(): string {
    return `chrome-extension://${this.extensionId}/options.html`;
  }

  async open(): Promise<this> {
    await this.page.goto(this.url);
    await this.page.getByRole('heading', { name: 'Craft connections' }).waitFor();
    return this;
  }

  get urlField(): Locator {
    return this.page.getByLabel('API URL');
  }

  get keyField(): Locator {
    return this.page.getByLabel('API key (optional)');
  }

  get nameField(): Locator {
    return this.page.getByLabel('Name (optional)');
  }

  /** The outcome of the last test or save: success details or an error. */
  get status(): Locator {
    return this.page.getByTestId('connection-status');
  }

  get error(): Locator {
    return this.page.getByRole('alert');
  }

  get savedList(): Locator {
    return this.page.getByRole('list', { name: 'Saved connections' });
  }

  get savedItems(): Locator {
    return this.savedList.getByRole('listitem');
  }

  get notificationsToggle(): Locator {
    return this.page.getByLabel('Show notifications');
  }

  /** One saved connection, found by its name (the space name unless renamed). */
  saved(name: string): Locator {
    return this.savedItems.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  async fill(apiUrl: string, apiKey?: string): Promise<void> {
    await this.urlField.fill(apiUrl);
    await this.keyField.fill(apiKey ?? '');
  }

  async test(): Promise<void> {
    await this.page.getByRole('button', { name: 'Test connection' }).click();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save connection' }).click();
  }

  /** Paste, test, save, and wait until the connection shows up in the list. */
  async addConnection(apiUrl: string, apiKey?: string): Promise<void> {
    const before = await this.savedItems.count();
    await this.fill(apiUrl, apiKey);
    await this.save();
    await this.page.waitForFunction(
      (n) => document.querySelectorAll('[aria-label="Saved connections"] > li').length > n,
      before,
    );
  }

  async makeDefault(name: string): Promise<void> {
    await this.saved(name).getByRole('button', { name: 'Make default' }).click();
  }

  /** The kind chooser of one saved connection. */
  kind(name: string): Locator {
    return this.saved(name).getByLabel('Kind');
  }

  /** Remove, then confirm when the page asks. */
  async remove(name: string): Promise<void> {
    await this.saved(name).getByRole('button', { name: 'Remove' }).click();
    await this.saved(name).getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  }
}
