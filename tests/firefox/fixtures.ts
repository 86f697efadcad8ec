/**
 * Vitest fixtures for the Firefox suite, the counterpart of tests/e2e/fixtures.ts:
 * - `emulator` and `site`: the local Craft API and the static test pages, one per file;
 * - `firefox`: Firefox ESR with the Firefox e2e build installed, fresh profile per test, driven
 *   over Marionette; its output is printed when the test fails, with what a wait was waiting for;
 * - `extension`: the steps a user takes on the extension's own pages.
 */
import { resolve } from 'node:path';
import { test as base } from 'vitest';
import { startEmulator, type Emulator } from '../../emulator/index';
import { startStaticSite, type StaticSite } from '../e2e/support/static-server';
import { ExtensionPages } from './support/extension-pages';
import { FirefoxDriver } from './support/firefox-driver';
import { launchFirefox } from './support/launch-firefox';

export { expect } from 'vitest';

interface Fixtures {
  emulator: Emulator;
  site: StaticSite;
  firefox: FirefoxDriver;
  extension: ExtensionPages;
}

export const test = base.extend<Fixtures>({
  emulator: [
    // eslint-disable-next-line no-empty-pattern -- the test runner reads a fixture's dependencies from this object pattern; it needs none
    async ({}, use) => {
      const emulator = await startEmulator({ port: 0, rateLimit: false });
      await use(emulator);
      await emulator.close();
    },
    { scope: 'file' },
  ],
  site: [
    // eslint-disable-next-line no-empty-pattern -- the test runner reads a fixture's dependencies from this object pattern; it needs none
    async ({}, use) => {
      const site = await startStaticSite(resolve(import.meta.dirname, '../e2e/site'));
      await use(site);
      await site.close();
    },
    { scope: 'file' },
  ],
  firefox: async ({ emulator, onTestFailed }, use) => {
    emulator.reset();
    emulator.log.clear();
    const launched = await launchFirefox();
    const driver = new FirefoxDriver(launched.marionette, launched.downloadDir);
    onTestFailed(() => {
      if (driver.waitingFor) console.error(`Was waiting for: ${driver.waitingFor}`);
      console.error(`Firefox output (last lines):\n${launched.output().split('\n').slice(-40).join('\n')}`);
    });
    await use(driver);
    await launched.close();
  },
  extension: async ({ firefox }, use) => {
    await use(new ExtensionPages(firefox));
  },
});
