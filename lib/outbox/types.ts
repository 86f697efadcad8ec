/**
 * The outbox's job record: a tagged union on `kind`, stored whole in IndexedDB before any network
 * call. `payload` is what to send (plain data; uploads may carry a Blob/ArrayBuffer, which
 * IndexedDB stores by structured clone), `progress` is what already arrived, saved after every
 * successful request so a stopped worker resumes where it was.
 */
import type { ClipRequest } from '../model/clip';
import type { JobKind, JobState } from '../model/outbox';
import type { TaskJob, UploadJob } from '../model/types';
import type { ClipJobProgress } from './clip-progress';
import type { TaskJobProgress } from './task-job';
import type { UploadJobProgress } from './upload-job';

export interface Lease {
  owner: string;
  expiresAt: number;
}

/** What was offered back to the sender after a failure, so "send again" reuses this job instead of duplicating it. */
export interface Offer {
  markdown: string;
  resume?: ClipRequest['resume'];
}

export type { JobKind };

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
