/**
 * Posting a planned clip in order, with no browser API: the writer is injected so the same code
 * runs against the real client in the background and a fake in unit tests. Writes are never
 * retried here: a failed part stops the run and reports what arrived and what is left.
 */
import { redactSecrets } from '../connections/redact';
import type { Position } from '../craft/types';
import type { ConnectionKind, Destination, InsertAt } from '../model/types';
import { type ChunkPlan, remainingMarkdown, requestMarkdown } from './chunk-plan';
import { positionFor } from './position';

export interface DeliveryWriter {
  /** POST /blocks with markdown; resolves to the ids of the top-level blocks created, in order. */
  insertMarkdown(markdown: string, position: Position): Promise<string[]>;
  /** POST /documents; resolves to the new document's id. */
  createDocument(title: string, folderId?: string): Promise<string>;
}

export interface DeliveryTarget {
  destination: Destination;
  insertAt: InsertAt;
  connectionKind: ConnectionKind;
  /** Continue a failed clip: append into this page, or after this block, instead of `destination`. */
  resume?: ResumePoint;
}

export type ResumePoint = { pageId: string } | { siblingId: string };

export type DeliveryOutcome =
  | { ok: true; blockIds: string[]; createdDocumentId?: string; anchorId?: string }
  | {
      ok: false;
      error: string;
      /** 1-based part that failed, of `totalParts`. 0 when nothing could be tried. */
      failedPart: number;
      totalParts: number;
      blockIds: string[];
      createdDocumentId?: string;
      remainingMarkdown: string;
      /** Where the remaining markdown belongs, when part of the clip already arrived. */
      resume?: ResumePoint;
    };

export type ProgressFn = (part: number, total: number) => void;

export async function runDelivery(
  plan: ChunkPlan,
  target: DeliveryTarget,
  writer: DeliveryWriter,
  onProgress: ProgressFn = () => {},
): Promise<DeliveryOutcome> {
  const total = plan.parts.length;
  const blockIds: string[] = [];
  let createdDocumentId: string | undefined;
  let pageId: string | undefined;
  let lastId: string | undefined;
  if (total === 0) return fail('There is nothing to clip.', 0);

  for (let i = 0; i < total; i++) {
    onProgress(i + 1, total);
    try {
      const position = await nextPosition(i);
      const ids = await writer.insertMarkdown(requestMarkdown(plan, i), position);
      if (ids.length === 0) throw new Error('Craft accepted the request but created no blocks.');
      if (i === 0 || plan.format === 'inline') blockIds.push(...(plan.format === 'page' ? ids.slice(0, 1) : ids));
      if (plan.format === 'page' && i === 0) pageId = ids[0];
      lastId = ids[ids.length - 1];
    } catch (error) {
      return fail(describe(error, i + 1, total), i + 1);
    }
  }
  return { ok: true, blockIds, createdDocumentId, anchorId: blockIds[0] ?? createdDocumentId };

  async function nextPosition(i: number): Promise<Position> {
    if (i === 0) return firstPosition();
    if (plan.format === 'page' && pageId) return { position: 'end', pageId };
    return { position: 'after', siblingId: lastId! };
  }

  async function firstPosition(): Promise<Position> {
    const { resume } = target;
    if (resume) return 'pageId' in resume ? { position: 'end', pageId: resume.pageId } : { position: 'after', siblingId: resume.siblingId };
    if (target.destination.kind === 'new-document') {
      createdDocumentId = await writer.createDocument(target.destination.title, target.destination.folderId);
    }
    const mapped = positionFor(target.destination, target.insertAt, target.connectionKind, createdDocumentId);
    if (!mapped.ok) throw new Error(mapped.error);
    return mapped.value;
  }

  function fail(error: string, failedPart: number): DeliveryOutcome {
    const index = Math.max(0, failedPart - 1);
    const resumeHere: ResumePoint | undefined = pageId
      ? { pageId }
      : lastId
        ? { siblingId: lastId }
        : createdDocumentId
          ? { pageId: createdDocumentId }
          : target.resume;
    return {
      ok: false, error, failedPart, totalParts: total, blockIds, createdDocumentId,
      remainingMarkdown: remainingMarkdown(plan, index, Boolean(pageId)),
      resume: resumeHere,
    };
  }
}

function describe(error: unknown, part: number, total: number): string {
  const message = redactSecrets(error instanceof Error ? error.message : String(error));
  return total > 1 ? `Part ${part} of ${total} could not be sent. ${message}` : message;
}
