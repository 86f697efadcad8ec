/**
 * The options page's reading-list state: a connection's collections, the chosen one's schema and
 * mapping (guessed once by the background, then kept), and the user's edits saved back through the
 * background (setCollectionMapping). The choices themselves: mapping-choices.ts.
 */
import { signal } from '@preact/signals';
import type { CollectionMapping } from '../../lib/collections/mapping';
import { t } from '../../lib/i18n/t';
import { sendMessage } from '../../lib/messaging/protocol';
import type { CollectionChoice, CollectionSetup } from '../../lib/model/reading-list';

export const listConnection = signal<string | undefined>(undefined);
export const listCollections = signal<CollectionChoice[] | undefined>(undefined);
export const listCollection = signal<string | undefined>(undefined);
export const listSetup = signal<CollectionSetup | undefined>(undefined);
export const listNote = signal<{ tone: 'success' | 'error'; text: string } | undefined>(undefined);

async function ask<T>(
  send: () => Promise<{ ok: true; value: T } | { ok: false; error: string }>,
): Promise<T | undefined> {
  try {
    const answer = await send();
    if (answer.ok) return answer.value;
    listNote.value = { tone: 'error', text: answer.error };
  } catch {
    listNote.value = { tone: 'error', text: t('options_noAnswer') };
  }
  return undefined;
}

/** The collections of `connectionId`; the first one is shown. */
export async function chooseListConnection(connectionId: string): Promise<void> {
  listConnection.value = connectionId;
  listCollections.value = undefined;
  listCollection.value = undefined;
  listSetup.value = undefined;
  listNote.value = undefined;
  const list = await ask(() => sendMessage('listCollections', { connectionId }));
  if (listConnection.value !== connectionId) return;
  listCollections.value = list ?? [];
  if (list?.[0]) await chooseListCollection(list[0].id);
}

export async function chooseListCollection(collectionId: string): Promise<void> {
  const connectionId = listConnection.value;
  listCollection.value = collectionId;
  listSetup.value = undefined;
  listNote.value = undefined;
  const setup = await ask(() => sendMessage('collectionSetup', { connectionId, collectionId }));
  if (listCollection.value === collectionId && listConnection.value === connectionId) listSetup.value = setup;
}

/** Shown at once; kept by the background, so the popup's next save of this collection uses it. */
export async function saveMapping(mapping: CollectionMapping): Promise<void> {
  const connectionId = listConnection.value;
  const collectionId = listCollection.value;
  const setup = listSetup.value;
  if (!connectionId || !collectionId || !setup) return;
  listSetup.value = { ...setup, mapping };
  listNote.value = undefined;
  const done = await ask(() => sendMessage('setCollectionMapping', { connectionId, collectionId, mapping }));
  if (done !== undefined) listNote.value = { tone: 'success', text: t('mapping_saved') };
}
