/** What a collection-item job (item-job.ts) has delivered so far, and what it answers once delivered. */
import type { ClipJobProgress } from '../clip/clip-progress';
import type { PendingCheck } from '../../write/verify-write';
import type { InFlight } from '../../write/write-step';

export interface ItemJobProgress {
  /** The item added (or the one updated): its page holds the content. */
  itemId?: string;
  /** The add was answered; items of this page not known before it are the browser's resend, still to remove. */
  itemCheck?: { knownIds: string[] };
  /** A write went out, its answer not known: the ids of the page's items there before (an add), or none (an update, a removal). */
  inFlight?: InFlight & { step: 'item' | 'clear'; knownIds?: string[] };
  /**
   * An update's old content (item-replace.ts): the earlier clip's blocks in the item's page before it,
   * whether they are removed, and `kept`: that clip is unknown and the page holds something, so it all
   * stays and the new clip starts with a divider.
   */
  oldContent?: { ids: string[]; cleared?: true; kept?: true };
  /** The content inside the item's page, delivered like a clip's parts (clip-job.ts). */
  content?: ClipJobProgress;
  /** Resend checks of this job's own steps (write-step.ts); the content keeps its own. */
  checks?: PendingCheck[];
}

export interface ItemDelivered {
  itemId: string;
  collectionId: string;
  /** The content's top-level blocks inside the item's page. */
  blockIds: string[];
  /** An existing item was updated (its properties, and its content replaced by the clip's), not a new one added. */
  updated?: true;
}
