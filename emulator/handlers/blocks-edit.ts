/** PUT /blocks (partial update), DELETE /blocks (permanent), PUT /blocks/move. */
import { z } from 'zod';
import type { BlockRecord } from '../types';
import type { Ctx, Route } from '../context';
import { ALL_KINDS } from '../context';
import { parseBody, positionSchema, blockFields, nonEmptyIds } from '../validate';
import { badRequest } from '../errors';
import { blockJson } from '../block-json';
import { markdownToBlocks } from '../markdown-to-blocks';
import { CODE_LANGUAGES } from '../code-languages';
import { resolvePosition } from '../position';
import { asStored } from '../rewrite';

const putSchema = z.strictObject({
  blocks: z.array(z.object({ id: z.string().min(1), type: z.string().optional(), ...blockFields })).min(1),
});
const deleteSchema = z.strictObject({ blockIds: nonEmptyIds });
const moveSchema = z.strictObject({ blockIds: nonEmptyIds, position: positionSchema });

/** Fields a text block's markdown decides; they are re-derived when its markdown changes. */
const DERIVED = ['listStyle', 'indentationLevel', 'decorations', 'taskInfo'] as const;

function applyUpdate(ctx: Ctx, block: BlockRecord, update: z.infer<typeof putSchema>['blocks'][number]): void {
  const { id: _id, type, markdown, ...fields } = update;
  if (type && type !== block.type) throw badRequest(`Block ${block.id} is ${block.type}; its type cannot change`);
  if (fields.language && !(CODE_LANGUAGES as readonly string[]).includes(fields.language)) {
    throw badRequest(`language must be one of ${CODE_LANGUAGES.join(', ')}`);
  }
  if (markdown !== undefined && block.type === 'text') {
    const parsed = asStored(ctx, markdownToBlocks(markdown));
    // Older docs: an update may only hold paragraph-level markdown that yields one text block.
    if (parsed.length > 1 || (parsed[0] && parsed[0].type !== 'text')) {
      throw badRequest('markdown of a text block update must produce exactly one text block');
    }
    for (const key of DERIVED) delete block.props[key];
    if (['h1', 'h2', 'h3', 'h4', 'caption'].includes(block.props.textStyle as string)) delete block.props.textStyle;
    const { type: _t, markdown: md, ...derived } = parsed[0] ?? { type: 'text', markdown: '' };
    Object.assign(block.props, derived);
    block.markdown = md;
  } else if (markdown !== undefined) {
    block.markdown = markdown;
  }
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) block.props[key] = value;
  if (block.type === 'code' && (fields.rawCode !== undefined || fields.language !== undefined)) {
    block.markdown = `\`\`\`${block.props.language}\n${block.props.rawCode}\n\`\`\``;
  }
  ctx.store.touch(block.id);
}

function requireMovable(ctx: Ctx, id: string): BlockRecord {
  const block = ctx.scope.requireBlock(id);
  if (!block.parentId) throw badRequest(`Block ${id} is a document root; use the documents endpoints`);
  return block;
}

export const blockEditRoutes: Route[] = [
  {
    method: 'PUT',
    pattern: '/blocks',
    kinds: ALL_KINDS,
    mutates: true,
    handler: (ctx) => {
      const { blocks } = parseBody(putSchema, ctx.body);
      const targets = blocks.map((u) => ctx.scope.requireBlock(u.id));
      blocks.forEach((u, i) => applyUpdate(ctx, targets[i], u));
      return {
        json: {
          items: targets.map((b) => blockJson(ctx.store, ctx.scope, b.id, { maxDepth: 0, fetchMetadata: false })),
        },
      };
    },
  },
  {
    method: 'DELETE',
    pattern: '/blocks',
    kinds: ALL_KINDS,
    mutates: true,
    handler: (ctx) => {
      const { blockIds } = parseBody(deleteSchema, ctx.body);
      // Ids that no longer exist are passed over: partial success, 207 (evidence §3b #15: Craft's
      // older docs, S7). The body's `ignoredItems` is S7's word for the ones left out elsewhere; a guess here.
      const gone = blockIds.filter((id) => !ctx.scope.blockVisible(id));
      const present = blockIds.filter((id) => !gone.includes(id));
      present.forEach((id) => requireMovable(ctx, id));
      present.forEach((id) => ctx.store.remove(id));
      const items = present.map((id) => ({ id }));
      if (!gone.length) return { json: { items } };
      return { status: 207, json: { items, ignoredItems: gone.map((id) => ({ id })) } };
    },
  },
  {
    method: 'PUT',
    pattern: '/blocks/move',
    kinds: ALL_KINDS,
    mutates: true,
    handler: (ctx) => {
      const { blockIds, position } = parseBody(moveSchema, ctx.body);
      blockIds.forEach((id) => requireMovable(ctx, id));
      const first = resolvePosition(ctx, position);
      const moving = new Set(blockIds);
      if (position.siblingId && moving.has(position.siblingId))
        throw badRequest('A moved block cannot be its own sibling target');
      for (let p: string | undefined = first.parentId; p; p = ctx.store.get(p)?.parentId) {
        if (moving.has(p)) throw badRequest('A block cannot be moved into itself');
      }
      blockIds.forEach((id) => ctx.store.detach(id));
      // Resolve again: detaching may have shifted the sibling's index.
      const target = resolvePosition(ctx, position);
      ctx.store.attachAll(blockIds, target.parentId, target.index);
      return { json: { items: blockIds.map((id) => ({ id })) } };
    },
  },
];
