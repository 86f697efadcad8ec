/** What a task job has delivered so far (task-job.ts), and what it answers once delivered. */
import type { Cursor } from '../../write/place';
import type { PendingCheck } from '../../write/verify-write';
import type { InFlight } from '../../write/write-step';

export interface TaskDelivered {
  id: string;
  markdown: string;
  asBlock?: boolean;
  blockIds?: string[];
  scheduleDate?: string;
  deadlineDate?: string;
}

export interface TaskJobProgress {
  /**
   * A write went out and its answer is not known: a real task notes the tasks of its text that
   * were there before (`knownIds`), a to-do block the place it lands (`cursor`).
   */
  inFlight?: InFlight & { step: 'task'; knownIds?: string[]; cursor?: Cursor };
  /**
   * The write arrived (what to answer). A real task still owes the look for a copy the browser's
   * silent resend made (verify-write.ts) while `knownIds` is set: tasks of our text not known
   * before the write. Saved before the look, so a failed read is retried, never the write.
   */
  arrived?: { delivered: TaskDelivered; knownIds?: string[] };
  /** A to-do block's resend check, owed until run (write-step.ts). */
  checks?: PendingCheck[];
}
