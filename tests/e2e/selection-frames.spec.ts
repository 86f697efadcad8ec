/**
 * A selection inside a frame, in a real browser: the frame the user selected in is clipped, and a
 * frame nobody can see is never entered (selection-ranges.ts), through the background's clipTab.
 */
import type { Frame, Page } from '@playwright/test';
import { expect, sendToBackground, test } from './fixtures';
import { childrenOf, lastChild, openSite, tabIdFor } from './clip-helpers';

/** The frame `id` of `page`, once its document is there. */
async function frameOf(page: Page, id: string): Promise<Frame> {
  const frame = await (await page.locator(`#${id}`).elementHandle())!.contentFrame();
  await frame!.waitForSelector('#in', { state: 'attached' });
  return frame!;
}

test.describe('a selection inside a frame', () => {
  test('text selected in a frame is the clip', async ({ context, extensionPage, emulator, site, seedConnection }) => {
    await seedConnection();
    const page = await context.newPage();
    const url = site.url('/clip/frames.html');
    await openSite(page, url);
    const frame = await frameOf(page, 'shown');
    // As a user selects: a triple click on the paragraph, which also gives the frame focus.
    await frame.locator('#in').click({ clickCount: 3 });
    await expect.poll(() => frame.evaluate(() => String(getSelection()))).toContain('Lichens');
    const tabId = await tabIdFor(extensionPage, url);

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
    const page = await context.newPage();
    const url = site.url('/clip/frames.html');
    await openSite(page, url);
    const frame = await frameOf(page, 'hidden');
    await frame.evaluate(() => getSelection()!.selectAllChildren(document.getElementById('in')!));
    // The range is there (a selection's own text is empty where nothing is rendered; the range's is not).
    expect(await frame.evaluate(() => getSelection()!.getRangeAt(0).toString())).toContain('Tracking');
    const tabId = await tabIdFor(extensionPage, url);
    emulator.log.clear();

    const result = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'selection' });
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/Nothing is selected/) });
    expect(emulator.log.entries().filter((e) => e.method !== 'GET')).toEqual([]);
  });
});
