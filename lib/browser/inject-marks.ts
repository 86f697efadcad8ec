/**
 * Runs a marks request in a tab's page (issue 27): installs `/highlights.js` unless the page holds it
 * already, then calls `globalThis.__craftMarks.run(request)` there (lib/highlights/page/install.ts).
 * The background (shortcut, menu) and the popup call it while they hold activeTab for the tab.
 */
import { browser } from 'wxt/browser';
import type { MarksRequest, MarksSummary } from '../highlights/page/marks-page';

export type { MarksRequest, MarksSummary };

/** The page's answer, or undefined when the page cannot be scripted (a browser page, a closed tab). */
export async function runMarks(
  target: { tabId: number; frameId?: number },
  request: MarksRequest,
): Promise<MarksSummary | undefined> {
  const injection = { tabId: target.tabId, ...(target.frameId ? { frameIds: [target.frameId] } : {}) };
  const call = async () => {
    const [frame] = await browser.scripting.executeScript({
      target: injection,
      // Runs in the page: only its argument crosses.
      func: (req: MarksRequest) => globalThis.__craftMarks?.run(req) ?? null,
      args: [request],
    });
    return (frame?.result ?? undefined) as MarksSummary | undefined;
  };
  try {
    const first = await call();
    if (first) return first;
    await browser.scripting.executeScript({ target: injection, files: ['/highlights.js'] });
    return await call();
  } catch {
    return undefined;
  }
}
