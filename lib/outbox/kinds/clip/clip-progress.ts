/**
 * What a clip job has delivered so far. Saved after every successful request, before the next one.
 * `cursor` is where the next part goes and what surrounds that place (place.ts), so a write whose
 * answer was lost can be looked for afterwards (see reconcile.ts).
 */
import type { StoredText } from '../../../i18n/ui-text';
import type { InFlight } from '../../write/write-step';
import type { SectionMark } from '../../write/daily-section';
import type { Cursor } from '../../write/place';
import type { PendingCheck } from '../../write/verify-write';

export interface ClipJobProgress {
  /** Parts [0, nextPart) arrived. */
  nextPart: number;
  totalParts: number;
  /** Top-level ids for Undo, in the order they were created. */
  blockIds: string[];
  createdDocumentId?: string;
  /** A daily note's section (destination 'daily-section'): the page block the clip goes into. */
  sectionId?: string;
  /** Page-format clips: the page block the first request created. */
  pageId?: string;
  /** A clip `into` a page block: whether that block was found (false: it goes to the destination). Read once, before any write. */
  intoFound?: boolean;
  cursor?: Cursor;
  /** For the user: what was left out (a kept image that could not be uploaded). Words in older progress. */
  notes?: StoredText[];
  /** Answered writes still to be checked for a copy the browser's own resend made, one per parent. */
  checks?: PendingCheck[];
  /** The new document was created; a copy of it is still to be looked for (new-document.ts). */
  documentCheck?: { knownIds: string[] };
  /**
   * A write was sent and its answer is not known: look for its blocks before sending it again.
   * `sentAt` (epoch ms) until the server answered something (`answered`): a request whose sender
   * died may still be being applied, so it is looked for only once it has had time to settle.
   */
  inFlight?: ({ step: 'document'; knownIds: string[] } | SectionMark | { step: number }) & InFlight;
}

/** What a clip job answers once every part arrived. */
export interface ClipDelivered {
  blockIds: string[];
  createdDocumentId?: string;
  /** Page-format clips: the page block holding the clip (a note about the page can go into it). */
  pageId?: string;
  /** What did not arrive as captured (an image left out). */
  notes?: StoredText[];
}

export function emptyProgress(totalParts: number): ClipJobProgress {
  return { nextPart: 0, totalParts, blockIds: [] };
}
