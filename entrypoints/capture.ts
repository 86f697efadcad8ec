/**
 * Injected on demand with `scripting.executeScript({ files: ['/capture.js'] })` under activeTab;
 * a second executeScript calls `globalThis.__craftCapture.run(request)`. See lib/capture/install.ts.
 */
import { installCapture } from '../lib/capture/install';

export default defineUnlistedScript(() => {
  installCapture(globalThis, document, window);
});
