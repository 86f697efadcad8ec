/**
 * Shared steps of the clip specs: open a test page and find its tab id (from an extension page,
 * as the issue describes), select text in it, and read what the emulator holds.
 */
import type { BrowserContext, Page } from '@playwright/test';

type Json = Record<string, unknown>;

export async function openSite(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('domcontentloaded');
}

export async function tabIdFor(extensionPage: Page, url: string): Promise<number> {
  return extensionPage.evaluate(async (pageUrl) => {
    const chromeApi = (
      globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<Array<{ id?: number }>> } } }
    ).chrome;
    const [tab] = await chromeApi.tabs.query({ url: pageUrl });
    if (tab?.id === undefined) throw new Error(`no tab for ${pageUrl}`);
    return tab.id;
  }, url);
}

/** `url` opened in a new tab, and that tab's id. */
export async function openTab(context: BrowserContext, extensionPage: Page, url: string) {
  const page = await context.newPage();
  await openSite(page, url);
  return { page, tabId: await tabIdFor(extensionPage, url) };
}

/** Selects the whole text of the elements matching `selectors` (Chromium keeps one range: give one). */
export async function select(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector(sel)!);
    const selection = getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  }, selector);
}

/** Every block's markdown in document order, depth-first, for "does it contain, in order" checks. */
export function flatten(block: Json | undefined): Json[] {
  if (!block) return [];
  const children = (block.content as Json[] | undefined) ?? [];
  return [block, ...children.flatMap((c) => flatten(c))];
}

export const lastChild = (block: Json | undefined): Json | undefined =>
  ((block?.content as Json[] | undefined) ?? []).at(-1);
export const firstChild = (block: Json | undefined): Json | undefined =>
  ((block?.content as Json[] | undefined) ?? [])[0];
export const childrenOf = (block: Json | undefined): Json[] => (block?.content as Json[] | undefined) ?? [];
