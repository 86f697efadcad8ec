/**
 * Every job kind's module, one per kind. `satisfies` makes this map exhaustive: a kind added to
 * JobKind without a module here, or a module missing a part of JobKindModule, does not compile.
 */
import type { JobKind } from '../model/outbox';
import { clipJob } from './kinds/clip/clip-job';
import { itemJob } from './kinds/item/item-job';
import { markJob } from './kinds/mark/mark-job';
import type { JobKindModule } from './kind';
import { taskJob } from './kinds/task/task-job';
import type { OutboxJob, PayloadMap } from './types';
import { uploadJob } from './kinds/upload/upload-job';

export const KINDS = { clip: clipJob, task: taskJob, upload: uploadJob, item: itemJob, mark: markJob } satisfies {
  [K in JobKind]: JobKindModule<K>;
};

/** The payload with every relative day it names pinned to `day`, by its kind (pin-today.ts). */
export function pinToday<K extends JobKind>(kind: K, payload: PayloadMap[K], day: string): PayloadMap[K] {
  // KINDS[kind] is kind K's module; TypeScript cannot follow that through a generic index.
  return (KINDS[kind].pin as (payload: PayloadMap[K], day: string) => PayloadMap[K])(payload, day);
}

/** The module of a job's own kind, for code that handles every kind alike (one cast, here). */
export function moduleOf(job: OutboxJob): JobKindModule<JobKind> {
  return KINDS[job.kind] as unknown as JobKindModule<JobKind>;
}
