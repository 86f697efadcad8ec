/**
 * Adding a task: a plain TaskJob in, a TaskRecord out. Inputs that cannot succeed (no text, a word
 * that is not a date, no connection, a place this kind of link has no room for) are refused here,
 * before anything is stored or sent; everything else goes through the outbox (sendJob), which
 * stores the job first and delivers it exactly once (lib/outbox/task-job.ts: POST /tasks, or a
 * `- [ ]` block on a Selected Documents link), retrying what time can fix.
 */
import type { Result, TaskJob, TaskRecord } from '../../lib/model/types';
import type { TaskDelivered } from '../../lib/outbox/task-progress';
import { NO_TASK_INBOX, taskRefusal } from '../../lib/outbox/task-job';
import { findConnection, NO_CONNECTION } from './deliver';
import { sendJob } from './outbox-send';

export { NO_TASK_INBOX };

const EMPTY_TITLE = 'The task has no text. Type what there is to do.';
const DATE = /^(?:\d{4}-\d{2}-\d{2}|today|tomorrow|yesterday)$/;

function badDate(job: TaskJob): string | undefined {
  for (const [name, value] of [['schedule date', job.scheduleDate], ['deadline', job.deadlineDate]] as const) {
    if (value !== undefined && !DATE.test(value)) return `The ${name} "${value}" is not a date. Pick one or type e.g. "fri" or "in 3 days".`;
  }
  return undefined;
}

export async function deliverTask(job: TaskJob): Promise<Result<TaskRecord>> {
  if (!job.title.trim()) return { ok: false, error: EMPTY_TITLE };
  const wrongDate = badDate(job);
  if (wrongDate) return { ok: false, error: wrongDate };
  const connection = await findConnection(job.connectionId);
  if (!connection) return { ok: false, error: NO_CONNECTION };
  const refusal = taskRefusal(job, connection.kind);
  if (refusal) return { ok: false, error: refusal };
  return sendJob('task', job.title, { ...job, connectionId: connection.id }) as Promise<Result<TaskRecord>>;
}

/** The job's result once delivered: what the popup shows (with Undo). */
export function taskRecord(job: TaskJob, connectionId: string, delivered: TaskDelivered): TaskRecord {
  return { connectionId, place: job.place, ...delivered };
}
