/** GET /blocks/search: regex search inside one document (selector: space blockId, documents documentId, daily-notes date). */
import type { Ctx, Route } from '../context';
import type { BlockRecord } from '../types';
import { ALL_KINDS } from '../context';
import { bool, int, str } from '../query';
import { badRequest, notFound } from '../errors';
import { resolveDate } from '../dates';
import { blockJson } from '../block-json';

function searchRoot(ctx: Ctx): string {
  if (ctx.kind === 'space') return ctx.scope.requireBlock(str(ctx.query, 'blockId', true)!).id;
  if (ctx.kind === 'documents') return ctx.scope.requireDocument(str(ctx.query, 'documentId', true)!).id;
  const day = resolveDate(str(ctx.query, 'date') ?? 'today', ctx.now, ctx.timezone);
  const note = ctx.store.dailyNote(day);
  if (!note) throw notFound(`No daily note for ${day}`);
  return note.id;
}

function pageBlockPath(ctx: Ctx, block: BlockRecord) {
  const path: { id: string; content: string }[] = [];
  for (let p = block.parentId; p; p = ctx.store.get(p)?.parentId) {
    const parent = ctx.store.get(p)!;
    if (parent.type === 'page' || parent.type === 'collectionItem')
      path.unshift({ id: parent.id, content: parent.markdown });
  }
  return path;
}

export const blockSearchRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/blocks/search',
    kinds: ALL_KINDS,
    handler: (ctx) => {
      const rootId = searchRoot(ctx);
      const source = str(ctx.query, 'pattern', true)!;
      const caseSensitive = bool(ctx.query, 'caseSensitive');
      const before = int(ctx.query, 'beforeBlockCount', 5, 0);
      const after = int(ctx.query, 'afterBlockCount', 5, 0);
      const fetchBlocks = bool(ctx.query, 'fetchBlocks');
      let re: RegExp;
      try {
        re = new RegExp(source, caseSensitive ? '' : 'i');
      } catch (e) {
        throw badRequest(`pattern is not a valid regular expression: ${(e as Error).message}`);
      }
      const flat = ctx.store.descendants(rootId);
      const brief = (b: BlockRecord) => ({ blockId: b.id, markdown: ctx.scope.filterLinks(b.markdown) });
      const items = flat.flatMap((b, i) =>
        re.test(b.markdown)
          ? [
              {
                ...brief(b),
                pageBlockPath: pageBlockPath(ctx, b),
                beforeBlocks: flat.slice(Math.max(0, i - before), i).map(brief),
                afterBlocks: flat.slice(i + 1, i + 1 + after).map(brief),
                ...(fetchBlocks
                  ? { blocks: [blockJson(ctx.store, ctx.scope, b.id, { maxDepth: 0, fetchMetadata: false })] }
                  : {}),
              },
            ]
          : [],
      );
      return { json: { items } };
    },
  },
];
