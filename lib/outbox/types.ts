/**
 * The outbox's job record: a tagged union on `kind`, stored whole in IndexedDB before any network
 * call. `payload` is what to send (plain data; uploads may carry a Blob/ArrayBuffer, which
 * IndexedDB stores by structured clone), `progress` is what already arrived, saved after every
 * successful request so a stopped worker resumes where it was.
 */
import type { ClipRequest } from '../messaging/protocol';
import type { TaskJob, UploadJob } from '../model/types';
import type { ClipJobProgress } from './clip-progress';
import type { TaskJobProgress } from './task-job';
import type { UploadJobProgress } from './upload-job';

export type JobKind = 'clip' | 'task' | 'upload';

/** pending: waiting for its turn (or a retry); parked: cannot succeed as is, kept for the user; done: delivered. */
export type JobState = 'pending' | 'parked' | 'done';

export interface Lease {
  owner: string;
  expiresAt: number;
}

/** What was offered back to the sender after a failure, so "send again" reuses this job instead of duplicating it. */
export interface Offer {
  markdown: string;
  resume?: ClipRequest['resume'];
}

export interface PayloadMap {
  clip: { request: ClipRequest & { insertAt: NonNullable<ClipRequest['insertAt']> } };
  // Shapes owned by the task/upload delivery functions; the outbox only stores and replays them.
  task: TaskJob;
  upload: UploadJob;
}

export interface ProgressMap {
  clip: ClipJobProgress;
  task: TaskJobProgress;
  upload: UploadJobProgress;
}

export interface JobOf<K extends JobKind> {
  id: string;
  kind: K;
  /** Shown in the popup list and the badge tooltip. */
  title: string;
  connectionId?: string;
  payload: PayloadMap[K];
  progress?: ProgressMap[K];
  state: JobState;
  attempts: number;
  /** Epoch ms; the job is due once now ≥ this. */
  nextAttemptAt: number;
  createdAt: number;
  updatedAt: number;
  lease?: Lease;
  lastError?: string;
  /** Set when done: what the handler returned (the ClipRecord for clips). */
  result?: unknown;
  offer?: Offer;
}

export type OutboxJob = { [K in JobKind]: JobOf<K> }[JobKind];

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
