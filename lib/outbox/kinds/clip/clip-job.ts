/**
 * The clip kind: delivering one clip exactly once, resumable. The same ordered requests as the
 * ordered-parts plan of lib/clip/chunk-plan, each one write step (write-step.ts): progress is
 * saved with every request and a write whose answer was lost is looked for (reconcile.ts) before
 * it is sent again. Kept images (lib/clip/upload-tokens.ts) are upload steps between the markdown
 * parts: POST /upload at the place the next part would go; a refused image falls back to its own
 * http(s) URL, or is left out with a note when it has none Craft could fetch.
 */
import { remainingMarkdown, requestMarkdown, uploadOf } from '../../../clip/chunk-plan';
import { positionFor } from '../../../clip/position';
import { withUrl } from '../../../clip/upload-tokens';
import type { Block, Position } from '../../../craft/types';
import { base64ToBytes } from '../../../images/base64';
import { checkImage, MAX_IMAGE_BYTES, type ImageRefusal } from '../../../images/checks';
import { clipOffer } from './clip-offer';
import { pinClip } from './clip-pin';
import { planOf } from './clip-plan';
import { emptyProgress, type ClipDelivered, type ClipJobProgress } from './clip-progress';
import { samePress } from './double-press';
import { checkedIds, namedIds, sameData, type JobKindModule, type RunContext } from '../../kind';
import { sectionOnce } from '../../write/daily-section';
import { createDocumentOnce } from '../../write/new-document';
import type { Cursor, ParentRef } from '../../write/place';
import { isCraftError } from '../../../craft/errors';
import { ParkError, POLICY } from '../../policy';
import { text, TextError, type UiText } from '../../../i18n/ui-text';
import { findWritten, snapshotPlace, type Expected } from '../../write/reconcile';
import type { JobOf } from '../../types';
import { firstCopy, type WrittenRun } from '../../write/verify-write';
import { runOwedChecks, stepContext, writeStep } from '../../write/write-step';

/**
 * Why a kept image was left out of its clip, as a text stored with the clip. Not the refusal of a
 * single image (IMAGE_REFUSALS): those end "Nothing was sent.", which is not so for the clip.
 */
const LEFT_OUT: Record<ImageRefusal | 'missing', UiText> = {
  missing: text('outbox_imageMissing'),
  empty: text('outbox_imageEmpty'),
  notAnImage: text('outbox_imageNotAnImage'),
  tooLarge: text('image_tooLarge', MAX_IMAGE_BYTES / 1024 / 1024),
};

export const imageLeftOut = (why: ImageRefusal | 'missing'): UiText => text('outbox_imageLeftOut', LEFT_OUT[why]);

export const clipJob: JobKindModule<'clip'> = {
  run: runClipJob,
  createdIds: (job) => [
    ...namedIds(job.result as ClipDelivered | undefined),
    ...namedIds(job.progress),
    ...checkedIds(job.progress?.checks),
  ],
  content: (job) => remainingMarkdown(planOf(job), job.progress?.nextPart ?? 0, Boolean(job.progress?.pageId)),
  withoutContent({ request: { uploads: _uploads, ...request }, press }) {
    return { request: { ...request, markdown: '' }, ...(press ? { press } : {}) };
  },
  // The sender was told this clip failed (the offer) and sends the same thing again; or the same
  // clip was sent twice at once (a double press), whatever became of the first.
  repeats: (job, { request, press }) =>
    (Boolean(job.offer) &&
      job.connectionId === request.connectionId &&
      sameData(job.payload.request.destination, request.destination) &&
      job.offer!.markdown === request.markdown &&
      sameData(job.offer!.resume, request.resume) &&
      sameData(job.payload.request.into, request.into)) ||
    samePress(job.payload.press, press, POLICY.doublePressMs),
  pin: pinClip,
  offer: clipOffer,
};

export async function runClipJob(job: JobOf<'clip'>, ctx: RunContext<'clip'>): Promise<ClipDelivered> {
  const { request } = job.payload;
  const plan = planOf(job);
  const total = plan.parts.length;
  if (total === 0) throw new ParkError(text('outbox_nothingToClip'));
  const p: ClipJobProgress = structuredClone(job.progress ?? emptyProgress(total));
  const { blocks } = ctx.client;
  const step = stepContext(ctx, p);

  if (request.into && !request.resume && p.intoFound === undefined) {
    p.intoFound = await blockExists(blocks, request.into.pageId);
    await ctx.save(p);
  }
  // Into a page block Craft has: the destination is only where that block is, nothing to make there.
  const toDestination = !request.resume && !(request.into && p.intoFound);

  if (request.destination.kind === 'new-document' && toDestination && (!p.createdDocumentId || p.documentCheck)) {
    const { title, folderId } = request.destination;
    const id = await createDocumentOnce(step, { documents: ctx.client.documents, title, folderId });
    if (!p.cursor) {
      p.cursor = { parent: { id }, afterId: null, beforeId: null };
      await ctx.save(p);
    }
  }
  if (request.destination.kind === 'daily-section' && toDestination) {
    const { date, title } = request.destination;
    await sectionOnce(step, { blocks, date, title });
  }

  for (let i = p.nextPart; i < total; i++) {
    ctx.onProgress?.(i + 1, total);
    const upload = uploadOf(plan, i);
    const image = upload === undefined ? undefined : keptImage(upload);
    if (image && 'note' in image) {
      (p.notes ??= []).push(image.note);
      p.nextPart = i + 1;
      await ctx.save(p);
      continue;
    }
    if (image && 'bytes' in image) {
      const { bytes, contentType } = image;
      const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      const made = { size: bytes.byteLength, contentType };
      await part(
        i,
        { kind: 'upload', ...made },
        async (position) => {
          const created = await ctx.client.upload(body, contentType, position);
          return [{ id: created.blockId, type: 'image' } as Block];
        },
        made,
      );
      continue;
    }
    const markdown = image ? withUrl(plan.parts[i]!, image.url) : requestMarkdown(plan, i);
    const expected: Expected =
      plan.format === 'page' && i === 0 ? { kind: 'page', title: plan.title } : { kind: 'blocks', markdown };
    await part(i, expected, async (position) => {
      const created = await blocks.insertMarkdown(markdown, position);
      if (created.length === 0) throw new TextError(text('outbox_noBlocks'));
      return created;
    });
  }
  await runOwedChecks(step);
  return {
    blockIds: p.blockIds,
    createdDocumentId: p.createdDocumentId,
    ...(p.pageId ? { pageId: p.pageId } : {}),
    ...(p.notes?.length ? { notes: p.notes } : {}),
  };

  /** Part `i` as one write step at the cursor: found after a lost answer, or sent. */
  function part(
    i: number,
    expected: Expected,
    send: (position: Position) => Promise<Block[]>,
    upload?: WrittenRun['upload'],
  ): Promise<Block[]> {
    let position: Position;
    return writeStep<{ step: number }, Block[]>(step, {
      id: i,
      async prepare() {
        position = positionOf(i);
        if (!p.cursor || p.cursor.afterId === undefined) p.cursor = await placeOf(i, position);
        return { step: i };
      },
      async look() {
        if (!p.cursor) return undefined;
        const found = await findWritten(blocks, p.cursor, expected);
        return found && expected.kind === 'blocks' ? firstCopy(found, expected.markdown) : found;
      },
      send: () => send(position),
      note: (created) =>
        p.cursor && { cursor: p.cursor, run: { ids: created.map((b) => b.id), ...(upload ? { upload } : {}) } },
      arrived: (created) => arrived(i, created),
    });
  }

  /** The bytes of kept image `index`; its own URL when they are refused; a note when there is nothing to send. */
  function keptImage(index: number): { bytes: Uint8Array; contentType: string } | { url: string } | { note: UiText } {
    const kept = request.uploads?.[index];
    if (!kept) return { note: imageLeftOut('missing') };
    let bytes: Uint8Array;
    try {
      bytes = base64ToBytes(kept.base64);
    } catch {
      bytes = new Uint8Array();
    }
    const check = checkImage(bytes);
    if (check.ok) return { bytes, contentType: check.contentType };
    // Craft can still fetch a public address itself; data: and blob: have nothing left to point at.
    return /^https?:/i.test(kept.url) ? { url: kept.url } : { note: imageLeftOut(check.reason) };
  }

  async function arrived(i: number, created: Block[]): Promise<void> {
    const ids = created.map((b) => b.id);
    if (i === 0 || plan.format === 'inline') p.blockIds.push(...(plan.format === 'page' ? ids.slice(0, 1) : ids));
    if (plan.format === 'page' && i === 0 && !request.resume) {
      p.pageId = ids[0];
      // Later parts go at the end of the new page; its last child is known when the answer carried it.
      const inner = created[0]!.content;
      p.cursor = { parent: { id: ids[0]! }, afterId: inner ? (inner.at(-1)?.id ?? null) : undefined, beforeId: null };
    } else {
      p.cursor = { ...p.cursor, afterId: ids[ids.length - 1] };
    }
    p.nextPart = i + 1;
    // One save per part: the next part's mark saves this together with its own. A worker that
    // stops in between finds the write marked unanswered and finds its blocks (reconcile.ts).
    if (p.nextPart === total) await ctx.save(p);
  }

  function positionOf(i: number): Position {
    if (i > 0) {
      if (plan.format === 'page' && p.pageId) return { position: 'end', pageId: p.pageId };
      if (p.cursor?.afterId) return { position: 'after', siblingId: p.cursor.afterId };
    }
    const resume = request.resume ?? (request.into && p.intoFound ? request.into : undefined);
    if (resume)
      return 'pageId' in resume
        ? { position: 'end', pageId: resume.pageId }
        : { position: 'after', siblingId: resume.siblingId };
    const mapped = positionFor(
      request.destination,
      request.insertAt,
      ctx.connectionKind,
      p.createdDocumentId ?? p.sectionId,
    );
    if (!mapped.ok) throw new ParkError(mapped.error);
    return mapped.value;
  }

  /** Where `position` lands, noted before writing there. */
  async function placeOf(i: number, position: Position): Promise<Cursor> {
    if ('siblingId' in position) {
      const parent = p.cursor?.parent ?? destinationParent();
      // Without a parent the place cannot be checked later; findWritten parks instead of guessing.
      return parent ? snapshotPlace(blocks, parent, { after: position.siblingId }) : { afterId: undefined };
    }
    const parent: ParentRef =
      'pageId' in position && position.pageId
        ? { id: position.pageId }
        : { date: ('date' in position && position.date) || 'today' };
    return snapshotPlace(blocks, parent, i === 0 && position.position === 'start' ? 'start' : 'end');
  }

  function destinationParent(): ParentRef | undefined {
    const d = request.destination;
    if (d.kind === 'document') return { id: d.id };
    if (d.kind === 'daily-note') return { date: d.date };
    if (d.kind === 'daily-section') return p.sectionId ? { id: p.sectionId } : undefined;
    return p.createdDocumentId ? { id: p.createdDocumentId } : undefined;
  }
}

/** Whether Craft still has block `id` (a read: safe to repeat). */
async function blockExists(blocks: RunContext<'clip'>['client']['blocks'], id: string): Promise<boolean> {
  try {
    await blocks.get({ id }, { maxDepth: 0 });
    return true;
  } catch (error) {
    if (isCraftError(error, 'not-found')) return false;
    throw error;
  }
}
