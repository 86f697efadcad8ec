/**
 * The side panel as a user sees it, opened as `sidepanel.html` in a tab of its own (as the popup
 * specs open popup.html): it follows the active tab of the other tabs, so a spec brings a page's
 * tab to the front to show it there. Locators go by role and label.
 */
import type { Locator, Page } from '@playwright/test';

export type PanelSection = 'Page' | 'Highlights' | 'Task' | 'Clip';

export class SidePanelPage {
  constructor(
    readonly page: Page,
    readonly extensionId: string,
  ) {}

  async open(): Promise<this> {
    await this.page.goto(`chrome-extension://${this.extensionId}/sidepanel.html`);
    await this.page.getByRole('heading', { name: 'Clip to Craft' }).waitFor();
    return this;
  }

  /** The title of the page the panel is about. */
  get pageTitle(): Locator {
    return this.page.locator('.panel-page');
  }

  /** What the panel says on a page no extension may read. */
  get closedState(): Locator {
    return this.page.getByText(/^Clip to Craft cannot read this page/);
  }

  async section(name: PanelSection): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }
}
