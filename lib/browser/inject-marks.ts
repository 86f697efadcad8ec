/**
 * Runs a marks request in a tab's page (issue 27): calls `globalThis.__craftMarks.run(request)` there
 * (lib/highlights/page/install.ts), installing `/highlights.js` first when the page does not hold it.
 * A highlight request may bring `first` (the last colour): then the first call, finding no script,
 * paints the selection at once as a pending mark that the script takes when installed
 * (lib/highlights/page/first-paint.ts), and is asked after only to show the page's marks.
 * The background (shortcut, menu) and the popup call it while they hold activeTab for the tab.
 */
import { browser } from 'wxt/browser';
import { paintFirst, PENDING, type FirstPaint } from '../highlights/page/first-paint';
import type { MarksRequest, MarksSummary } from '../highlights/page/marks-page';

export type { MarksRequest, MarksSummary };

/** The page's answer, or undefined when the page cannot be scripted (a browser page, a closed tab). */
export async function runMarks(
  target: { tabId: number; frameId?: number },
  request: MarksRequest,
  first?: FirstPaint,
): Promise<MarksSummary | undefined> {
  const injection = { tabId: target.tabId, ...(target.frameId ? { frameIds: [target.frameId] } : {}) };
  const call = async (req: MarksRequest, paint: FirstPaint | null) => {
    const [frame] = await browser.scripting.executeScript({
      target: injection,
      injectImmediately: true,
      // Runs in the page, serialised: only its arguments cross.
      func: paintFirst,
      args: [req, paint],
    });
    return (frame?.result ?? undefined) as MarksSummary | typeof PENDING | undefined;
  };
  try {
    const answer = await call(request, request.kind === 'highlight' ? (first ?? null) : null);
    if (answer && answer !== PENDING) return answer;
    await browser.scripting.executeScript({ target: injection, files: ['/highlights.js'] });
    // A pending mark became the page's new mark as the script installed: only the page's marks are left.
    const summary = await call(answer === PENDING ? { kind: 'show' } : request, null);
    return summary === PENDING ? undefined : summary;
  } catch {
    return undefined;
  }
}
