/**
 * The one place the popup searches Craft for documents (the Clip view's destination picker and the
 * Task view's document choice): only the answer to the latest query is kept.
 */
import { signal } from '@preact/signals';
import { sendMessage } from '../../../lib/messaging/protocol';
import type { Destination } from '../../../lib/model/types';
import { connection } from '../model';

export const query = signal('');
export const results = signal<Destination[]>([]);
export const searchError = signal<string | undefined>(undefined);
export const searching = signal(false);
/** The destination picker's list of places is open. */
export const panelOpen = signal(false);

let seq = 0;

export async function searchPlaces(text: string): Promise<void> {
  query.value = text;
  const mine = ++seq;
  searching.value = true;
  const result = await sendMessage('searchDestinations', { connectionId: connection.value?.id, query: text })
    .catch(() => ({ ok: false as const, error: '' }));
  if (mine !== seq) return; // a newer keystroke already asked
  searching.value = false;
  searchError.value = result.ok ? undefined : result.error || undefined;
  results.value = result.ok ? result.value : [];
}
