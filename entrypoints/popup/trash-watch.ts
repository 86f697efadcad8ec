/**
 * Remembered documents in Craft's trash (issue 30 §4): Craft takes writes into a trashed document
 * with 200 (craft-api-evidence.md §8 N1), so the popup asks the background which of its remembered
 * documents (the recent places, the one shown, the documents holding its collections) are in the
 * trash, each document once per popup; the background answers a popup's questions from one read.
 * Documents found by typing come from the live list, which leaves the trash out. A document it
 * cannot tell about (no listing, an unreadable one) is not named: the popup claims nothing then,
 * and the outbox checks again before it writes (lib/outbox/trash-guard.ts).
 */
import { signal } from '@preact/signals';
import { sendMessage } from '../../lib/messaging/protocol';
import type { Destination } from '../../lib/model/types';

/** Ids of remembered documents the trash listing named. */
export const trashedIds = signal<ReadonlySet<string>>(new Set());
const asked = new Set<string>();

/** Asks about each document once per connection: a later call about the same ones makes no request. */
export async function watchTrash(connectionId: string, places: ReadonlyArray<Destination | undefined>): Promise<void> {
  const documentIds = [
    ...new Set(places.flatMap((d) => (d?.kind === 'document' && !asked.has(`${connectionId} ${d.id}`) ? [d.id] : []))),
  ];
  if (!documentIds.length) return;
  for (const id of documentIds) asked.add(`${connectionId} ${id}`);
  const answer = await sendMessage('trashedDocuments', { connectionId, documentIds });
  if (answer.ok && answer.value.length) trashedIds.value = new Set([...trashedIds.value, ...answer.value]);
}

/** Whether `destination` is a document the trash listing named. */
export const inTrash = (destination: Destination | undefined): boolean =>
  destination?.kind === 'document' && trashedIds.value.has(destination.id);
