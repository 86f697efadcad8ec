/** GET/POST/PUT/DELETE /tasks — space and daily-notes links only. */
import { z } from 'zod';
import type { Ctx, Route } from '../context';
import type { TaskInfo } from '../types';
import { oneOf, str } from '../query';
import { parseBody, nonEmptyIds, taskInfoSchema, isoDate } from '../validate';
import { badRequest } from '../errors';
import { addDays, dateInZone, resolveDate } from '../dates';
import { textAsStored } from '../rewrite';
import { requireTask, taskJson, taskMarkdown, taskText, visibleTasks } from '../tasks-model';

const KINDS = ['space', 'daily-notes'] as const;

const locationSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('inbox') }),
  z.strictObject({ type: z.literal('dailyNote'), date: isoDate.default('today') }),
  z.strictObject({ type: z.literal('document'), documentId: z.string().min(1) }),
]);
type Location = z.infer<typeof locationSchema>;

const postSchema = z.strictObject({
  tasks: z
    .array(
      z.strictObject({
        markdown: z.string(),
        taskInfo: taskInfoSchema.optional(),
        location: locationSchema.optional(),
      }),
    )
    .min(1),
});
const putSchema = z.strictObject({
  tasksToUpdate: z
    .array(
      z.strictObject({
        id: z.string().min(1),
        markdown: z.string().optional(),
        taskInfo: taskInfoSchema.optional(),
        location: locationSchema.optional(),
      }),
    )
    .min(1),
});
const deleteSchema = z.strictObject({ idsToDelete: nonEmptyIds });

function resolveInfo(ctx: Ctx, info: Partial<TaskInfo> & Record<string, unknown>, base?: TaskInfo): TaskInfo {
  const out: TaskInfo = { ...(base ?? { state: 'todo' }) };
  if (info.state) out.state = info.state;
  for (const key of ['scheduleDate', 'deadlineDate'] as const) {
    if (info[key]) out[key] = resolveDate(info[key]!, ctx.now, ctx.timezone, `taskInfo.${key}`);
  }
  return out;
}

/** The container block a location means; a done inbox task lives in the logbook container. */
function targetOf(ctx: Ctx, location: Location | undefined, state: string): string {
  const loc = location ?? { type: 'inbox' as const };
  if (loc.type === 'inbox') return state === 'todo' ? ctx.store.state.inboxId : ctx.store.state.logbookId;
  if (loc.type === 'dailyNote')
    return ctx.store.ensureDailyNote(resolveDate(loc.date, ctx.now, ctx.timezone, 'location.date')).id;
  if (ctx.kind !== 'space') throw badRequest('document locations need an All Documents connection');
  return ctx.scope.requireDocument(loc.documentId).id;
}

function stamp(ctx: Ctx, task: ReturnType<typeof requireTask>, state: string) {
  const now = ctx.now.toISOString();
  if (state === 'done') {
    task.completedAt ??= now;
    delete task.canceledAt;
  } else if (state === 'canceled') {
    task.canceledAt ??= now;
    delete task.completedAt;
  } else {
    delete task.completedAt;
    delete task.canceledAt;
  }
}

export const taskRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/tasks',
    kinds: KINDS,
    handler: (ctx) => {
      const scopes =
        ctx.kind === 'space'
          ? (['active', 'upcoming', 'inbox', 'logbook', 'document', 'all'] as const)
          : (['active', 'upcoming', 'inbox', 'logbook'] as const);
      const scope = oneOf(ctx.query, 'scope', scopes);
      if (!scope) throw badRequest('scope is required');
      const documentId = str(ctx.query, 'documentId', scope === 'document');
      if (documentId && scope !== 'document') throw badRequest('documentId is only used with scope=document');
      const today = dateInZone(ctx.now, ctx.timezone);
      const tomorrow = addDays(today, 1);
      const { inboxId } = ctx.store.state;
      let tasks = visibleTasks(ctx);
      const info = (t: (typeof tasks)[number]) => t.props.taskInfo as TaskInfo;
      const dateOf = (t: (typeof tasks)[number]) => info(t).scheduleDate ?? info(t).deadlineDate;
      if (scope === 'inbox') tasks = tasks.filter((t) => ctx.store.rootOf(t.id) === inboxId);
      if (scope === 'logbook') tasks = tasks.filter((t) => info(t).state !== 'todo');
      if (scope === 'active')
        tasks = tasks.filter((t) => info(t).state === 'todo' && !!dateOf(t) && dateOf(t)! <= today);
      if (scope === 'upcoming')
        tasks = tasks.filter((t) => info(t).state === 'todo' && !!dateOf(t) && dateOf(t)! >= tomorrow);
      if (scope === 'document') {
        ctx.scope.requireDocument(documentId!);
        tasks = tasks.filter((t) => ctx.store.rootOf(t.id) === documentId);
      }
      return { json: { items: tasks.map((t) => taskJson(ctx, t)) } };
    },
  },
  {
    method: 'POST',
    pattern: '/tasks',
    kinds: KINDS,
    mutates: true,
    handler: (ctx) => {
      const { tasks } = parseBody(postSchema, ctx.body);
      const created = tasks.map((t) => {
        const taskInfo = resolveInfo(ctx, t.taskInfo ?? {});
        const parentId = targetOf(ctx, t.location, taskInfo.state);
        const [block] = ctx.store.insert(
          [
            {
              type: 'text',
              listStyle: 'task',
              taskInfo,
              markdown: taskMarkdown(textAsStored(ctx, t.markdown), taskInfo.state),
            },
          ],
          parentId,
          0,
        );
        stamp(ctx, block, taskInfo.state);
        return taskJson(ctx, block);
      });
      return { json: { items: created } };
    },
  },
  {
    method: 'PUT',
    pattern: '/tasks',
    kinds: KINDS,
    mutates: true,
    handler: (ctx) => {
      const { tasksToUpdate } = parseBody(putSchema, ctx.body);
      const { inboxId, logbookId } = ctx.store.state;
      const tasks = tasksToUpdate.map((u) => ({ u, task: requireTask(ctx, u.id) }));
      const updated = tasks.map(({ u, task }) => {
        const info = resolveInfo(ctx, u.taskInfo ?? {}, task.props.taskInfo as TaskInfo);
        task.props.taskInfo = info;
        task.markdown = taskMarkdown(
          u.markdown === undefined ? taskText(task.markdown) : textAsStored(ctx, u.markdown),
          info.state,
        );
        stamp(ctx, task, info.state);
        const root = ctx.store.rootOf(task.id);
        const inInboxSide = root === inboxId || root === logbookId;
        let target: string | undefined;
        if (u.location) {
          if (ctx.kind !== 'space') throw badRequest('Moving tasks needs an All Documents connection');
          target = targetOf(ctx, u.location, info.state);
        } else if (inInboxSide) {
          // Done or canceled inbox tasks move to the logbook; reopened ones come back.
          target = info.state === 'todo' ? inboxId : logbookId;
        }
        if (target && target !== task.parentId) {
          ctx.store.detach(task.id);
          ctx.store.attachAll([task.id], target, 0);
        }
        ctx.store.touch(task.id);
        return taskJson(ctx, task);
      });
      return { json: { items: updated } };
    },
  },
  {
    method: 'DELETE',
    pattern: '/tasks',
    kinds: KINDS,
    mutates: true,
    handler: (ctx) => {
      const { idsToDelete } = parseBody(deleteSchema, ctx.body);
      idsToDelete.forEach((id) => requireTask(ctx, id));
      idsToDelete.forEach((id) => ctx.store.remove(id));
      return { json: { items: idsToDelete.map((id) => ({ id })) } };
    },
  },
];
