/**
 * The reading-list parts of the Clip view ("already saved?" and "Save all tabs"), loaded after the
 * first paint: neither is needed to clip the page, and they keep the popup's first bundle small.
 */
import { lazy } from '../../../components/lazy';

export const LazySavedLine = lazy(() => import('./saved-line').then((m) => m.SavedLine));
export const LazySaveTabs = lazy(() => import('./save-tabs').then((m) => m.SaveTabs));
