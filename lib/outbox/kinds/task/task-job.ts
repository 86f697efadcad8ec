/**
 * The task kind: delivering one task exactly once, as one write step (write-step.ts). A task goes
 * to POST /tasks (space and Daily Notes & Tasks links) or, on a Selected Documents link, becomes a
 * `- [ ]` block at the end of a document. When an answer was lost, the target scope is read
 * before anything is sent again:
 * - a real task: the scope's tasks (inbox / the daily note / the document) are listed before the
 *   write (`knownIds`); afterwards a task with the same text that was not there then, and that no
 *   other job has claimed, is the one this job created;
 * - a to-do block: the place is noted like a clip part (reconcile.ts) and looked for the same way.
 * Errors are the client's CraftErrors (policy.ts retries or parks them) or ParkErrors.
 */
import { isCraftError } from '../../../craft/errors';
import type { Block, NewTask, Task, TaskLocation } from '../../../craft/types';
import type { ConnectionKind, TaskJob, TaskPlace } from '../../../model/types';
import { taskMarkdown, todoBlockMarkdown } from '../../../tasks/task-markdown';
import { signature } from '../../write/block-signature';
import { checkedIds, namedIds, sameData, type JobKindModule, type RunContext } from '../../kind';
import type { Cursor } from '../../write/place';
import { ParkError } from '../../policy';
import { text, TextError, type UiText } from '../../../i18n/ui-text';
import { childrenOf, findWritten, snapshotPlace } from '../../write/reconcile';
import { pinTask } from './task-pin';
import type { TaskDelivered, TaskJobProgress } from './task-progress';
import type { JobOf } from '../../types';
import { dropResentItems, firstCopy } from '../../write/verify-write';
import { runOwedChecks, stepContext, writeStep } from '../../write/write-step';

export const NO_TASK_INBOX = text('outbox_noTaskInbox');
export const NO_DOCUMENTS_HERE = text('outbox_noDocumentsHere');

/** Why a task cannot be sent on this kind of connection, before anything is stored or sent. */
export function taskRefusal(job: TaskJob, kind: ConnectionKind): UiText | undefined {
  if (kind === 'documents' && job.place.kind !== 'document') return NO_TASK_INBOX;
  if (kind === 'daily-notes' && job.place.kind === 'document') return NO_DOCUMENTS_HERE;
  return undefined;
}

export const taskJob: JobKindModule<'task'> = {
  run: runTaskJob,
  // A task record's id is the task Craft created (a clip's or an upload's is the job's own).
  createdIds: (job) => [
    ...namedIds(job.result as TaskDelivered | undefined, true),
    ...namedIds(job.progress?.arrived?.delivered, true),
    ...checkedIds(job.progress?.checks),
  ],
  content: (job) => [job.payload.title, job.payload.note].filter(Boolean).join('\n'),
  withoutContent: (payload) => payload,
  // The user still holds the text and may press the button again while the first one waits.
  repeats: (job, payload) => job.state !== 'done' && sameData(job.payload, payload),
  pin: pinTask,
  // Nothing to hold: the user sends the same task again (repeats).
  offer: () => undefined,
};

type TaskMark = { step: 'task'; knownIds?: string[]; cursor?: Cursor };

export async function runTaskJob(job: JobOf<'task'>, ctx: RunContext<'task'>): Promise<TaskDelivered> {
  const task = job.payload;
  const refusal = taskRefusal(task, ctx.connectionKind);
  if (refusal) throw new ParkError(refusal);
  const p: TaskJobProgress = structuredClone(job.progress ?? {});
  const { blocks } = ctx.client;
  const step = stepContext(ctx, p);
  if (!p.arrived) await (ctx.connectionKind === 'documents' ? addTodoBlock() : addTask());
  await runOwedChecks(step);
  const done = p.arrived!;
  if (done.knownIds) {
    try {
      await dropResentItems({
        listSame: async () => (await tasksWithText(task.place, done.delivered.markdown)).map((t) => t.id),
        known: done.knownIds,
        keep: done.delivered.id,
        claimed: await ctx.claimed(),
        remove: (ids) => ctx.client.tasks.delete(ids),
      });
    } catch (error) {
      // A copy is gone already: nothing left to check. Anything else: tried again later.
      if (!isCraftError(error, 'not-found')) throw error;
    }
    p.arrived = { delivered: done.delivered };
    await ctx.save(p);
  }
  return done.delivered;

  async function arrived(value: NonNullable<TaskJobProgress['arrived']>): Promise<void> {
    p.arrived = value;
    await ctx.save(p);
  }

  /** A `- [ ]` block at the end of the document, looked for like a clip part after a lost answer. */
  function addTodoBlock(): Promise<unknown> {
    const place = task.place as Extract<TaskPlace, { kind: 'document' }>;
    const markdown = todoBlockMarkdown(task.title, task.note);
    return writeStep<TaskMark, Block[]>(step, {
      id: 'task',
      prepare: async () => ({ step: 'task', cursor: await snapshotPlace(blocks, { id: place.id }, 'end') }),
      async look(mark) {
        const found = mark.cursor && (await findWritten(blocks, mark.cursor, { kind: 'blocks', markdown }));
        return found ? firstCopy(found, markdown) : undefined;
      },
      async send() {
        const created = await blocks.insertMarkdown(markdown, { position: 'end', pageId: place.id });
        if (!created[0]) throw new TextError(text('outbox_noTodo'));
        return created;
      },
      note: (ours, mark) => mark.cursor && { cursor: mark.cursor, run: { ids: ours.map((b) => b.id) } },
      arrived(ours) {
        const ids = ours.map((b) => b.id);
        return arrived({ delivered: { id: ids[0]!, markdown, asBlock: true, blockIds: ids } });
      },
    });
  }

  /** POST /tasks; after a lost answer, a task of our text that was not there before (nor another job's) is ours. */
  function addTask(): Promise<unknown> {
    const markdown = taskMarkdown(task.title, task.note);
    const same = () => tasksWithText(task.place, markdown);
    return writeStep<TaskMark, Pick<Task, 'id'> & { taskInfo?: Task['taskInfo'] }>(step, {
      id: 'task',
      prepare: async () => ({ step: 'task', knownIds: (await same()).map((t) => t.id) }),
      async look(mark) {
        if (!mark.knownIds) return undefined;
        const known = new Set([...mark.knownIds, ...(await ctx.claimed())]);
        // More than one fresh: the browser resent the write too; the resend check removes the others.
        return (await same()).find((t) => !known.has(t.id));
      },
      async send() {
        const [created] = await ctx.client.tasks.create([newTask(task, markdown)]);
        if (!created) throw new TextError(text('outbox_noTask'));
        return created;
      },
      arrived: (created, mark) =>
        arrived({ delivered: taskDelivered(task, markdown, created), knownIds: mark.knownIds }),
    });
  }

  /** The tasks of `place` whose words are those of `markdown`. */
  async function tasksWithText(place: TaskPlace, markdown: string): Promise<Array<Pick<Task, 'id' | 'markdown'>>> {
    const wanted = signature(markdown);
    return (await tasksAt(place)).filter((t) => signature(t.markdown ?? '') === wanted);
  }

  /**
   * The tasks of the place a new task lands in; a daily note's and a document's are its task blocks.
   * A document's are read as blocks, not listed as tasks: the task list leaves out a document in the
   * trash, which still takes writes, so a lost write there looked unapplied and was sent again.
   */
  async function tasksAt(place: TaskPlace): Promise<Array<Pick<Task, 'id' | 'markdown'>>> {
    if (place.kind === 'inbox') return ctx.client.tasks.list('inbox');
    const children = await childrenOf(
      ctx.client.blocks,
      place.kind === 'document' ? { id: place.id } : { date: place.date },
    );
    return children
      .filter((b) => b.listStyle === 'task' || b.taskInfo)
      .map((b) => ({ id: b.id, markdown: b.markdown }));
  }
}

function locationOf(place: TaskPlace): TaskLocation {
  if (place.kind === 'inbox') return { type: 'inbox' };
  if (place.kind === 'daily-note') return { type: 'dailyNote', date: place.date };
  return { type: 'document', documentId: place.id };
}

function newTask(job: TaskJob, markdown: string): NewTask {
  const task: NewTask = { markdown, location: locationOf(job.place) };
  if (job.scheduleDate || job.deadlineDate) {
    task.taskInfo = {
      ...(job.scheduleDate ? { scheduleDate: job.scheduleDate } : {}),
      ...(job.deadlineDate ? { deadlineDate: job.deadlineDate } : {}),
    };
  }
  return task;
}

function taskDelivered(
  job: TaskJob,
  markdown: string,
  created: Pick<Task, 'id'> & { taskInfo?: Task['taskInfo'] },
): TaskDelivered {
  // The server resolves relative words ('tomorrow'); keep what it stored.
  return {
    id: created.id,
    markdown,
    scheduleDate: created.taskInfo?.scheduleDate ?? job.scheduleDate,
    deadlineDate: created.taskInfo?.deadlineDate ?? job.deadlineDate,
  };
}
