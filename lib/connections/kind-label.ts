/** Connection kinds in Craft's own words, as its Imagine tab names them. */
import type { ConnectionKind } from '../model/types';
import { localized } from '../i18n/ui-text';

export const KIND_LABELS = localized<ConnectionKind>({
  documents: 'kind_documents',
  space: 'kind_space',
  'daily-notes': 'kind_dailyNotes',
});

export function kindLabel(kind: ConnectionKind): string {
  return KIND_LABELS[kind];
}

export function isConnectionKind(value: unknown): value is ConnectionKind {
  return typeof value === 'string' && Object.hasOwn(KIND_LABELS, value);
}
