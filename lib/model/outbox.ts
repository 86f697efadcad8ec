/** The outbox as the popup sees it: its items' kinds and states, and one item as listed (no bytes). */
import type { UiText } from '../i18n/ui-text';

export type JobKind = 'clip' | 'task' | 'upload' | 'item' | 'mark';

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
  /** `lastError` as a message key and values, to show in the UI language of the moment (lib/i18n/ui-text.ts). */
  lastErrorText?: UiText;
  /** The content, to copy or send elsewhere (clips: the markdown not yet delivered). */
  content?: string;
}
