/** Connection kinds in Craft's own words, as its Imagine tab names them. */
import type { ConnectionKind } from '../model/types';

export const KIND_LABELS: Record<ConnectionKind, string> = {
  documents: 'Selected Documents',
  space: 'All Documents',
  'daily-notes': 'Daily Notes & Tasks',
};

export function kindLabel(kind: ConnectionKind): string {
  return KIND_LABELS[kind];
}

export function isConnectionKind(value: unknown): value is ConnectionKind {
  return typeof value === 'string' && Object.hasOwn(KIND_LABELS, value);
}
