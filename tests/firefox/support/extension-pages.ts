/**
 * The extension's pages in Firefox as a user meets them (the counterpart of tests/e2e/pages):
 * the options page's connection form, the popup on a given tab, its Task and Reading list views,
 * and one message to the background in @webext-core/messaging's wire shape for what only a menu
 * would do.
 */
import type { ProtocolMap } from '../../../lib/messaging/protocol';
import { button, css, label, type FirefoxDriver } from './firefox-driver';
import { EXTENSION_ORIGIN } from './launch-firefox';

type Data<K extends keyof ProtocolMap> = Parameters<ProtocolMap[K]>[0];
type Res<K extends keyof ProtocolMap> = ReturnType<ProtocolMap[K]>;

export const STATUS = css('[data-testid="connection-status"]');

export class ExtensionPages {
  constructor(readonly driver: FirefoxDriver) {}

  /** Opens the options page in a new tab and waits for its form. */
  async openOptions(): Promise<void> {
    await this.driver.newTab(`${EXTENSION_ORIGIN}/options.html`);
    await this.driver.element(label('API URL'));
  }

  /** Pastes the API URL and presses Save, as a user would; returns without waiting for the outcome. */
  async saveConnection(apiUrl: string): Promise<void> {
    await this.driver.fill(label('API URL'), apiUrl);
    await this.driver.click(button('Save connection'));
  }

  /** The text of the connection form's outcome once there is one ("Saved. …" or an error). */
  outcome(): Promise<string> {
    return this.driver.until('the connection outcome', async () => {
      const shown = (await this.driver.textOf(STATUS)).trim();
      return shown || undefined;
    });
  }

  /** Adds a connection through the options page and waits until it is saved. */
  async connect(apiUrl: string): Promise<void> {
    await this.openOptions();
    await this.saveConnection(apiUrl);
    const shown = await this.outcome();
    if (!shown.startsWith('Saved.')) throw new Error(`Saving the connection failed: ${shown}`);
  }

  /** Opens a web page in a new tab and returns its tab id (as the browser's tabs API knows it). */
  async openSite(url: string): Promise<number> {
    await this.driver.newTab(url);
    await this.driver.until(`${url} loaded`, () =>
      this.driver.execute<boolean>('return document.readyState === "complete"'),
    );
    return this.tabIdFor(url);
  }

  /**
   * The id of the tab showing `url`, asked from a fresh extension page. All tabs are listed and
   * compared here: Firefox match patterns have no port, so `tabs.query({ url })` with one finds nothing.
   */
  async tabIdFor(url: string): Promise<number> {
    await this.driver.newTab(`${EXTENSION_ORIGIN}/options.html`);
    return this.driver.execute<number>(
      `const url = arguments[0];
       return browser.tabs.query({}).then((tabs) => {
         const tab = tabs.find((t) => t.url === url);
         if (tab?.id === undefined) throw new Error('no tab for ' + url);
         return tab.id;
       })`,
      url,
    );
  }

  /** The popup, opened as `popup.html?tab=<id>` in a tab (Marionette cannot press the toolbar button). */
  async openPopup(tabId: number, view: 'clip' | 'task' | 'list' = 'clip'): Promise<void> {
    const query = new URLSearchParams({ tab: String(tabId), ...(view !== 'clip' ? { view } : {}) });
    await this.driver.newTab(`${EXTENSION_ORIGIN}/popup.html?${query}`);
  }

  /** Waits until the popup has read the page (the preview holds the clip) and returns the preview. */
  previewReady(): Promise<string> {
    return this.driver.until('the popup preview', async () => {
      // The redesigned popup draws the clip as blocks (a source textarea only on request): the filled
      // preview is marked with data-filled, as the bench's preview-ready mark reads it.
      const preview = await this.driver.find(css('.preview [data-filled]'));
      const value = preview
        ? await this.driver.execute<string>('return arguments[0].value ?? arguments[0].textContent', preview)
        : '';
      return value.trim() || undefined;
    });
  }

  async sendClip(): Promise<string> {
    await this.driver.click(button('Send'));
    return this.driver.untilText(/Clipped to Craft\.|could not|failed|error/i);
  }

  /** Sends one protocol message from the current extension page to the background. */
  async message<K extends keyof ProtocolMap>(type: K, data: Data<K>): Promise<Res<K>> {
    const reply = await this.driver.execute<{ res?: unknown; err?: { message?: string } }>(
      'return browser.runtime.sendMessage({ id: Math.floor(Math.random() * 1e9), type: arguments[0], data: arguments[1], timestamp: Date.now() })',
      type,
      data ?? null,
    );
    if (reply?.err != null) throw new Error(`${type}: ${reply.err.message ?? JSON.stringify(reply.err)}`);
    return reply?.res as Res<K>;
  }
}
