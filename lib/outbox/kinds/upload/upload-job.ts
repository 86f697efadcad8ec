/**
 * The upload kind: delivering one image exactly once, resumable: (a new document,) the bytes
 * (POST /upload at the end of the destination), then the caption after the image, each one write
 * step (write-step.ts). When an answer was lost, the destination is read (GET /blocks, maxDepth 1)
 * after the block that was last before the upload (the anchor noted before it went out): an
 * image/file block of the same size and type there is the upload; a block carrying the caption's
 * link right after the image is the caption. Nothing found: it was not applied. Both writes owe
 * one resend check together, run once at the end: two reads for two writes. The bytes were checked
 * once, by the sender, before the job was stored (images.ts, screenshot.ts): not again here.
 */
import { isCraftError } from '../../../craft/errors';
import type { Block, UploadTarget } from '../../../craft/types';
import { captionMarkdown } from '../../../images/caption';
import type { ConnectionKind, Destination } from '../../../model/types';
import { blockHas, signature } from '../../write/block-signature';
import { namedIds, checkedIds, sameData, type JobKindModule, type RunContext } from '../../kind';
import { sectionOnce } from '../../write/daily-section';
import { createDocumentOnce } from '../../write/new-document';
import type { Cursor, ParentRef } from '../../write/place';
import { ParkError } from '../../policy';
import { mapValues, text, textOf, type UiText } from '../../../i18n/ui-text';
import { redactSecrets } from '../../../connections/redact';
import { afterAnchor, childrenOf, snapshotPlace } from '../../write/reconcile';
import type { JobOf } from '../../types';
import { mayBeUploadOf } from '../../write/upload-block';
import { pinUpload } from './upload-pin';
import type { UploadDelivered, UploadJobProgress } from './upload-progress';
import { runOwedChecks, stepContext, writeStep } from '../../write/write-step';

/** Why this destination cannot take an upload on this kind of connection (checked before enqueueing too). */
export function uploadRefusal(destination: Destination, kind: ConnectionKind): UiText | undefined {
  if ((destination.kind === 'daily-note' || destination.kind === 'daily-section') && kind === 'documents') {
    return text('outbox_uploadNoDailyNotes');
  }
  if (destination.kind === 'new-document' && kind !== 'space') return text('outbox_uploadCannotCreate');
  return undefined;
}

const size = (bytes: ArrayBuffer | Blob) => (bytes instanceof Blob ? bytes.size : bytes.byteLength);

export const uploadJob: JobKindModule<'upload'> = {
  run: runUploadJob,
  createdIds: (job) => [
    ...namedIds(job.result as UploadDelivered | undefined),
    ...namedIds(job.progress),
    ...checkedIds(job.progress?.checks),
  ],
  content: (job) => (job.payload.source ? `[${job.payload.source.title}](${job.payload.source.url})` : undefined),
  withoutContent: (payload) => ({ ...payload, bytes: new ArrayBuffer(0) }),
  // The same image (by size and type) to the same place with the same caption, while the first one waits.
  repeats: (job, payload) =>
    job.state !== 'done' &&
    job.payload.connectionId === payload.connectionId &&
    job.payload.contentType === payload.contentType &&
    size(job.payload.bytes) === size(payload.bytes) &&
    sameData(job.payload.destination, payload.destination) &&
    sameData(job.payload.source, payload.source),
  pin: pinUpload,
  // Nothing to hold: the user sends the same image again (repeats).
  offer: () => undefined,
};

type UploadMark = { step: 'upload' | 'caption'; cursor?: Cursor };

export async function runUploadJob(job: JobOf<'upload'>, ctx: RunContext<'upload'>): Promise<UploadDelivered> {
  const { payload } = job;
  const bytes = payload.bytes instanceof Blob ? await payload.bytes.arrayBuffer() : payload.bytes;
  // Checked once, by the sender, before the job was stored (UploadJob): its sniffed type.
  const { contentType } = payload;
  const destination =
    payload.destination && payload.destination !== 'last'
      ? payload.destination
      : await ctx.destination(payload.destination);
  if (!destination) throw new ParkError(text('outbox_noImageDestination'));
  const refusal = uploadRefusal(destination, ctx.connectionKind);
  if (refusal) throw new ParkError(refusal);
  const p: UploadJobProgress = structuredClone(job.progress ?? {});
  const { client } = ctx;
  const step = stepContext(ctx, p);

  const parent = await parentOf(destination);
  if (!p.blockId) {
    ctx.onProgress?.(1, 2);
    const target: UploadTarget =
      'id' in parent ? { position: 'end', pageId: parent.id } : { position: 'end', date: parent.date };
    await writeStep<UploadMark, { blockId: string; assetUrl: string }>(step, {
      id: 'upload',
      async prepare() {
        p.anchor = await snapshotPlace(client.blocks, parent, 'end');
        return { step: 'upload' };
      },
      async look() {
        const found = p.anchor && (await after(p.anchor)).find((b) => mayBeUploadOf(b, bytes.byteLength, contentType));
        return found ? { blockId: found.id, assetUrl: String(found.url ?? '') } : undefined;
      },
      // The sniffed type, not the one the site claimed: Craft decides image vs file by Content-Type.
      send: () => client.upload(bytes, contentType, target),
      note: (made) =>
        p.anchor && { cursor: p.anchor, run: { ids: [made.blockId], upload: { size: bytes.byteLength, contentType } } },
      async arrived(made) {
        Object.assign(p, made);
        await ctx.save(p);
      },
    });
  }
  if (payload.source && !p.captionBlockId && !p.warning) {
    ctx.onProgress?.(2, 2);
    await caption(payload.source);
  }
  await runOwedChecks(step);
  return {
    destination,
    blockId: p.blockId!,
    assetUrl: p.assetUrl!,
    captionBlockId: p.captionBlockId,
    createdDocumentId: p.createdDocumentId,
    contentType,
    bytes: bytes.byteLength,
    ...(p.warning ? { warning: p.warning } : {}),
  };

  async function caption(source: { title: string; url: string }): Promise<void> {
    const markdown = captionMarkdown(source);
    const mark = signature(source.title).slice(0, 32) || signature(source.url).slice(0, 32);
    try {
      await writeStep<UploadMark, string | undefined>(step, {
        id: 'caption',
        // Right after the image, inside the window noted before the upload: no read needed.
        prepare: async () => ({
          step: 'caption',
          cursor: { parent: p.anchor?.parent ?? parent, afterId: p.blockId!, beforeId: p.anchor?.beforeId ?? null },
        }),
        async look(noted) {
          const found = noted.cursor && (await after(noted.cursor))[0];
          return found && blockHas(found.markdown, mark) ? found.id : undefined;
        },
        send: async () =>
          (await client.blocks.insertMarkdown(markdown, { position: 'after', siblingId: p.blockId! }))[0]?.id,
        note: (id, noted) => (id && noted.cursor ? { cursor: noted.cursor, run: { ids: [id] } } : undefined),
        async arrived(id) {
          p.captionBlockId = id;
          if (!id) p.warning = text('outbox_noCaption');
          await ctx.save(p);
        },
      });
    } catch (error) {
      // The server answered with an error (not 429): keep the image and say the caption is missing,
      // rather than hold a delivered image back. No answer at all or 429: the caption is retried on
      // schedule (looked for first when the answer was lost).
      const answered = isCraftError(error) && error.status !== undefined && error.kind !== 'rate-limited';
      if (!answered) throw error;
      // Stored with the upload's record: the server's words lose any link id or key they echo back.
      p.warning = mapValues(text('outbox_captionFailed', textOf(error) ?? error.message), (s) => redactSecrets(s));
      p.inFlight = undefined;
      await ctx.save(p);
    }
  }

  /** The parent block the upload goes into; a new document or a section is made once (looked for after a lost answer). */
  async function parentOf(to: Destination): Promise<ParentRef> {
    if (to.kind === 'daily-note') return { date: to.date };
    if (to.kind === 'document') return { id: to.id };
    if (to.kind === 'daily-section') return { id: await sectionOnce(step, { blocks: client.blocks, ...to }) };
    return {
      id: await createDocumentOnce(step, { documents: client.documents, title: to.title, folderId: to.folderId }),
    };
  }

  /** The top-level blocks after the cursor's block (up to the block that followed it then). */
  async function after(cursor: Cursor): Promise<Block[]> {
    if (!cursor.parent) return [];
    const found = afterAnchor(await childrenOf(client.blocks, cursor.parent), cursor);
    if (!found) {
      throw new ParkError(text('outbox_uploadUnconfirmed'));
    }
    return found;
  }
}
