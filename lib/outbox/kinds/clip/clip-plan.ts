/** A clip job's requests in order: the ordered-parts plan of lib/clip/chunk-plan for its markdown. */
import { clampRequestBytes, planChunks, type ChunkPlan } from '../../../clip/chunk-plan';
import { splitMarkdown } from '../../../convert/split';
import type { JobOf } from '../../types';

export function planOf(job: JobOf<'clip'>): ChunkPlan {
  const { request } = job.payload;
  return planChunks(request.markdown, clampRequestBytes(request.maxBytes), splitMarkdown);
}
