/** Resolves a position object (start/end + pageId or date, before/after + siblingId) to parent + index. */
import type { Ctx } from './context';
import type { PositionInput } from './validate';
import { badRequest } from './errors';
import { resolveDate } from './dates';

const PARENT_TYPES = new Set(['page', 'text', 'collectionItem']);

export interface Target {
  parentId: string;
  index: number;
}

export function resolvePosition(ctx: Ctx, pos: PositionInput | undefined): Target {
  // The daily-notes API defaults to the end of today's note; the others need an explicit target.
  const input = pos ?? (ctx.kind === 'daily-notes' ? { position: 'end' as const } : undefined);
  if (!input) throw badRequest('position is required');
  const { position, pageId, siblingId, date } = input;
  if (position === 'before' || position === 'after') {
    if (!siblingId) throw badRequest(`siblingId is required with position ${position}`);
    if (pageId || date) throw badRequest('siblingId cannot be combined with pageId or date');
    const sibling = ctx.scope.requireBlock(siblingId);
    if (!sibling.parentId) throw badRequest('A document root has no siblings');
    const parent = ctx.store.get(sibling.parentId)!;
    const index = parent.children.indexOf(siblingId) + (position === 'after' ? 1 : 0);
    return { parentId: parent.id, index };
  }
  if (siblingId) throw badRequest(`siblingId cannot be used with position ${position}`);
  if (pageId && date) throw badRequest('pageId and date are mutually exclusive');
  const index = position === 'start' ? 0 : -1;
  if (pageId) {
    const parent = ctx.scope.requireBlock(pageId, 'Page');
    if (!PARENT_TYPES.has(parent.type)) {
      throw badRequest(`Block ${pageId} of type ${parent.type} cannot have children`);
    }
    return { parentId: pageId, index };
  }
  if (ctx.kind === 'documents') throw badRequest('pageId is required with position start or end');
  const day = resolveDate(date ?? 'today', ctx.now, ctx.timezone);
  // Writing to a date creates its daily note, as the app does when you open a day.
  return { parentId: ctx.store.ensureDailyNote(day).id, index };
}
