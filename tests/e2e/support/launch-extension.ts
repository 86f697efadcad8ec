/**
 * Launches Chromium (or Google Chrome) with an unpacked build of the extension loaded, for the e2e
 * fixtures and the sandbox. `npx playwright install` cannot run here: the browser comes from
 * find-browser.ts (CHROMIUM_PATH, else the usual install places).
 */
import { chromium, type BrowserContext } from '@playwright/test';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { findChromium } from './find-browser';

/** Overridable so a build made elsewhere (e.g. from a clean checkout) can be tested. */
export const E2E_BUILD_DIR =
  process.env.E2E_EXTENSION_DIR ?? resolve(import.meta.dirname, '../../../.output/chrome-mv3-e2e');

export interface LaunchOptions {
  userDataDir: string;
  extensionDir?: string;
  headless?: boolean;
  /** Extra Chromium switches, e.g. `--remote-debugging-port=9222` for the sandbox. */
  args?: string[];
}

export interface LaunchedExtension {
  context: BrowserContext;
  extensionId: string;
}

export async function launchWithExtension(options: LaunchOptions): Promise<LaunchedExtension> {
  const ext = options.extensionDir ?? E2E_BUILD_DIR;
  if (!existsSync(resolve(ext, 'manifest.json'))) {
    throw new Error(`No extension build at ${ext}. Run \`npm run build:e2e\` first.`);
  }
  const headless = options.headless ?? true;
  const browser = findChromium();
  const context = await chromium.launchPersistentContext(options.userDataDir, {
    executablePath: browser.path,
    headless,
    args: [
      // Google Chrome 137+ ignores --load-extension unless this feature is off; Chromium honours it.
      // It replaces Playwright's own --disable-features list, so it is passed for Chrome only.
      ...(browser.branded ? ['--disable-features=DisableLoadExtensionCommandLineSwitch'] : []),
      // The new headless mode is the one that runs extensions.
      ...(headless ? ['--headless=new'] : []),
      `--disable-extensions-except=${ext}`,
      `--load-extension=${ext}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      ...(options.args ?? []),
    ],
  });
  let [worker] = context.serviceWorkers();
  worker ??= await context.waitForEvent('serviceworker', { timeout: 0 });
  const extensionId = new URL(worker.url()).host;
  return { context, extensionId };
}
