/**
 * "Keep images in Craft" for clips: with the setting on, the images Craft cannot fetch itself — a
 * data: image, a blob: image made by the page, an image behind a login — are uploaded from the
 * page and land as image blocks exactly where they were, between the text blocks, byte-identical;
 * a public image is written by its own URL (no upload; Craft re-hosts it, which the emulator plays,
 * evidence §3a #1). With the setting off nothing is uploaded. Through the background clipTab path and through the popup.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, sendToBackground, test } from './fixtures';
import { childrenOf, lastChild, tabIdFor } from './clip-helpers';
import { PopupPage } from './pages/popup';
import { sha256Of, startImageServer, type ImageServer } from './site/images/image-server';
import type { Emulator } from '../../emulator/index';
import type { OptionsPage } from './pages/options-page';

type Json = Record<string, unknown>;

let server: ImageServer;
test.beforeAll(async () => {
  server = await startImageServer();
});
test.afterAll(async () => {
  await server.close();
});

async function keepImagesSetting(optionsPage: OptionsPage, extensionPage: Page, on: boolean): Promise<void> {
  const box = optionsPage.page
    .getByRole('region', { name: 'Clip format' })
    .getByRole('checkbox', { name: /Keep images in Craft/ });
  await box.setChecked(on);
  await expect
    .poll(() =>
      extensionPage.evaluate(async () => {
        const chromeApi = (
          globalThis as unknown as { chrome: { storage: { local: { get(k: string): Promise<Json> } } } }
        ).chrome;
        return (
          ((await chromeApi.storage.local.get('clipSettings')).clipSettings as Json | undefined)?.keepImages ?? false
        );
      }),
    )
    .toBe(on);
}

/** Logs in (the private image needs the cookie), opens the page, and hashes its data: and blob: images in the page. */
async function openKeepPage(context: BrowserContext, extensionPage: Page) {
  const login = await context.newPage();
  await login.goto(server.url('/login'));
  await login.close();
  const page = await context.newPage();
  const url = server.url('/images/keep.html');
  await page.goto(url);
  const hashes = await page.evaluate(async () => {
    const sources = await (window as unknown as { sources: Promise<{ data: string; blob: string }> }).sources;
    const hash = async (u: string) => {
      const digest = await crypto.subtle.digest('SHA-256', await (await fetch(u)).arrayBuffer());
      return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    };
    return { data: await hash(sources.data), blob: await hash(sources.blob) };
  });
  return { page, url, tabId: await tabIdFor(extensionPage, url), hashes };
}

/**
 * The clip's paragraphs and images in order: 'text:…', 'upload:<sha256 of the stored bytes>',
 * 'rehosted:<address written>' (an image written by URL, re-hosted on write) or 'url:<address>'.
 */
function shape(emulator: Emulator, blocks: Json[]): string[] {
  return blocks.flatMap((b) => {
    if (b.type === 'image') {
      const stored = emulator.state.upload(String(b.id));
      const source = emulator.state.assetSource(String(b.url));
      return [stored ? `upload:${stored.sha256}` : source ? `rehosted:${source}` : `url:${b.url}`];
    }
    const text = String(b.markdown);
    return text.includes('paragraph') ? [`text:${text}`] : [];
  });
}

async function expected(hashes: { data: string; blob: string }): Promise<string[]> {
  return [
    'text:First paragraph before the embedded image.',
    `upload:${hashes.data}`,
    'text:Second paragraph before the page-made image.',
    `upload:${hashes.blob}`,
    'text:Third paragraph before the private image.',
    `upload:${await sha256Of('png.png')}`,
    'text:Fourth paragraph before the public image.',
    `rehosted:${server.url('/images/jpeg.jpg')}`,
    'text:Last paragraph after every image.',
  ];
}

const uploads = (emulator: Emulator) =>
  emulator.log.entries().filter((e) => e.method === 'POST' && e.path === '/upload');

test.describe('keep images in Craft', () => {
  test('clipTab with the setting on: text and uploaded images in order, the public image written by its URL', async ({
    context,
    optionsPage,
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    await seedConnection();
    await keepImagesSetting(optionsPage, extensionPage, true);
    const { tabId, hashes } = await openKeepPage(context, extensionPage);
    expect(hashes.data).not.toBe(hashes.blob);

    const result = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'page' });
    expect(result.ok, JSON.stringify(result)).toBe(true);

    const clip = lastChild(emulator.state.dailyNote('today') as Json);
    expect(clip).toMatchObject({ type: 'page', markdown: 'Keep Images' });
    expect(shape(emulator, childrenOf(clip))).toEqual(await expected(hashes));
    expect(uploads(emulator)).toHaveLength(3);
    // Each upload went into the clip's page, not elsewhere.
    for (const entry of uploads(emulator)) expect(entry.query).toMatchObject({ position: 'end', pageId: clip!.id });
  });

  test('inline clip from the background: the uploads go after the previous block, in order', async ({
    context,
    optionsPage,
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    await seedConnection();
    await optionsPage.page
      .getByRole('region', { name: 'Clip format' })
      .getByRole('radio', { name: 'Inline blocks' })
      .check();
    await keepImagesSetting(optionsPage, extensionPage, true);
    const { tabId, hashes } = await openKeepPage(context, extensionPage);

    const result = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'page' });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(shape(emulator, childrenOf(emulator.state.dailyNote('today') as Json))).toEqual(await expected(hashes));
    for (const entry of uploads(emulator)) expect(entry.query).toMatchObject({ position: 'after' });
  });

  test('through the popup: the preview shows upload placeholders, and what arrives matches the page', async ({
    context,
    optionsPage,
    extensionPage,
    extensionId,
    emulator,
    seedConnection,
  }) => {
    await seedConnection();
    await keepImagesSetting(optionsPage, extensionPage, true);
    const { tabId, hashes } = await openKeepPage(context, extensionPage);

    const popup = await new PopupPage(await context.newPage(), extensionId).open(tabId);
    await popup.ready();
    await popup.chooseMode('Page');
    await popup.showSource();
    const preview = await popup.source.inputValue();
    expect(preview).toContain('![embedded](craft-upload:1)');
    expect(preview).toContain('![made here](craft-upload:2)');
    expect(preview).toContain('![private](craft-upload:3)');
    expect(preview).toContain(`![public](${server.url('/images/jpeg.jpg')})`);
    expect(preview).not.toContain('data:image');

    await popup.send();
    await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible();
    const clip = lastChild(emulator.state.dailyNote('today') as Json);
    expect(shape(emulator, childrenOf(clip))).toEqual(await expected(hashes));
  });

  test('with the setting off nothing is uploaded', async ({ context, extensionPage, emulator, seedConnection }) => {
    await seedConnection();
    const { tabId } = await openKeepPage(context, extensionPage);
    const result = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'page' });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(uploads(emulator)).toHaveLength(0);
    const blocks = shape(emulator, childrenOf(lastChild(emulator.state.dailyNote('today') as Json)));
    expect(blocks).toContain(`rehosted:${server.url('/images/jpeg.jpg')}`);
    expect(blocks.filter((b) => b.startsWith('url:blob:'))).toEqual([]);
  });
});
