/** POST /upload (raw bytes; Content-Type decides image/video/file) and POST /comments. */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Ctx, Route } from '../context';
import { ALL_KINDS } from '../context';
import { oneOf, str } from '../query';
import { parseBody } from '../validate';
import { badRequest } from '../errors';
import { newId } from '../ids';
import { resolvePosition } from '../position';

/**
 * The block an upload creates. With `bareUploads`, an image carries only id, type, url and markdown,
 * as the Craft-hosted images of R6's live capture do (evidence §3a #7); older docs (S7) say
 * `mimeType`/`fileSize` are filled by the server, which is the default here.
 */
function blockFor(contentType: string, url: string, size: number, fileName: string | undefined, bare: boolean) {
  const common = bare ? { url } : { url, uploaded: true, mimeType: contentType, fileSize: size };
  if (contentType.startsWith('image/')) return { type: 'image' as const, ...common, markdown: `![Image](${url})` };
  if (contentType.startsWith('video/')) return { type: 'video' as const, ...common, markdown: `![Video](${url})` };
  const name = fileName ?? 'file';
  return { type: 'file' as const, ...common, fileName: name, markdown: `[${name}](${url})` };
}

const commentsSchema = z.strictObject({
  comments: z.array(z.strictObject({ blockId: z.string().min(1), content: z.string().min(1) })).min(1),
});

export const uploadRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/upload',
    kinds: ALL_KINDS,
    mutates: true,
    raw: true,
    handler: (ctx: Ctx) => {
      const position = oneOf(
        ctx.query,
        'position',
        ['start', 'end', 'before', 'after'] as const,
        ctx.kind === 'daily-notes' ? 'end' : undefined,
      );
      if (!position) throw badRequest('position is required');
      const pageId = str(ctx.query, 'pageId');
      const siblingId = str(ctx.query, 'siblingId');
      const date = str(ctx.query, 'date');
      if ((position === 'start' || position === 'end') && !pageId && !date && ctx.kind !== 'daily-notes') {
        throw badRequest('pageId or date is required with position start or end');
      }
      if (!ctx.rawBody.length) throw badRequest('The upload body is empty');
      const target = resolvePosition(ctx, { position, pageId, siblingId, date });
      const contentType = (ctx.headers['content-type'] || 'application/octet-stream').split(';')[0].trim();
      const assetId = newId();
      const assetUrl = `${ctx.origin}/assets/${assetId}`;
      const [block] = ctx.store.insert(
        [blockFor(contentType, assetUrl, ctx.rawBody.length, str(ctx.query, 'fileName'), ctx.behaviour.bareUploads)],
        target.parentId,
        target.index,
      );
      const sha256 = createHash('sha256').update(ctx.rawBody).digest('hex');
      ctx.store.state.uploads[assetId] = {
        id: assetId,
        blockId: block.id,
        contentType,
        sha256,
        base64: ctx.rawBody.toString('base64'),
      };
      return { json: { blockId: block.id, assetUrl } };
    },
  },
  {
    method: 'POST',
    pattern: '/comments',
    kinds: ALL_KINDS,
    mutates: true,
    handler: (ctx) => {
      const { comments } = parseBody(commentsSchema, ctx.body);
      const blocks = comments.map((c) => ctx.scope.requireBlock(c.blockId));
      const items = comments.map((c, i) => {
        const comment = { id: newId(), author: 'Emulator User', content: c.content, createdAt: ctx.now.toISOString() };
        (blocks[i].comments ??= []).push(comment);
        return { commentId: comment.id };
      });
      return { json: { items } };
    },
  },
];
