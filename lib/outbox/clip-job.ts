/**
 * Delivering one clip job exactly once, resumable: the same ordered requests as
 * the ordered-parts plan of lib/clip/chunk-plan, but progress is saved after every request and a write whose answer was
 * lost is looked for (reconcile.ts) before it is sent again. No browser API: the client and the
 * progress store are injected. Kept images (lib/clip/upload-tokens.ts) are upload steps between
 * the markdown parts: POST /upload at the place the next part would go; a refused image falls back
 * to its own http(s) URL, or is left out with a note when it has none Craft could fetch.
 */
import { clampRequestBytes, planChunks, requestMarkdown, uploadOf, type ChunkPlan } from '../clip/chunk-plan';
import { withUrl } from '../clip/upload-tokens';
import { base64ToBytes } from '../images/base64';
import { checkImage } from '../images/checks';
import { positionFor } from '../clip/position';
import { splitMarkdown } from '../convert/split';
import type { CraftClient } from '../craft';
import type { Block, Position } from '../craft/types';
import type { ConnectionKind } from '../model/types';
import { isCraftError } from '../craft/errors';
import { ParkError } from './classify';
import { emptyProgress, type ClipJobProgress, type Cursor, type ParentRef } from './clip-progress';
import { ensureSettled, tracked } from './in-flight';
import { createDocumentOnce } from './new-document';
import { findWritten, snapshotPlace } from './reconcile';
import type { JobOf } from './types';
import { firstCopy, noteWrite, runCheck, type WrittenRun } from './verify-write';

export type ClipClient = Pick<CraftClient, 'blocks' | 'documents'> & Partial<Pick<CraftClient, 'upload'>>;

export interface ClipJobContext {
  client: ClipClient;
  connectionKind: ConnectionKind;
  /** Persists progress; must resolve before the next request goes out. */
  save(progress: ClipJobProgress): Promise<void>;
  onProgress?(part: number, total: number): void;
  /**
   * How long a write sent by a delivery that died (no answer at all) may still be applied by the
   * server; it is looked for only after that. Default SETTLE_MS (in-flight.ts).
   */
  settleMs?: number;
  now?: () => number;
  /** Ids other deliveries created: never taken for copies of ours (verify-write.ts). */
  claimed?(): Promise<ReadonlySet<string>>;
}


export interface ClipDelivered {
  blockIds: string[];
  createdDocumentId?: string;
  /** What did not arrive as captured (an image left out). */
  notes?: string[];
}

export const imageLeftOut = (reason: string) => `An image of this clip was left out: ${reason.replace(/\s*Nothing was sent\.$/, '')}`;
const IMAGE_MISSING = 'its bytes were not part of the clip (the preview named an image that was not captured).';

export function planOf(job: JobOf<'clip'>): ChunkPlan {
  const { request } = job.payload;
  return planChunks(request.markdown, clampRequestBytes(request.maxBytes), splitMarkdown);
}

export async function runClipJob(job: JobOf<'clip'>, ctx: ClipJobContext): Promise<ClipDelivered> {
  const { request } = job.payload;
  const plan = planOf(job);
  const total = plan.parts.length;
  if (total === 0) throw new ParkError('There is nothing to clip.');
  const p: ClipJobProgress = structuredClone(job.progress ?? emptyProgress(total));
  const { blocks } = ctx.client;
  const now = ctx.now ?? Date.now;

  /** Marks a write as sent-but-unanswered, sends it, and clears the mark unless the outcome is unknown (in-flight.ts). */
  const write = <T>(step: { step: 'document'; knownIds: string[] } | { step: number }, send: () => Promise<T>): Promise<T> =>
    tracked(p, step, ctx.save, now, send);

  /** Before looking for an unanswered write: let it settle, in case the server is still applying it. */
  const settled = () => ensureSettled(p.inFlight, now, ctx.settleMs);

  if (request.destination.kind === 'new-document' && !request.resume && (!p.createdDocumentId || p.documentCheck)) {
    const { title, folderId } = request.destination;
    const id = await createDocumentOnce(p, {
      documents: ctx.client.documents, title, folderId, save: ctx.save, settle: settled, write, claimed: ctx.claimed,
    });
    if (!p.cursor) {
      p.cursor = { parent: { id }, afterId: null, beforeId: null };
      await ctx.save(p);
    }
  }

  for (let i = p.nextPart; i < total; i++) {
    ctx.onProgress?.(i + 1, total);
    const upload = uploadOf(plan, i);
    const image = upload === undefined ? undefined : keptImage(upload);
    if (image && 'bytes' in image) {
      await uploadStep(i, image.bytes, image.contentType);
      continue;
    }
    if (image && 'note' in image) {
      (p.notes ??= []).push(image.note);
      p.nextPart = i + 1;
      await ctx.save(p);
      continue;
    }
    const markdown = image ? withUrl(plan.parts[i]!, image.url) : requestMarkdown(plan, i);
    const expected = plan.format === 'page' && i === 0 ? { kind: 'page' as const, title: plan.title } : { kind: 'blocks' as const, markdown };
    if (p.inFlight?.step === i && p.cursor) {
      settled();
      // An earlier part's copy, not yet removed, must not be taken for this part.
      await checked();
      const found = await findWritten(blocks, p.cursor, expected);
      if (found) {
        await arrived(i, expected.kind === 'blocks' ? firstCopy(found, expected.markdown) : found);
        continue;
      }
    }
    const position = positionOf(i);
    if (!p.cursor || p.cursor.afterId === undefined) {
      p.cursor = await placeOf(i, position);
      await ctx.save(p);
    }
    const created = await write({ step: i }, () => blocks.insertMarkdown(markdown, position));
    if (created.length === 0) throw new Error('Craft accepted the request but created no blocks.');
    await arrived(i, created);
  }
  await checked();
  return { blockIds: p.blockIds, createdDocumentId: p.createdDocumentId, ...(p.notes?.length ? { notes: p.notes } : {}) };

  /** The bytes of kept image `index`; its own URL when they are refused; a note when there is nothing to send. */
  function keptImage(index: number): { bytes: Uint8Array; contentType: string } | { url: string } | { note: string } {
    const kept = request.uploads?.[index];
    if (!kept) return { note: imageLeftOut(IMAGE_MISSING) };
    let bytes: Uint8Array;
    try {
      bytes = base64ToBytes(kept.base64);
    } catch {
      bytes = new Uint8Array();
    }
    const check = checkImage(bytes);
    if (check.ok) return { bytes, contentType: check.contentType };
    // Craft can still fetch a public address itself; data: and blob: have nothing left to point at.
    return /^https?:/i.test(kept.url) ? { url: kept.url } : { note: imageLeftOut(check.error) };
  }

  /** POST /upload where the next part would go; after a lost answer, the image block is looked for first. */
  async function uploadStep(i: number, bytes: Uint8Array, contentType: string): Promise<void> {
    const upload = ctx.client.upload;
    if (!upload) throw new ParkError('This connection cannot take uploads here.');
    if (p.inFlight?.step === i && p.cursor) {
      settled();
      await checked();
      const found = await findWritten(blocks, p.cursor, { kind: 'upload', size: bytes.byteLength, contentType });
      if (found) {
        return arrived(i, found, { size: bytes.byteLength, contentType });
      }
    }
    const position = positionOf(i);
    if (!p.cursor || p.cursor.afterId === undefined) {
      p.cursor = await placeOf(i, position);
      await ctx.save(p);
    }
    const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const created = await write({ step: i }, () => upload(body, contentType, position));
    await arrived(i, [{ id: created.blockId, type: 'image' } as Block], { size: bytes.byteLength, contentType });
  }

  /**
   * An answered write may still have landed twice (the browser's silent resend, verify-write.ts).
   * Each is noted with the progress that records it, and each parent written to is read once: after
   * the last part, or before a lost answer is looked for. A stopped delivery or a failed read does
   * it on the next attempt; the write is never re-sent.
   */
  async function checked(): Promise<void> {
    if (!p.checks?.length) return;
    const claimed = await ctx.claimed?.();
    while (p.checks.length) {
      try {
        await runCheck(blocks, p.checks[0]!, claimed);
      } catch (error) {
        // The place is gone (deleted meanwhile): nothing left to check there.
        if (!isCraftError(error, 'not-found')) throw error;
      }
      p.checks.shift();
      await ctx.save(p);
    }
  }

  async function arrived(i: number, created: Block[], upload?: WrittenRun['upload']): Promise<void> {
    const ids = created.map((b) => b.id);
    if (p.cursor) noteWrite(p.checks ??= [], p.cursor, { ids, ...(upload ? { upload } : {}) });
    if (i === 0 || plan.format === 'inline') p.blockIds.push(...(plan.format === 'page' ? ids.slice(0, 1) : ids));
    if (plan.format === 'page' && i === 0 && !request.resume) {
      p.pageId = ids[0];
      // Later parts go at the end of the new page; its last child is known when the answer carried it.
      const inner = created[0].content;
      p.cursor = { parent: { id: ids[0] }, afterId: inner ? (inner.at(-1)?.id ?? null) : undefined, beforeId: null };
    } else {
      p.cursor = { ...p.cursor, afterId: ids[ids.length - 1] };
    }
    p.nextPart = i + 1;
    p.inFlight = undefined;
    // One save per part: the next part's write saves this together with its own mark. A worker
    // that stops in between finds the write marked unanswered and finds its blocks (reconcile.ts).
    if (p.nextPart === total) await ctx.save(p);
  }

  function positionOf(i: number): Position {
    if (i > 0) {
      if (plan.format === 'page' && p.pageId) return { position: 'end', pageId: p.pageId };
      if (p.cursor?.afterId) return { position: 'after', siblingId: p.cursor.afterId };
    }
    const { resume } = request;
    if (resume) return 'pageId' in resume ? { position: 'end', pageId: resume.pageId } : { position: 'after', siblingId: resume.siblingId };
    const mapped = positionFor(request.destination, request.insertAt, ctx.connectionKind, p.createdDocumentId);
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
    const parent: ParentRef = 'pageId' in position && position.pageId ? { id: position.pageId } : { date: ('date' in position && position.date) || 'today' };
    return snapshotPlace(blocks, parent, i === 0 && position.position === 'start' ? 'start' : 'end');
  }

  function destinationParent(): ParentRef | undefined {
    const d = request.destination;
    if (d.kind === 'document') return { id: d.id };
    if (d.kind === 'daily-note') return { date: d.date };
    return p.createdDocumentId ? { id: p.createdDocumentId } : undefined;
  }
}
