/**
 * The reading-list parts of the Clip view ("already saved?" and "Save all tabs"), loaded after the
 * first paint: neither is needed to clip the page, and they keep the popup's first bundle small.
 * Not even requested before then (`painted`): fetching a chunk costs the first render time too.
 */
import { lazy } from '../../../components/lazy';
import { painted } from '../after-paint';

const SavedLine = lazy(() => import('./saved-line').then((m) => m.SavedLine));
const SaveTabs = lazy(() => import('./save-tabs').then((m) => m.SaveTabs));

export function LazySavedLine() {
  return painted.value ? <SavedLine /> : null;
}

export function LazySaveTabs() {
  return painted.value ? <SaveTabs /> : null;
}
