/**
 * What a sender is told is left of a clip that failed part-way (the offer): the markdown not yet
 * delivered and where it resumes. The sender holds it; sending it again continues the same job
 * (clipJob.repeats), so nothing arrives twice.
 */
import { remainingMarkdown } from '../../../clip/chunk-plan';
import type { JobOf, Offer } from '../../types';
import { planOf } from './clip-plan';
import type { ClipDelivered } from './clip-progress';

export function clipOffer(job: JobOf<'clip'>): Offer {
  const progress = job.progress;
  const next = progress?.nextPart ?? 0;
  return {
    markdown: remainingMarkdown(planOf(job), next, Boolean(progress?.pageId)),
    resume: progress?.pageId
      ? { pageId: progress.pageId }
      : next > 0 && progress?.cursor?.afterId
        ? { siblingId: progress.cursor.afterId }
        : progress?.createdDocumentId
          ? { pageId: progress.createdDocumentId }
          : job.payload.request.resume,
  };
}

/** A failed clip as its sender answers it: the offer, the part it stopped at, and what arrived (for the history). */
export interface ClipFailure {
  offer: Offer;
  /** 1-based: the part that failed. */
  failedPart: number;
  totalParts: number;
  /** Set when something arrived: blocks or the new document. */
  arrived?: ClipDelivered;
}

export function clipFailure(job: JobOf<'clip'>): ClipFailure {
  const progress = job.progress;
  const arrived = progress && (progress.blockIds.length > 0 || progress.createdDocumentId) ? progress : undefined;
  return {
    offer: clipOffer(job),
    failedPart: (progress?.nextPart ?? 0) + 1,
    totalParts: planOf(job).parts.length,
    ...(arrived ? { arrived } : {}),
  };
}
