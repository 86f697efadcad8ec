/**
 * capture.js stays installed in a page between clips (lib/capture/build.ts): the second clip of a tab
 * calls the copy the first one installed, and reads the page as it is then; a copy from another build
 * is replaced. What the tab's isolated world holds is read through `chrome.scripting` from an
 * extension page, as the extension itself reaches it.
 */
import type { Page } from '@playwright/test';
import { expect, sendToBackground, test } from './fixtures';
import { flatten, openTab } from './clip-helpers';

type Step = 'mark' | 'read mark' | 'plant an older build' | 'read build';

/** One step in the tab's isolated world, the extension's (where capture.js installs itself). */
async function inWorld(extensionPage: Page, tabId: number, step: Step): Promise<unknown> {
  return extensionPage.evaluate(
    async ({ tabId, step }) => {
      interface Scripting {
        executeScript(injection: {
          target: { tabId: number };
          func: (what: string) => unknown;
          args: [string];
        }): Promise<Array<{ result?: unknown }>>;
      }
      const chromeApi = (globalThis as unknown as { chrome: { scripting: Scripting } }).chrome;
      const [frame] = await chromeApi.scripting.executeScript({
        target: { tabId },
        func: (what: string) => {
          const scope = globalThis as unknown as { __craftCapture?: Record<string, unknown> };
          if (what === 'mark') scope.__craftCapture!.mark = 'first clip';
          if (what === 'read mark') return scope.__craftCapture?.mark ?? null;
          // What an earlier version of the extension would leave in the page.
          if (what === 'plant an older build') {
            scope.__craftCapture = { build: 'an older build', run: async () => ({ markdown: 'stale' }) };
          }
          if (what === 'read build') return scope.__craftCapture?.build ?? null;
          return null;
        },
        args: [step],
      });
      return frame?.result;
    },
    { tabId, step },
  );
}

const textsOf = (block: Record<string, unknown> | undefined) => flatten(block).map((b) => String(b.markdown ?? ''));

test.describe('capture.js installed between clips', () => {
  test('a second clip calls the installed copy and reads the page as it is then', async ({
    context,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const { page, tabId } = await openTab(context, extensionPage, site.url('/clip/article.html'));

    expect((await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'page' })).ok).toBe(true);
    // Marks the installed copy: a file injected again would install a new one, without the mark.
    await inWorld(extensionPage, tabId, 'mark');
    await page.evaluate(() => {
      const added = document.createElement('p');
      added.textContent = 'A paragraph added after the first clip.';
      document.body.append(added);
    });

    expect((await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'page' })).ok).toBe(true);
    expect(await inWorld(extensionPage, tabId, 'read mark')).toBe('first clip');
    const texts = textsOf(emulator.state.dailyNote('today'));
    expect(texts.filter((t) => t.includes('A paragraph added after the first clip.'))).toHaveLength(1);
  });

  test('a copy from another build is replaced', async ({ context, extensionPage, emulator, site, seedConnection }) => {
    await seedConnection();
    const { tabId } = await openTab(context, extensionPage, site.url('/clip/article.html'));
    await inWorld(extensionPage, tabId, 'plant an older build');

    const result = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'page' });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(await inWorld(extensionPage, tabId, 'read build')).toMatch(/^[0-9a-f]{16}$/);
    const texts = textsOf(emulator.state.dailyNote('today'));
    expect(texts.join('\n')).not.toContain('stale');
    expect(texts.length).toBeGreaterThan(2);
  });
});
