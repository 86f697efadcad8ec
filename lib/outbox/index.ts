/**
 * The outbox's front door: the only module imported from outside lib/outbox (the architecture
 * meta-test keeps it so; unit tests of the outbox's own parts may reach inside). The background
 * opens the store, runs the queue with its handlers and sends through it; everything else here is
 * what a sender or the history needs to know about a kind. docs/OUTBOX.md explains the design.
 */
export { createOutbox, type EnqueueInput, type Outbox, type RunOutcome } from './outbox';
export { openOutboxStore, type OutboxStore } from './store';
export { deliveryHandlers, type Connected, type Handlers } from './handlers';
export { ParkError, POLICY } from './policy';
export { createDepartures } from './write/departures';
export { KINDS, pinToday } from './registry';
export { dayOf, unpinned } from './pin-today';
export { summarize } from './summary';
export { createDestinationChecks, parkIfTrashed } from './trash-guard';
export { createTrashBatches } from './trash-batch';
export type { JobOf, OutboxJob, PayloadMap } from './types';
export { clipFailure } from './kinds/clip/clip-offer';
export { pressOf } from './kinds/clip/double-press';
export { NO_TASK_INBOX, taskRefusal } from './kinds/task/task-job';
export { uploadRefusal } from './kinds/upload/upload-job';
export type { UploadDelivered } from './kinds/upload/upload-progress';
export type { ItemDelivered } from './kinds/item/item-progress';
export type { MarkDelivered, MarkJob, MarkOp } from './kinds/mark/mark-progress';
export { batchDueAt, joined, MARK_BATCH, withOp } from './kinds/mark/mark-batch';
