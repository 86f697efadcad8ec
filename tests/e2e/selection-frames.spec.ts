/**
 * A selection inside a frame, in a real browser: the frame the user selected in is clipped, and a
 * frame nobody can see is never entered (selection-ranges.ts), through the background's clipTab.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, sendToBackground, test } from './fixtures';
import { childrenOf, lastChild, openSite, tabIdFor } from './clip-helpers';

/** The frames page in a new tab, its frame `id` once that frame's document is there, and the tab's id. */
async function openFrame(context: BrowserContext, extensionPage: Page, url: string, id: string) {
  const page = await context.newPage();
  await openSite(page, url);
  const frame = (await (await page.locator(`#${id}`).elementHandle())!.contentFrame())!;
  await frame.waitForSelector('#in', { state: 'attached' });
  return { frame, tabId: await tabIdFor(extensionPage, url) };
}

test.describe('a selection inside a frame', () => {
  test('text selected in a frame is the clip', async ({ context, extensionPage, emulator, site, seedConnection }) => {
    await seedConnection();
    const { frame, tabId } = await openFrame(context, extensionPage, site.url('/clip/frames.html'), 'shown');
    // As a user selects: a triple click on the paragraph, which also gives the frame focus.
    await frame.locator('#in').click({ clickCount: 3 });
    await expect.poll(() => frame.evaluate(() => String(getSelection()))).toContain('Lichens');

    const result = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'selection' });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const texts = childrenOf(lastChild(emulator.state.dailyNote('today'))).map((b) => String(b.markdown));
    expect(texts.join('\n')).toContain('Lichens grow on the north side of the old stone wall.');
    expect(texts.join('\n')).not.toContain('Text of the page itself');
  });

  test('a selection in a frame nobody can see is not read', async ({
    context,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const { frame, tabId } = await openFrame(context, extensionPage, site.url('/clip/frames.html'), 'hidden');
    await frame.evaluate(() => getSelection()!.selectAllChildren(document.getElementById('in')!));
    // The range is there (a selection's own text is empty where nothing is rendered; the range's is not).
    expect(await frame.evaluate(() => getSelection()!.getRangeAt(0).toString())).toContain('Tracking');
    emulator.log.clear();

    const result = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'selection' });
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/Nothing is selected/) });
    expect(emulator.log.entries().filter((e) => e.method !== 'GET')).toEqual([]);
  });
});
