/**
 * Playwright fixtures for every e2e spec:
 * - `emulator`: the local Craft API, one per worker (rate limit off), reset before each test.
 * - `site`: the static test pages of tests/e2e/site on http://localhost:<port>, one per worker.
 * - `context` / `extensionId`: a fresh Chromium profile with the e2e build loaded, per test.
 * - `extensionPage`: an extension page (the options page) to send messages from.
 * - `optionsPage`: the options page object, already open.
 * - `seedConnection`: saves a connection through the real saveConnection message.
 * - `anotherProfile`: a second browser with the extension and a fresh profile of its own (another
 *   computer, say), for the same emulator; closed after the test.
 * - `grant` (option): permissions the build holds as if granted at run time (support/granted-build.ts).
 * The e2e build grants loopback host access, so no permission prompt stands in the way.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startEmulator, type Emulator } from '../../emulator/index';
import type { ConnectionKind, ConnectionSummary } from '../../lib/model/types';
import { grantedBuild, type Grant } from './support/granted-build';
import { launchWithExtension, type LaunchedExtension } from './support/launch-extension';
import { sendToBackground } from './support/send-to-background';
import { startStaticSite, type StaticSite } from './support/static-server';
import { OptionsPage } from './pages/options-page';

export { expect, sendToBackground };

export interface SeedOptions {
  kind?: ConnectionKind;
  keyed?: boolean;
  name?: string;
}

/** A second browser with the extension loaded, in a profile of its own. */
interface Profile {
  context: BrowserContext;
  extensionId: string;
  /** Its options page, to send messages from. */
  extensionPage: Page;
  /** Saves a connection to one of the emulator's links in this profile. */
  seedConnection(options?: SeedOptions): Promise<ConnectionSummary>;
}

interface TestFixtures {
  /** Permissions the build holds as if the user had granted them (`test.use({ grant })`); none by default. */
  grant: Grant | undefined;
  launched: LaunchedExtension;
  context: BrowserContext;
  extensionId: string;
  extensionPage: Page;
  optionsPage: OptionsPage;
  /** Saves a connection to one of the emulator's links (default: the `space` link). */
  seedConnection(options?: SeedOptions): Promise<ConnectionSummary>;
  /** Launches another browser profile (a fresh user-data dir, the test's `grant` held) on this test's emulator. */
  anotherProfile(): Promise<Profile>;
}

interface WorkerFixtures {
  emulator: Emulator;
  site: StaticSite;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  emulator: [
    // eslint-disable-next-line no-empty-pattern -- the test runner reads a fixture's dependencies from this object pattern; it needs none
    async ({}, use) => {
      const emulator = await startEmulator({ port: 0, rateLimit: false });
      await use(emulator);
      await emulator.close();
    },
    { scope: 'worker' },
  ],

  site: [
    // eslint-disable-next-line no-empty-pattern -- the test runner reads a fixture's dependencies from this object pattern; it needs none
    async ({}, use) => {
      const site = await startStaticSite(resolve(import.meta.dirname, 'site'));
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],

  grant: [undefined, { option: true }],

  launched: async ({ emulator, grant }, use) => {
    // Every test starts from the seeded sample space with an empty log.
    emulator.reset();
    emulator.setRateLimit(false);
    emulator.log.clear();
    const root = await mkdtemp(join(tmpdir(), 'craft-e2e-'));
    const extensionDir = grant ? await grantedBuild(join(root, 'ext'), grant) : undefined;
    const launched = await launchWithExtension({ userDataDir: join(root, 'profile'), extensionDir });
    await use(launched);
    await launched.context.close();
    await rm(root, { recursive: true, force: true });
  },

  context: async ({ launched }, use) => {
    await use(launched.context);
  },

  extensionId: async ({ launched }, use) => {
    await use(launched.extensionId);
  },

  extensionPage: async ({ context, extensionId }, use) => {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    await use(page);
  },

  optionsPage: async ({ context, extensionId }, use) => {
    const page = await context.newPage();
    await use(await new OptionsPage(page, extensionId).open());
  },

  seedConnection: async ({ emulator, extensionPage }, use) => {
    await use((options) => seed(emulator, extensionPage, options));
  },

  anotherProfile: async ({ emulator, grant }, use) => {
    const roots: string[] = [];
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const root = await mkdtemp(join(tmpdir(), 'craft-e2e-profile-'));
      roots.push(root);
      // The same build as the test's first browser: its `grant` held there too.
      const extensionDir = grant ? await grantedBuild(join(root, 'ext'), grant) : undefined;
      const { context, extensionId } = await launchWithExtension({ userDataDir: join(root, 'profile'), extensionDir });
      contexts.push(context);
      const extensionPage = await context.newPage();
      await extensionPage.goto(`chrome-extension://${extensionId}/options.html`);
      return { context, extensionId, extensionPage, seedConnection: (o) => seed(emulator, extensionPage, o) };
    });
    for (const context of contexts) await context.close();
    for (const root of roots) await rm(root, { recursive: true, force: true });
  },
});

async function seed(emulator: Emulator, extensionPage: Page, options: SeedOptions = {}): Promise<ConnectionSummary> {
  const link = emulator.link(options.kind ?? 'space', { keyed: options.keyed });
  const result = await sendToBackground(extensionPage, 'saveConnection', {
    apiUrl: link.apiUrl,
    apiKey: link.apiKey,
    name: options.name,
  });
  if (!result.ok) throw new Error(`seedConnection failed: ${result.error}`);
  return result.value;
}
