/**
 * Runs the built capture.js in a tab as the extension does (lib/browser/capture-tab.ts): from an
 * extension page, executeScript of /capture.js, then `__craftCapture.run(request)` in the page.
 * `ms` is the run's own time, measured in the page.
 */
import type { Page } from '@playwright/test';
import type { CaptureRequest, CaptureResult } from '../../../lib/capture/types';

export async function runCaptureInTab(
  extensionPage: Page,
  tabId: number,
  request: CaptureRequest,
): Promise<CaptureResult & { ms: number }> {
  return extensionPage.evaluate(
    async ({ tabId, request }) => {
      const { scripting } = (
        globalThis as unknown as {
          chrome: {
            scripting: {
              executeScript(o: object): Promise<Array<{ result?: unknown }>>;
            };
          };
        }
      ).chrome;
      await scripting.executeScript({ target: { tabId }, files: ['/capture.js'] });
      const [done] = await scripting.executeScript({
        target: { tabId },
        args: [request],
        func: async (req: unknown) => {
          const start = performance.now();
          const result = await (
            globalThis as unknown as { __craftCapture: { run(r: unknown): Promise<Record<string, unknown>> } }
          ).__craftCapture.run(req);
          return { ...result, ms: performance.now() - start };
        },
      });
      return done.result as CaptureResult & { ms: number };
    },
    { tabId, request },
  );
}
