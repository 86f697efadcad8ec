/**
 * The one task delivery function: a plain TaskJob in, a TaskRecord out, so the outbox can store
 * and replay jobs. Space and Daily Notes & Tasks links get a real task (POST /tasks); a Selected
 * Documents link has no task inbox, so the task becomes a `- [ ]` block at the end of one of its
 * documents (POST /blocks). Writes are not retried here (a replay belongs to the outbox).
 */
import type { NewTask, TaskLocation } from '../../lib/craft';
import { taskMarkdown, todoBlockMarkdown } from '../../lib/tasks/task-markdown';
import type { Connection, Result, TaskJob, TaskPlace, TaskRecord } from '../../lib/model/types';
import { clientFor, findConnection, NO_CONNECTION } from './deliver';
import { messageOf } from './destinations';

export const NO_TASK_INBOX =
  'This connection is for selected documents; Craft has no task inbox there. Pick one of its documents to add a to-do block instead.';
const NO_DOCUMENTS_HERE =
  'A Daily Notes & Tasks connection has no documents. Add the task to the inbox or a daily note instead.';
const EMPTY_TITLE = 'The task has no text. Type what there is to do.';

const DATE = /^(?:\d{4}-\d{2}-\d{2}|today|tomorrow|yesterday)$/;

function badDate(job: TaskJob): string | undefined {
  for (const [name, value] of [['schedule date', job.scheduleDate], ['deadline', job.deadlineDate]] as const) {
    if (value !== undefined && !DATE.test(value)) return `The ${name} "${value}" is not a date. Pick one or type e.g. "fri" or "in 3 days".`;
  }
  return undefined;
}

function locationOf(place: TaskPlace): TaskLocation {
  if (place.kind === 'inbox') return { type: 'inbox' };
  if (place.kind === 'daily-note') return { type: 'dailyNote', date: place.date };
  return { type: 'document', documentId: place.id };
}

async function addTodoBlock(connection: Connection, job: TaskJob): Promise<Result<TaskRecord>> {
  if (job.place.kind !== 'document') return { ok: false, error: NO_TASK_INBOX };
  const markdown = todoBlockMarkdown(job.title, job.note);
  const blocks = await clientFor(connection).blocks.insertMarkdown(markdown, { position: 'end', pageId: job.place.id });
  const [first] = blocks;
  if (!first) return { ok: false, error: 'Craft did not return the new to-do block.' };
  return {
    ok: true,
    value: { id: first.id, connectionId: connection.id, markdown, place: job.place, asBlock: true, blockIds: blocks.map((b) => b.id) },
  };
}

async function addTask(connection: Connection, job: TaskJob): Promise<Result<TaskRecord>> {
  if (connection.kind === 'daily-notes' && job.place.kind === 'document') return { ok: false, error: NO_DOCUMENTS_HERE };
  const markdown = taskMarkdown(job.title, job.note);
  const task: NewTask = { markdown, location: locationOf(job.place) };
  if (job.scheduleDate || job.deadlineDate) {
    task.taskInfo = {
      ...(job.scheduleDate ? { scheduleDate: job.scheduleDate } : {}),
      ...(job.deadlineDate ? { deadlineDate: job.deadlineDate } : {}),
    };
  }
  const [created] = await clientFor(connection).tasks.create([task]);
  if (!created) return { ok: false, error: 'Craft did not return the new task.' };
  return {
    ok: true,
    value: {
      id: created.id,
      connectionId: connection.id,
      markdown,
      place: job.place,
      // The server resolves relative words ('tomorrow'); show what it stored.
      scheduleDate: created.taskInfo?.scheduleDate ?? job.scheduleDate,
      deadlineDate: created.taskInfo?.deadlineDate ?? job.deadlineDate,
    },
  };
}

export async function deliverTask(job: TaskJob): Promise<Result<TaskRecord>> {
  if (!job.title.trim()) return { ok: false, error: EMPTY_TITLE };
  const wrongDate = badDate(job);
  if (wrongDate) return { ok: false, error: wrongDate };
  const connection = await findConnection(job.connectionId);
  if (!connection) return { ok: false, error: NO_CONNECTION };
  try {
    return connection.kind === 'documents' ? await addTodoBlock(connection, job) : await addTask(connection, job);
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}
