/**
 * What a clip job has delivered so far. Saved after every successful request, before the next one.
 * `cursor` is where the next part goes and what surrounds that place, so a write whose answer was
 * lost can be looked for afterwards (see reconcile.ts).
 */
import type { CraftDate } from '../craft/types';
import type { InFlight } from './in-flight';
import type { PendingCheck } from './verify-write';

export type ParentRef = { id: string } | { date: CraftDate };

export interface Cursor {
  /** The page, document or daily note the next part lands in; absent when it cannot be known. */
  parent?: ParentRef;
  /** The top-level block the next part goes after; null = at the very start; undefined = unknown yet. */
  afterId?: string | null;
  /** The block that followed that place before we wrote; null = the end of the parent. */
  beforeId?: string | null;
}

export interface ClipJobProgress {
  /** Parts [0, nextPart) arrived. */
  nextPart: number;
  totalParts: number;
  /** Top-level ids for Undo, in the order they were created. */
  blockIds: string[];
  createdDocumentId?: string;
  /** Page-format clips: the page block the first request created. */
  pageId?: string;
  cursor?: Cursor;
  /** Sentences for the user about what was left out (a kept image that could not be uploaded). */
  notes?: string[];
  /** Answered writes still to be checked for a copy the browser's own resend made, one per parent. */
  checks?: PendingCheck[];
  /** The new document was created; a copy of it is still to be looked for (new-document.ts). */
  documentCheck?: { knownIds: string[] };
  /**
   * A write was sent and its answer is not known: look for its blocks before sending it again.
   * `sentAt` (epoch ms) until the server answered something (`answered`): a request whose sender
   * died may still be being applied, so it is looked for only once it has had time to settle.
   */
  inFlight?: ({ step: 'document'; knownIds: string[] } | { step: number }) & InFlight;
}

export function emptyProgress(totalParts: number): ClipJobProgress {
  return { nextPart: 0, totalParts, blockIds: [] };
}
