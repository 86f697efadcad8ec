/**
 * One handler per job kind. A handler delivers a job (resuming from `job.progress`), saves
 * progress through `ctx.save` after each request, and throws on failure: classify.ts decides
 * between a later retry and parking. Kinds without a handler wait in the outbox until one exists.
 */
import type { JobKind, JobOf, ProgressMap } from './types';

export interface HandlerContext<K extends JobKind> {
  save(progress: ProgressMap[K]): Promise<void>;
  onProgress?(part: number, total: number): void;
}

export type JobHandler<K extends JobKind> = (job: JobOf<K>, ctx: HandlerContext<K>) => Promise<unknown>;

export type HandlerRegistry = { [K in JobKind]?: JobHandler<K> };
