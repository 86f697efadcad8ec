/** What an upload job has delivered so far (upload-job.ts), and what it answers once delivered. */
import type { StoredText } from '../../../i18n/ui-text';
import type { Destination } from '../../../model/types';
import type { Cursor } from '../../write/place';
import type { PendingCheck } from '../../write/verify-write';
import type { InFlight } from '../../write/write-step';

export interface UploadJobProgress {
  createdDocumentId?: string;
  /** A daily note's section it went into, found or made (write/daily-section.ts). */
  sectionId?: string;
  /** The new document was created; a copy of it is still to be looked for (new-document.ts). */
  documentCheck?: { knownIds: string[] };
  /** Where the upload lands: the parent, the block that was last before it and what followed it. */
  anchor?: Cursor;
  blockId?: string;
  assetUrl?: string;
  captionBlockId?: string;
  /** The answered writes (image, caption) still owe one check for a resend's copy, one per parent (write-step.ts). */
  checks?: PendingCheck[];
  /** The caption was given up on (rejected); the image stays. Words in progress stored by older versions. */
  warning?: StoredText;
  inFlight?: InFlight & { step: 'document' | 'section' | 'upload' | 'caption'; knownIds?: string[]; cursor?: Cursor };
}

export interface UploadDelivered {
  /** Where it went ('last' and defaults resolved). */
  destination: Destination;
  blockId: string;
  assetUrl: string;
  captionBlockId?: string;
  createdDocumentId?: string;
  contentType: string;
  bytes: number;
  warning?: StoredText;
}
