/**
 * The soak's account of parked items. A park a fault explains (the connection was removed while
 * the item waited) is expected: the item waits for its user, who repairs and presses Retry. What
 * must never be is a parked item that arrived: the user's Retry, or sending it again, would double it.
 */
import type { Emulator } from '../../emulator/index';
import type { OutboxJob } from '../../lib/outbox';
import { tally, type SoakClip } from './soak-clips';
import { tallyTasks, tallyUploads, type SoakTask, type SoakUpload } from './soak-quick';

/**
 * Parks the user repairs and retries: the connection was removed (handlers.ts REMOVED), the target
 * document was in the trash (trash-guard.ts: they restore it first).
 */
export const SOAK_RETRIED = [
  'The Craft connection of this item was removed',
  "is in Craft's trash, so nothing was sent there",
];
/**
 * Parks the soak's faults explain: those, and a lost write whose place the user's own note
 * changed (reconcile.ts), which parks rather than risk a duplicate — fine only if it did not arrive.
 */
export const SOAK_PARKED = [...SOAK_RETRIED, 'the destination changed since'];

export interface SoakItems {
  clips: SoakClip[];
  tasks: SoakTask[];
  uploads: SoakUpload[];
}

/** Jobs parked at the end: `arrived` (delivered although parked), `expected` (not arrived, parked by a fault). */
export function parkedAtEnd(
  emulator: Emulator,
  jobs: OutboxJob[],
  items: SoakItems,
): { arrived: number; expected: number } {
  const result = { arrived: 0, expected: 0 };
  for (const job of jobs.filter((j) => j.state === 'parked')) {
    if (arrived(emulator, job.id, items)) result.arrived++;
    else if (SOAK_PARKED.some((why) => job.lastError?.includes(why))) result.expected++;
  }
  return result;
}

/** Whether the soak item behind job `id` (`clip-3`, `task-0`, `upload-7`) is in the emulator exactly once. */
function arrived(emulator: Emulator, id: string, { clips, tasks, uploads }: SoakItems): boolean {
  const [kind, index] = [id.split('-')[0], Number(id.split('-')[1])];
  if (kind === 'clip') return tally(emulator, [clips[index]!]).delivered === 1;
  if (kind === 'task') return tallyTasks(emulator, [tasks[index]!]).delivered === 1;
  return tallyUploads(emulator, [uploads[index]!]).delivered === 1;
}
