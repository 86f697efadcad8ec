/**
 * Injected on demand with `scripting.executeScript({ files: ['/highlights.js'] })` under activeTab
 * (the highlight shortcut, the "Highlight" menu entry, the popup on a page with marks); a second
 * executeScript calls `globalThis.__craftMarks.run(request)`. See lib/browser/inject-marks.ts.
 * Kept apart from capture.js: marking a passage needs none of the converter.
 */
import { browser } from 'wxt/browser';
import { installMarks } from '../lib/highlights/page/install';

declare global {
  var __craftMarksListening: true | undefined;
}

export default defineUnlistedScript(() => {
  installMarks(globalThis, document, window);
  // The side panel's two questions (entrypoints/sidepanel/page-script.ts), listened for once per page.
  if (globalThis.__craftMarksListening) return;
  globalThis.__craftMarksListening = true;
  browser.runtime.onMessage.addListener((message: unknown, sender) => {
    const marks = globalThis.__craftMarks;
    if (sender.id !== browser.runtime.id || !marks || typeof message !== 'object' || !message) return undefined;
    const request = message as { type?: unknown; id?: unknown };
    if (request.type === 'scrollToMark' && typeof request.id === 'string')
      return Promise.resolve({ ok: marks.scrollTo(request.id) });
    if (request.type === 'placedMarks') return Promise.resolve(marks.report());
    return undefined;
  });
});
