/**
 * Destination → the API's position object, per connection kind. Daily notes exist on 'space' and
 * 'daily-notes' links only; new documents only on 'space' links (POST /documents is WS only).
 */
import type { Position } from '../craft/types';
import { kindLabel } from '../connections/kind-label';
import { t } from '../i18n/t';
import type { ConnectionKind, Destination, InsertAt, Result } from '../model/types';

export function hasDailyNotes(kind: ConnectionKind): boolean {
  return kind === 'space' || kind === 'daily-notes';
}

export function canCreateDocuments(kind: ConnectionKind): boolean {
  return kind === 'space';
}

/** Where the first part of a clip goes. A new document or a daily note's section must be made or found first: pass its id. */
export function positionFor(
  destination: Destination,
  insertAt: InsertAt,
  kind: ConnectionKind,
  containerId?: string,
): Result<Position> {
  switch (destination.kind) {
    case 'daily-note':
      if (!hasDailyNotes(kind)) {
        return { ok: false, error: t('dest_noDailyNotes', kindLabel(kind)) };
      }
      return { ok: true, value: { position: insertAt, date: destination.date } };
    case 'daily-section':
      if (!hasDailyNotes(kind)) {
        return { ok: false, error: t('dest_noDailyNotes', kindLabel(kind)) };
      }
      if (!containerId) return { ok: false, error: t('dest_notCreatedYet') };
      return { ok: true, value: { position: insertAt, pageId: containerId } };
    case 'document':
      return { ok: true, value: { position: insertAt, pageId: destination.id } };
    case 'new-document':
      if (!canCreateDocuments(kind)) {
        return { ok: false, error: t('dest_cannotCreate', kindLabel(kind)) };
      }
      if (!containerId) return { ok: false, error: t('dest_notCreatedYet') };
      // A fresh document is empty: start and end are the same place.
      return { ok: true, value: { position: 'end', pageId: containerId } };
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
      return destination.date === 'today' ? t('dest_today') : t('dest_dailyNote', destination.date);
    case 'daily-section':
      return destination.date === 'today'
        ? t('dest_todaySection', destination.title)
        : t('dest_dailySection', [destination.title, destination.date]);
    case 'document':
      return destination.title || t('place_untitled');
    case 'new-document':
      return destination.folderName ? t('dest_newDocumentIn', destination.folderName) : t('dest_newDocument');
  }
}
