/**
 * Delivering one upload job exactly once, resumable: (a new document,) the bytes (POST /upload at
 * the end of the destination), then the caption after the image. Progress is saved after every
 * successful request (document made → upload done → caption pending), so a resumed job never
 * repeats a step that arrived. When an answer was lost, the destination is read (GET /blocks,
 * maxDepth 1) right after the block that was last before the upload (the anchor noted before it
 * went out): an image/file block of the same size and type there is the upload; a block carrying
 * the caption's link right after the image is the caption. Nothing found: it was not applied.
 */
import type { CraftClient } from '../craft';
import { isCraftError } from '../craft/errors';
import type { Block, UploadTarget } from '../craft/types';
import { captionMarkdown } from '../images/caption';
import { checkImage } from '../images/checks';
import type { ConnectionKind, Destination } from '../model/types';
import { blockHas, signature } from './block-signature';
import { ParkError } from './classify';
import type { Cursor, ParentRef } from './clip-progress';
import { ensureSettled, tracked, type InFlight } from './in-flight';
import { createDocumentOnce } from './new-document';
import { afterAnchor, childrenOf, snapshotPlace } from './reconcile';
import type { JobOf } from './types';
import { mayBeUploadOf } from './upload-block';
import { runCheck, type PendingCheck } from './verify-write';

export type UploadClient = Pick<CraftClient, 'blocks' | 'documents' | 'upload'>;

export interface UploadJobProgress {
  createdDocumentId?: string;
  /** The new document was created; a copy of it is still to be looked for (new-document.ts). */
  documentCheck?: { knownIds: string[] };
  /** Where the upload lands: the parent and the block that was last before it. */
  anchor?: Cursor;
  blockId?: string;
  assetUrl?: string;
  captionBlockId?: string;
  /** The last answered write still has to be checked for a copy the browser's own resend made. */
  check?: PendingCheck;
  /** The caption was given up on (rejected); the image stays. */
  warning?: string;
  inFlight?: InFlight & { step: 'document' | 'upload' | 'caption'; knownIds?: string[]; cursor?: Cursor };
}

export interface UploadDelivered {
  blockId: string;
  assetUrl: string;
  captionBlockId?: string;
  createdDocumentId?: string;
  contentType: string;
  bytes: number;
  warning?: string;
}

export interface UploadJobContext {
  client: UploadClient;
  connectionKind: ConnectionKind;
  /** The job's destination, resolved (the sender resolves 'last' and defaults before enqueueing). */
  destination: Destination;
  save(progress: UploadJobProgress): Promise<void>;
  /** Stage reports: 1 of 2 = uploading, 2 of 2 = captioning. */
  onProgress?(part: number, total: number): void;
  settleMs?: number;
  now?: () => number;
  /** Ids other deliveries created: never taken for copies of ours (verify-write.ts). */
  claimed?(): Promise<ReadonlySet<string>>;
}

/** Why this destination cannot take an upload on this kind of connection (checked before enqueueing too). */
export function uploadRefusal(destination: Destination, kind: ConnectionKind): string | undefined {
  if (destination.kind === 'daily-note' && kind === 'documents') {
    return 'This connection is for selected documents and has no daily notes. Pick one of its documents.';
  }
  if (destination.kind === 'new-document' && kind !== 'space') return 'Only an All Documents connection can create documents. Pick an existing one.';
  return undefined;
}

export async function runUploadJob(job: JobOf<'upload'>, ctx: UploadJobContext): Promise<UploadDelivered> {
  const { payload } = job;
  const bytes = payload.bytes instanceof Blob ? await payload.bytes.arrayBuffer() : payload.bytes;
  const check = checkImage(bytes);
  if (!check.ok) throw new ParkError(check.error);
  const { contentType } = check;
  const refusal = uploadRefusal(ctx.destination, ctx.connectionKind);
  if (refusal) throw new ParkError(refusal);
  const p: UploadJobProgress = structuredClone(job.progress ?? {});
  const now = ctx.now ?? Date.now;
  const save = (progress: UploadJobProgress) => ctx.save(progress);
  const { client } = ctx;

  const parent = await parentOf(ctx.destination);
  if (!p.blockId) {
    ctx.onProgress?.(1, 2);
    if (p.inFlight?.step === 'upload' && p.anchor) {
      ensureSettled(p.inFlight, now, ctx.settleMs);
      const found = (await after(p.anchor)).find((b) => mayBeUploadOf(b, bytes.byteLength, check.contentType));
      if (found) await uploaded(found.id, String(found.url ?? ''), p.anchor);
    }
    if (!p.blockId) {
      p.anchor = await snapshotPlace(client.blocks, parent, 'end');
      await save(p);
      const target: UploadTarget = 'id' in parent ? { position: 'end', pageId: parent.id } : { position: 'end', date: parent.date };
      // The sniffed type, not the one the site claimed: Craft decides image vs file by Content-Type.
      const result = await tracked(p, { step: 'upload' as const }, save, now, () => client.upload(bytes, check.contentType, target));
      await uploaded(result.blockId, result.assetUrl, p.anchor);
    }
  }

  await checked();
  if (payload.source && !p.captionBlockId && !p.warning) {
    ctx.onProgress?.(2, 2);
    await caption(payload.source);
    await checked();
  }
  return {
    blockId: p.blockId!, assetUrl: p.assetUrl!, captionBlockId: p.captionBlockId, createdDocumentId: p.createdDocumentId,
    contentType: check.contentType, bytes: bytes.byteLength, ...(p.warning ? { warning: p.warning } : {}),
  };

  /**
   * A copy the browser's silent resend made (verify-write.ts) is looked for once per answered
   * write; the check is saved with the progress that records the write, so a stopped delivery or a
   * failed read does it on the next attempt, and the write itself is never sent again.
   */
  async function checked(): Promise<void> {
    if (!p.check) return;
    try {
      await runCheck(client.blocks, p.check, await ctx.claimed?.());
    } catch (error) {
      if (!isCraftError(error, 'not-found')) throw error;
    }
    p.check = undefined;
    await save(p);
  }

  async function uploaded(blockId: string, assetUrl: string, anchor: Cursor): Promise<void> {
    Object.assign(p, { blockId, assetUrl, inFlight: undefined, check: { cursor: anchor, runs: [{ ids: [blockId], upload: { size: bytes.byteLength, contentType } }] } });
    await save(p);
  }

  async function caption(source: { title: string; url: string }): Promise<void> {
    const markdown = captionMarkdown(source);
    const mark = signature(source.title).slice(0, 32) || signature(source.url).slice(0, 32);
    if (p.inFlight?.step === 'caption' && p.inFlight.cursor) {
      ensureSettled(p.inFlight, now, ctx.settleMs);
      const cursor = p.inFlight.cursor;
      const found = (await after(cursor))[0];
      if (found && blockHas(found.markdown, mark)) {
        return captioned(found.id, cursor);
      }
    }
    try {
      const cursor = await snapshotPlace(client.blocks, parent, { after: p.blockId! });
      const [block] = await tracked(p, { step: 'caption' as const, cursor }, save, now,
        () => client.blocks.insertMarkdown(markdown, { position: 'after', siblingId: p.blockId! }));
      await captioned(block?.id, cursor);
    } catch (error) {
      // The server answered with an error (not 429): keep the image and say the caption is missing,
      // as before the outbox, rather than hold a delivered image back. No answer at all or 429: the
      // caption is retried on schedule (looked for first when the answer was lost).
      const answered = isCraftError(error) && error.status !== undefined && error.kind !== 'rate-limited';
      if (!(error instanceof ParkError) && !answered) throw error;
      p.warning = `The image arrived, but its caption (the link to the page) could not be added: ${error instanceof Error ? error.message : String(error)}`;
      p.inFlight = undefined;
      await save(p);
    }
  }

  async function captioned(id: string | undefined, cursor: Cursor): Promise<void> {
    p.captionBlockId = id;
    if (id) p.check = { cursor, runs: [{ ids: [id] }] };
    p.inFlight = undefined;
    if (!id) p.warning = 'The image arrived, but Craft did not return its caption.';
    await save(p);
  }

  /** The parent block the upload goes into; a new document is created once (looked for after a lost answer). */
  async function parentOf(destination: Destination): Promise<ParentRef> {
    if (destination.kind === 'daily-note') return { date: destination.date };
    if (destination.kind === 'document') return { id: destination.id };
    const id = await createDocumentOnce(p, {
      documents: client.documents, title: destination.title, folderId: destination.folderId, save, claimed: ctx.claimed,
      settle: () => ensureSettled(p.inFlight, now, ctx.settleMs),
      write: (step, send) => tracked(p, step, save, now, send),
    });
    return { id };
  }

  /** The top-level blocks after the cursor's block (up to the block that followed it then). */
  async function after(cursor: Cursor): Promise<Block[]> {
    if (!cursor.parent) return [];
    const found = afterAnchor(await childrenOf(client.blocks, cursor.parent), cursor);
    if (!found) {
      throw new ParkError('Craft did not answer, and the block this upload went after is gone, so whether it arrived could not be confirmed. It was not sent twice: check the destination, then retry or discard.');
    }
    return found;
  }
}
