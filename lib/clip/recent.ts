/** Recent destinations per connection: most recent first, no duplicates, bounded. */
import type { Destination } from '../model/types';

/** Two destinations are the same place when their keys match (titles may change). */
export function destinationKey(destination: Destination): string {
  switch (destination.kind) {
    case 'daily-note':
      return `daily-note:${destination.date}`;
    case 'daily-section':
      return `daily-section:${destination.date}:${destination.title.trim().toLowerCase()}`;
    case 'document':
      return `document:${destination.id}`;
    case 'new-document':
      return `new-document:${destination.folderId ?? ''}`;
  }
}

export function rememberDestination(
  recent: readonly Destination[],
  destination: Destination,
  limit: number,
): Destination[] {
  const key = destinationKey(destination);
  return [destination, ...recent.filter((d) => destinationKey(d) !== key)].slice(0, Math.max(0, limit));
}

/** The map stored in recentDestinationsItem, updated for one connection. */
export function rememberForConnection(
  all: Readonly<Record<string, Destination[]>>,
  connectionId: string,
  destination: Destination,
  limit: number,
): Record<string, Destination[]> {
  return { ...all, [connectionId]: rememberDestination(all[connectionId] ?? [], destination, limit) };
}
