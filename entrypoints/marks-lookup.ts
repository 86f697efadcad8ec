/**
 * Registered on every http(s) page only while the all-sites switch is on (lib/browser/marks-on-load.ts):
 * asks whether the page has marks and stops when it has none. Kept tiny: it runs on every page load.
 */
import { lookUpMarks } from '../lib/highlights/look-up-marks';

export default defineUnlistedScript(() => {
  void lookUpMarks(location.href);
});
