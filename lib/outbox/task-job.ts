/**
 * Delivering one task job exactly once. A task goes to POST /tasks (space and Daily Notes & Tasks
 * links) or, on a Selected Documents link, becomes a `- [ ]` block at the end of a document. When
 * an answer was lost, the target scope is read before anything is sent again:
 * - a real task: the scope's tasks (inbox / the daily note / the document) are listed before the
 *   write (`knownIds`); afterwards a task with the same text that was not there then, and that no
 *   other job has claimed, is the one this job created;
 * - a to-do block: the place is noted like a clip part (reconcile.ts) and looked for the same way.
 * Errors are the client's CraftErrors (classify.ts retries or parks them) or ParkErrors.
 */
import type { CraftClient } from '../craft';
import type { Block, NewTask, Task, TaskLocation } from '../craft/types';
import type { ConnectionKind, TaskJob, TaskPlace } from '../model/types';
import { taskMarkdown, todoBlockMarkdown } from '../tasks/task-markdown';
import { isCraftError } from '../craft/errors';
import { signature } from './block-signature';
import { ParkError } from './classify';
import type { Cursor } from './clip-progress';
import { ensureSettled, tracked, type InFlight } from './in-flight';
import { childrenOf, findWritten, snapshotPlace } from './reconcile';
import type { JobOf } from './types';
import { dropResentItems, firstCopy, runCheck, type PendingCheck } from './verify-write';

export type TaskClient = Pick<CraftClient, 'tasks' | 'blocks'>;

export interface TaskJobProgress {
  /** A write went out and its answer is not known. */
  inFlight?: InFlight & { knownIds?: string[]; cursor?: Cursor };
  /**
   * The write arrived (what to answer), but a copy made by the browser's silent resend
   * (verify-write.ts) is still to be looked for: tasks of our text not `knownIds` before the write,
   * or a to-do block's `window`. Saved before the look, so a failed read is retried, never the write.
   */
  arrived?: { delivered: TaskDelivered; knownIds?: string[]; window?: PendingCheck };
}

export interface TaskDelivered {
  id: string;
  markdown: string;
  asBlock?: boolean;
  blockIds?: string[];
  scheduleDate?: string;
  deadlineDate?: string;
}

export interface TaskJobContext {
  client: TaskClient;
  connectionKind: ConnectionKind;
  save(progress: TaskJobProgress): Promise<void>;
  /** Ids other deliveries created (so two identical tasks sent in a row are both kept). */
  claimed?(): Promise<ReadonlySet<string>>;
  settleMs?: number;
  now?: () => number;
}

export const NO_TASK_INBOX =
  'This connection is for selected documents; Craft has no task inbox there. Pick one of its documents to add a to-do block instead.';
export const NO_DOCUMENTS_HERE =
  'A Daily Notes & Tasks connection has no documents. Add the task to the inbox or a daily note instead.';

/** Why a task cannot be sent on this kind of connection, before anything is stored or sent. */
export function taskRefusal(job: TaskJob, kind: ConnectionKind): string | undefined {
  if (kind === 'documents' && job.place.kind !== 'document') return NO_TASK_INBOX;
  if (kind === 'daily-notes' && job.place.kind === 'document') return NO_DOCUMENTS_HERE;
  return undefined;
}

export async function runTaskJob(job: JobOf<'task'>, ctx: TaskJobContext): Promise<TaskDelivered> {
  const refusal = taskRefusal(job.payload, ctx.connectionKind);
  if (refusal) throw new ParkError(refusal);
  const p: TaskJobProgress = structuredClone(job.progress ?? {});
  const now = ctx.now ?? Date.now;
  const save = (progress: TaskJobProgress) => ctx.save(progress);
  if (!p.arrived) await (ctx.connectionKind === 'documents' ? addTodoBlock(job.payload, p) : addTask(job.payload, p));
  await checkCopies(job.payload, p.arrived!);
  return p.arrived!.delivered;

  async function arrived(progress: TaskJobProgress, value: NonNullable<TaskJobProgress['arrived']>): Promise<void> {
    progress.arrived = value;
    progress.inFlight = undefined;
    await save(progress);
  }

  async function checkCopies(task: TaskJob, done: NonNullable<TaskJobProgress['arrived']>): Promise<void> {
    const claimed = await ctx.claimed?.();
    try {
      if (done.window) await runCheck(ctx.client.blocks, done.window, claimed);
      if (done.knownIds) {
        await dropResentItems({
          listSame: async () => (await tasksWithText(task.place, done.delivered.markdown)).map((t) => t.id),
          known: done.knownIds, keep: done.delivered.id, claimed, remove: (ids) => ctx.client.tasks.delete(ids),
        });
      }
    } catch (error) {
      // The place (or a copy) is gone already: nothing left to check. Anything else: tried again later.
      if (!isCraftError(error, 'not-found')) throw error;
    }
    p.arrived = { delivered: done.delivered };
    await save(p);
  }

  async function addTodoBlock(task: TaskJob, progress: TaskJobProgress): Promise<void> {
    const place = task.place as Extract<TaskPlace, { kind: 'document' }>;
    const markdown = todoBlockMarkdown(task.title, task.note);
    const { blocks } = ctx.client;
    if (progress.inFlight?.cursor) {
      ensureSettled(progress.inFlight, now, ctx.settleMs);
      const cursor = progress.inFlight.cursor;
      const found = await findWritten(blocks, cursor, { kind: 'blocks', markdown });
      if (found) return todoArrived(markdown, firstCopy(found, markdown), cursor);
    }
    const cursor = await snapshotPlace(blocks, { id: place.id }, 'end');
    const created = await tracked(progress, { cursor }, save, now, () => blocks.insertMarkdown(markdown, { position: 'end', pageId: place.id }));
    if (!created[0]) throw new Error('Craft did not return the new to-do block.');
    return todoArrived(markdown, created, cursor);

    function todoArrived(text: string, ours: Block[], at: Cursor): Promise<void> {
      const ids = ours.map((b) => b.id);
      return arrived(progress, { delivered: { id: ids[0]!, markdown: text, asBlock: true, blockIds: ids }, window: { cursor: at, runs: [{ ids }] } });
    }
  }

  async function addTask(task: TaskJob, progress: TaskJobProgress): Promise<void> {
    const markdown = taskMarkdown(task.title, task.note);
    const same = () => tasksWithText(task.place, markdown);
    if (progress.inFlight?.knownIds) {
      ensureSettled(progress.inFlight, now, ctx.settleMs);
      const knownIds = progress.inFlight.knownIds;
      const known = new Set([...knownIds, ...(await ctx.claimed?.() ?? [])]);
      // More than one fresh: the browser resent the write too; checkCopies removes the others.
      const fresh = (await same()).find((t) => !known.has(t.id));
      if (fresh) return arrived(progress, { delivered: taskDelivered(task, markdown, fresh), knownIds });
    }
    const knownIds = (await same()).map((t) => t.id);
    const [created] = await tracked(progress, { knownIds }, save, now, () => ctx.client.tasks.create([newTask(task, markdown)]));
    if (!created) throw new Error('Craft did not return the new task.');
    return arrived(progress, { delivered: taskDelivered(task, markdown, created), knownIds });
  }

  /** The tasks of `place` whose words are those of `markdown`. */
  async function tasksWithText(place: TaskPlace, markdown: string): Promise<Array<Pick<Task, 'id' | 'markdown'>>> {
    const wanted = signature(markdown);
    return (await tasksAt(place)).filter((t) => signature(t.markdown ?? '') === wanted);
  }

  /** The tasks of the place a new task lands in; a daily note's are its task blocks. */
  async function tasksAt(place: TaskPlace): Promise<Array<Pick<Task, 'id' | 'markdown'>>> {
    if (place.kind === 'inbox') return ctx.client.tasks.list('inbox');
    if (place.kind === 'document') return ctx.client.tasks.list('document', { documentId: place.id });
    const children = await childrenOf(ctx.client.blocks, { date: place.date });
    return children.filter((b) => b.listStyle === 'task' || b.taskInfo).map((b) => ({ id: b.id, markdown: b.markdown }));
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

function taskDelivered(job: TaskJob, markdown: string, created: Pick<Task, 'id'> & { taskInfo?: Task['taskInfo'] }): TaskDelivered {
  // The server resolves relative words ('tomorrow'); keep what it stored.
  return {
    id: created.id, markdown,
    scheduleDate: created.taskInfo?.scheduleDate ?? job.scheduleDate,
    deadlineDate: created.taskInfo?.deadlineDate ?? job.deadlineDate,
  };
}
