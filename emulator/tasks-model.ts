/** Tasks are task-list blocks; their location is derived from where the block lives. */
import type { BlockRecord } from './types';
import type { Ctx } from './context';
import { notFound } from './errors';

export function isTask(block: BlockRecord | undefined): block is BlockRecord {
  return block?.props.listStyle === 'task';
}

export function taskText(markdown: string): string {
  return markdown.replace(/^\s*- \[[ xX-]\]\s?/, '');
}

export function taskMarkdown(text: string, state: string): string {
  const mark = state === 'done' ? 'x' : state === 'canceled' ? '-' : ' ';
  return `- [${mark}] ${text}`;
}

export function taskLocation(ctx: Ctx, block: BlockRecord): Record<string, string> {
  const root = ctx.store.rootOf(block.id);
  if (root === ctx.store.state.inboxId || root === ctx.store.state.logbookId) return { type: 'inbox' };
  const doc = ctx.store.state.documents[root];
  if (doc?.dailyNoteDate) return { type: 'dailyNote', date: doc.dailyNoteDate };
  return { type: 'document', documentId: root, title: ctx.store.title(root) };
}

export function taskJson(ctx: Ctx, block: BlockRecord): Record<string, unknown> {
  return {
    id: block.id,
    markdown: ctx.scope.filterLinks(taskText(block.markdown)),
    taskInfo: block.props.taskInfo,
    location: taskLocation(ctx, block),
    ...(block.completedAt ? { completedAt: block.completedAt } : {}),
    ...(block.canceledAt ? { canceledAt: block.canceledAt } : {}),
  };
}

/** Tasks this link can see: inbox and logbook always, then those in visible documents. */
export function visibleTasks(ctx: Ctx): BlockRecord[] {
  const { inboxId, logbookId, documents } = ctx.store.state;
  const roots = [
    inboxId,
    logbookId,
    ...Object.values(documents)
      .filter((d) => ctx.scope.docVisible(d) && d.location !== 'trash')
      .map((d) => d.id),
  ];
  return roots.flatMap((r) => ctx.store.descendants(r)).filter(isTask);
}

export function requireTask(ctx: Ctx, id: string): BlockRecord {
  const task = visibleTasks(ctx).find((t) => t.id === id);
  if (!task) throw notFound(`Task ${id} not found`);
  return task;
}
