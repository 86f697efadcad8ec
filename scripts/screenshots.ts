/**
 * `npm run screenshots`: pictures of the popup (clip, task, reading list, sent) and the options page, light and dark,
 * from the e2e build (`npm run build:e2e` first; the npm script does it) against the local emulator,
 * into docs/screenshots/. The README shows them (regenerating: docs/DEVELOPING.md). A real Chromium, the real extension, no stand-ins.
 * Options: --out=DIR (default docs/screenshots).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { startEmulator } from '../emulator/index';
import { openSite, select, tabIdFor } from '../tests/e2e/clip-helpers';
import { makeCollection, READS } from '../tests/e2e/support/collections';
import { launchWithExtension } from '../tests/e2e/support/launch-extension';
import { sendToBackground } from '../tests/e2e/support/send-to-background';
import { startStaticSite } from '../tests/e2e/support/static-server';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, process.argv.find((a) => a.startsWith('--out='))?.slice(6) ?? 'docs/screenshots');
const POPUP = { width: 400, height: 600 };

type Scheme = 'light' | 'dark';

async function shoot(page: Page, name: string): Promise<void> {
  // Fonts and the lazily drawn preview settle before the picture.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
  console.log(`wrote ${join(out, `${name}.png`)}`);
}

async function openPopup(
  context: BrowserContext,
  extensionId: string,
  tabId: number,
  scheme: Scheme,
  view = '',
): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(POPUP);
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}${view}`);
  return page;
}

const READING_LIST = 'Reading list';

async function main(): Promise<void> {
  await mkdir(out, { recursive: true });
  const emulator = await startEmulator({ port: 0, rateLimit: false });
  const site = await startStaticSite(resolve(root, 'tests/e2e/site'));
  const userDataDir = await mkdtemp(join(tmpdir(), 'craft-shots-'));
  const { context, extensionId } = await launchWithExtension({ userDataDir });
  try {
    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    const link = emulator.link('space');
    const saved = await sendToBackground(options, 'saveConnection', { apiUrl: link.apiUrl, apiKey: link.apiKey });
    if (!saved.ok) throw new Error(`saveConnection: ${saved.error}`);
    const url = site.url('/clip/article.html');
    const article = await context.newPage();
    await openSite(article, url);
    await select(article, '#intro');
    const tabId = await tabIdFor(options, url);
    // A collection shaped like a reading list, so its view shows the page's properties mapped.
    const tags = { name: 'Tags', type: 'multiSelect', options: [{ name: 'nature' }, { name: 'coast' }] };
    await makeCollection(emulator, READING_LIST, [...READS, tags]);

    for (const scheme of ['light', 'dark'] as const) {
      const clip = await openPopup(context, extensionId, tabId, scheme);
      await clip.locator('.preview [data-filled]').waitFor();
      await shoot(clip, `popup-clip-${scheme}`);
      await clip.getByRole('button', { name: /^Send/ }).click();
      await clip.getByText('Clipped to Craft.').waitFor();
      await shoot(clip, `popup-sent-${scheme}`);
      await clip.close();

      const task = await openPopup(context, extensionId, tabId, scheme, '&view=task');
      await task.getByRole('region', { name: "Today's tasks" }).waitFor();
      await task.getByLabel('Deadline (type a date)').fill('fri');
      await shoot(task, `popup-task-${scheme}`);
      await task.close();

      const list = await openPopup(context, extensionId, tabId, scheme, '&view=list');
      await list.getByLabel('Collection').selectOption({ label: READING_LIST });
      await list.getByLabel('Tags').waitFor();
      await list.getByLabel('Tags').fill('nature, coast');
      await list.getByLabel('Tags').blur();
      await shoot(list, `popup-list-${scheme}`);
      await list.close();

      await options.setViewportSize({ width: 900, height: 900 });
      await options.emulateMedia({ colorScheme: scheme });
      await options.reload();
      await options.getByRole('list', { name: 'Saved connections' }).waitFor();
      await shoot(options, `options-${scheme}`);
    }
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
    await site.close();
    await emulator.close();
  }
}

await main();
