/**
 * Injected on demand with `scripting.executeScript({ files: ['/highlights.js'] })` under activeTab
 * (the highlight shortcut, the "Highlight" menu entry, the popup on a page with marks); a second
 * executeScript calls `globalThis.__craftMarks.run(request)`. See lib/browser/inject-marks.ts.
 * Kept apart from capture.js: marking a passage needs none of the converter.
 */
import { installMarks } from '../lib/highlights/page/install';
import { onTrustedMessage } from '../lib/messaging/trusted';

declare global {
  var __craftMarksListening: true | undefined;
}

export default defineUnlistedScript(() => {
  installMarks(globalThis, document, window);
  // The side panel's two questions (entrypoints/sidepanel/page-script.ts), listened for once per page.
  if (globalThis.__craftMarksListening) return;
  globalThis.__craftMarksListening = true;
  onTrustedMessage('scrollToMark', ({ id }) => globalThis.__craftMarks?.scrollTo(id) ?? false);
  onTrustedMessage('placedMarks', () => globalThis.__craftMarks?.report() ?? { url: '', placed: [], unplaced: [] });
});
