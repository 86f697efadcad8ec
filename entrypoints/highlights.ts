/**
 * Injected on demand with `scripting.executeScript({ files: ['/highlights.js'] })` under activeTab
 * (the highlight shortcut, the "Highlight" menu entry, the popup on a page with marks); a second
 * executeScript calls `globalThis.__craftMarks.run(request)`. See lib/browser/inject-marks.ts.
 * Kept apart from capture.js: marking a passage needs none of the converter.
 */
import { installMarks } from '../lib/highlights/page/install';

export default defineUnlistedScript(() => {
  installMarks(globalThis, document, window);
});
