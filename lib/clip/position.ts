/**
 * Destination → the API's position object, per connection kind. Daily notes exist on 'space' and
 * 'daily-notes' links only; new documents only on 'space' links (POST /documents is WS only).
 */
import type { Position } from '../craft/types';
import type { ConnectionKind, Destination, InsertAt, Result } from '../model/types';

const KIND_NAMES: Record<ConnectionKind, string> = {
  documents: 'Selected Documents',
  space: 'All Documents',
  'daily-notes': 'Daily Notes & Tasks',
};

export function hasDailyNotes(kind: ConnectionKind): boolean {
  return kind === 'space' || kind === 'daily-notes';
}

export function canCreateDocuments(kind: ConnectionKind): boolean {
  return kind === 'space';
}

/** Where the first part of a clip goes. A new document must be created first: pass its id. */
export function positionFor(
  destination: Destination,
  insertAt: InsertAt,
  kind: ConnectionKind,
  createdDocumentId?: string,
): Result<Position> {
  switch (destination.kind) {
    case 'daily-note':
      if (!hasDailyNotes(kind)) {
        return { ok: false, error: `A ${KIND_NAMES[kind]} connection has no daily notes. Pick one of its documents instead.` };
      }
      return { ok: true, value: { position: insertAt, date: destination.date } };
    case 'document':
      return { ok: true, value: { position: insertAt, pageId: destination.id } };
    case 'new-document':
      if (!canCreateDocuments(kind)) {
        return { ok: false, error: `A ${KIND_NAMES[kind]} connection cannot create documents. Connect "All Documents" to clip into a new document.` };
      }
      if (!createdDocumentId) return { ok: false, error: 'The new document has not been created yet.' };
      // A fresh document is empty: start and end are the same place.
      return { ok: true, value: { position: 'end', pageId: createdDocumentId } };
  }
}

/** The destination used when the user picked none: today's daily note where there are daily notes. */
export function defaultDestination(kind: ConnectionKind, recent: readonly Destination[]): Destination | undefined {
  if (hasDailyNotes(kind)) return { kind: 'daily-note', date: 'today' };
  return recent.find((d) => d.kind === 'document');
}

/** What a destination is called in menus and messages. */
export function destinationLabel(destination: Destination): string {
  switch (destination.kind) {
    case 'daily-note':
      return destination.date === 'today' ? "today's daily note" : `the daily note of ${destination.date}`;
    case 'document':
      return destination.title || 'Untitled document';
    case 'new-document':
      return destination.folderName ? `a new document in ${destination.folderName}` : 'a new document';
  }
}
