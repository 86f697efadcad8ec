/** The outbox as the popup sees it: its items' kinds and states, and one item as listed (no bytes). */

export type JobKind = 'clip' | 'task' | 'upload' | 'item';

/** pending: waiting for its turn (or a retry); parked: cannot succeed as is, kept for the user; done: delivered. */
export type JobState = 'pending' | 'parked' | 'done';

/** A job as the popup lists it: no payload bytes cross the message boundary. */
export interface OutboxSummary {
  id: string;
  kind: JobKind;
  title: string;
  state: JobState;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  lastError?: string;
  /** The content, to copy or send elsewhere (clips: the markdown not yet delivered). */
  content?: string;
}
