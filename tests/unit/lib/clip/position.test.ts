import { describe, expect, it } from 'vitest';
import { defaultDestination, destinationLabel, positionFor } from '../../../../lib/clip/position';
import type { ConnectionKind, Destination, InsertAt } from '../../../../lib/model/types';

const today: Destination = { kind: 'daily-note', date: 'today' };
const other: Destination = { kind: 'daily-note', date: '2025-01-15' };
const doc: Destination = { kind: 'document', id: 'DOC-1', title: 'Notes' };
const fresh: Destination = { kind: 'new-document', title: 'Clip', folderId: 'F1' };
const section: Destination = { kind: 'daily-section', date: '2026-11-23', title: 'Reading', today: true };

describe('positionFor', () => {
  it.each<[Destination, InsertAt, ConnectionKind, string | undefined, object]>([
    [today, 'end', 'space', undefined, { position: 'end', date: 'today' }],
    [today, 'start', 'daily-notes', undefined, { position: 'start', date: 'today' }],
    [other, 'end', 'space', undefined, { position: 'end', date: '2025-01-15' }],
    [doc, 'start', 'documents', undefined, { position: 'start', pageId: 'DOC-1' }],
    [doc, 'end', 'space', undefined, { position: 'end', pageId: 'DOC-1' }],
    [fresh, 'start', 'space', 'NEW-9', { position: 'end', pageId: 'NEW-9' }],
    [section, 'start', 'daily-notes', 'SEC-1', { position: 'start', pageId: 'SEC-1' }],
    [section, 'end', 'space', 'SEC-1', { position: 'end', pageId: 'SEC-1' }],
  ])('%j %s on %s', (destination, insertAt, kind, created, expected) => {
    expect(positionFor(destination, insertAt, kind, created)).toEqual({ ok: true, value: expected });
  });

  it.each<[Destination, ConnectionKind, RegExp]>([
    [today, 'documents', /no daily notes/],
    [fresh, 'documents', /cannot create documents/],
    [fresh, 'daily-notes', /cannot create documents/],
    [fresh, 'space', /not been created/],
    [section, 'documents', /no daily notes/],
    [section, 'space', /not been created/],
  ])('%j on %s is refused', (destination, kind, message) => {
    const result = positionFor(destination, 'end', kind);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });
});

describe('defaultDestination', () => {
  it.each<[ConnectionKind, Destination[], Destination | undefined]>([
    ['space', [doc], today],
    ['daily-notes', [], today],
    ['documents', [doc], doc],
    ['documents', [], undefined],
  ])('%s with recent %j', (kind, recent, expected) => {
    expect(defaultDestination(kind, recent)).toEqual(expected);
  });
});

it.each<[Destination, string]>([
  [today, "today's daily note"],
  [other, 'the daily note of 2025-01-15'],
  [doc, 'Notes'],
  [{ kind: 'new-document', title: 'x', folderName: 'Work' }, 'a new document in Work'],
  [{ kind: 'daily-section', date: 'today', title: 'Reading' }, "“Reading” in today's daily note"],
  [section, '“Reading” in the daily note of 2026-11-23'],
])('destinationLabel %j', (destination, label) => {
  expect(destinationLabel(destination)).toBe(label);
});
