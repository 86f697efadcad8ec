/**
 * The outbox's job record: a tagged union on `kind`, stored whole in IndexedDB before any network
 * call. `payload` is what to send (plain data; uploads may carry a Blob/ArrayBuffer, which
 * IndexedDB stores by structured clone), `progress` is what already arrived, saved after every
 * successful request so a stopped worker resumes where it was. `schema` is the record's shape
 * version (migrations.ts): opening the store brings older records up to date.
 */
import type { ClipRequest } from '../model/clip';
import type { JobKind, JobState } from '../model/outbox';
import type { ItemJob, TaskJob, UploadJob } from '../model/types';
import type { ClipDelivered, ClipJobProgress } from './kinds/clip/clip-progress';
import type { ItemDelivered, ItemJobProgress } from './kinds/item/item-progress';
import type { MarkDelivered, MarkJob, MarkJobProgress } from './kinds/mark/mark-progress';
import type { Press } from './kinds/clip/double-press';
import type { TaskDelivered, TaskJobProgress } from './kinds/task/task-progress';
import type { UploadDelivered, UploadJobProgress } from './kinds/upload/upload-progress';
import type { UiText } from '../i18n/ui-text';

export interface Lease {
  owner: string;
  expiresAt: number;
}

/** What was offered back to the sender after a failure, so "send again" reuses this job instead of duplicating it. */
export interface Offer {
  markdown: string;
  resume?: ClipRequest['resume'];
}

/** What each kind sends. Adding a kind: an entry in each map below and a module in kinds.ts, or nothing compiles. */
export interface PayloadMap {
  clip: {
    request: ClipRequest & { insertAt: NonNullable<ClipRequest['insertAt']> };
    /** The press that sent it (double-press.ts): a second identical send at once joins this job. */
    press?: Press;
  };
  task: TaskJob;
  upload: UploadJob;
  item: ItemJob;
  mark: MarkJob;
}

/** What each kind saves after every request. */
export interface ProgressMap {
  clip: ClipJobProgress;
  task: TaskJobProgress;
  upload: UploadJobProgress;
  item: ItemJobProgress;
  mark: MarkJobProgress;
}

/** What each kind's delivery answers once everything arrived. */
export interface DeliveredMap {
  clip: ClipDelivered;
  task: TaskDelivered;
  upload: UploadDelivered;
  item: ItemDelivered;
  mark: MarkDelivered;
}

export interface JobOf<K extends JobKind> {
  id: string;
  kind: K;
  /** The record's shape version (migrations.ts JOB_SCHEMA when written by this code). */
  schema: number;
  /** Shown in the popup list and the badge tooltip. */
  title: string;
  connectionId?: string;
  /** The connection's space: finds it again after it was removed and saved anew (a new id). */
  spaceId?: string;
  payload: PayloadMap[K];
  progress?: ProgressMap[K];
  state: JobState;
  attempts: number;
  /** Epoch ms; the job is due once now ≥ this. */
  nextAttemptAt: number;
  createdAt: number;
  updatedAt: number;
  lease?: Lease;
  /** Why the last attempt failed, in the words of that moment (logs, and records stored before keys). */
  lastError?: string;
  /** The same reason as a message key and its values (when lib made it): what the outbox list shows. */
  lastErrorText?: UiText;
  /** Set when done: what the delivery returned (the history record in the extension). */
  result?: unknown;
  offer?: Offer;
}

export type OutboxJob = { [K in JobKind]: JobOf<K> }[JobKind];
