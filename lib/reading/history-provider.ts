/**
 * The clip history as a "where saved" provider: one read of the stored index (lib/storage
 * savedIndexItem, passed in so this runs in Node), no request. Safe on every page load.
 */
import type { SavedIndex } from './saved-index';
import type { WhereSavedProvider } from './where-saved';

export function historyProvider(read: () => Promise<SavedIndex>): WhereSavedProvider {
  return {
    id: 'history',
    onLoad: true,
    async find(key) {
      return (await read())[key] ?? [];
    },
  };
}
