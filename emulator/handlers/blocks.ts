/** GET /blocks (JSON or text/markdown) and POST /blocks (blocks array or markdown). */
import { z } from 'zod';
import type { Ctx, Route } from '../context';
import { ALL_KINDS } from '../context';
import { bool, int, str } from '../query';
import { parseBody, positionSchema } from '../validate';
import { badRequest, notFound } from '../errors';
import { resolveDate } from '../dates';
import { blockJson } from '../block-json';
import { blocksToMarkdown } from '../blocks-to-markdown';
import { markdownToBlocks } from '../markdown-to-blocks';
import { blockInputSchema, inputToBlocks } from '../block-input';
import { resolvePosition } from '../position';
import { asStored } from '../rewrite';

/** The block a GET addresses: by id, or by daily-note date (space and daily-notes links). */
function addressed(ctx: Ctx): string {
  const id = str(ctx.query, 'id');
  const date = str(ctx.query, 'date');
  if (id !== undefined && date !== undefined) throw badRequest('id and date are mutually exclusive');
  if (date !== undefined && ctx.kind === 'documents') throw badRequest('date is not supported on this connection');
  if (id !== undefined) return ctx.scope.requireBlock(id).id;
  if (date === undefined && ctx.kind !== 'daily-notes') throw badRequest('id is required');
  const day = resolveDate(date ?? 'today', ctx.now, ctx.timezone);
  const note = ctx.store.dailyNote(day);
  if (!note) throw notFound(`No daily note for ${day}`);
  return note.id;
}

const postSchema = z.strictObject({
  blocks: z.array(blockInputSchema).min(1).optional(),
  markdown: z.string().optional(),
  position: positionSchema.optional(),
});

/** The older daily-notes form: raw markdown body with `?position=<url-encoded JSON>`. */
function markdownBodyForm(ctx: Ctx): unknown {
  const raw = str(ctx.query, 'position');
  let position: unknown;
  try {
    position = raw ? JSON.parse(raw) : undefined;
  } catch {
    throw badRequest('position must be JSON');
  }
  return { markdown: ctx.body, position };
}

export const blockReadRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/blocks',
    kinds: ALL_KINDS,
    handler: (ctx) => {
      const maxDepth = int(ctx.query, 'maxDepth', -1, -1);
      const fetchMetadata = bool(ctx.query, 'fetchMetadata');
      const id = addressed(ctx);
      if ((ctx.headers.accept ?? '').includes('text/markdown')) {
        const blocks = 1 + ctx.store.descendants(id).length;
        return {
          text: blocksToMarkdown(ctx.store, ctx.scope, id, maxDepth),
          contentType: 'text/markdown; charset=utf-8',
          blocks,
        };
      }
      return { json: blockJson(ctx.store, ctx.scope, id, { maxDepth, fetchMetadata }) };
    },
  },
  {
    method: 'POST',
    pattern: '/blocks',
    kinds: ALL_KINDS,
    mutates: true,
    handler: (ctx) => {
      const body = parseBody(postSchema, typeof ctx.body === 'string' ? markdownBodyForm(ctx) : ctx.body);
      if ((body.blocks === undefined) === (body.markdown === undefined)) {
        throw badRequest('Give exactly one of blocks or markdown');
      }
      const parsed = body.blocks ? body.blocks.flatMap(inputToBlocks) : markdownToBlocks(body.markdown!);
      const target = resolvePosition(ctx, body.position);
      const created = ctx.store.insert(asStored(ctx, parsed), target.parentId, target.index);
      return {
        json: {
          items: created.map((b) => blockJson(ctx.store, ctx.scope, b.id, { maxDepth: -1, fetchMetadata: false })),
        },
      };
    },
  },
];
