/**
 * "Update the existing item" replaces the earlier clip in the item's page with the new one, and
 * keeps everything else there: the user's own notes are theirs, and a removal cannot be undone.
 * Only the blocks an earlier clip of ours put there (`earlierBlockIds`, recorded when it was
 * delivered) are removed. When they are unknown (an item saved by another device, or before they
 * were recorded) nothing is removed: the old clip cannot be told from the user's notes, and a
 * second copy of a page loses nothing while a removed note is lost for good. The new clip then
 * starts with a divider (item-job.ts), unless the page is empty.
 *
 * The earlier clip's blocks still in the page when the update first gets here are noted (and saved)
 * before any new block is written, so the new content is never taken for old, however often the
 * delivery stops and resumes. They are then removed in one write step (write-step.ts): after a
 * lost answer the page is read again and only old blocks still there are asked for, so nothing is
 * removed twice and nothing new is touched. The new content follows like an added item's.
 */
import type { ItemJobProgress } from './item-progress';
import { writeStep, type StepContext } from '../../write/write-step';

type ClearMark = { step: 'clear' };

export async function clearOldContent(
  step: StepContext<ItemJobProgress>,
  itemId: string,
  earlier: readonly string[] | undefined,
): Promise<void> {
  const p = step.progress;
  if (p.oldContent?.cleared) return;
  const contentIds = async () =>
    ((await step.blocks.get({ id: itemId }, { maxDepth: 1 })).content ?? []).map((b) => b.id);
  if (!p.oldContent) {
    const there = await contentIds();
    const ours = new Set(earlier);
    p.oldContent = earlier
      ? { ids: there.filter((id) => ours.has(id)) }
      : { ids: [], cleared: true, ...(there.length ? { kept: true as const } : {}) };
    await step.save(p);
  }
  const old = p.oldContent.ids;
  const left = async () => {
    const there = new Set(await contentIds());
    return old.filter((id) => there.has(id));
  };
  const cleared = async () => {
    p.oldContent = { ids: old, cleared: true };
    await step.save(p);
  };
  if (p.oldContent.cleared) return;
  if (!old.length) return cleared();
  await writeStep<ClearMark, true>(step, {
    id: 'clear',
    prepare: async () => ({ step: 'clear' }),
    look: async () => ((await left()).length ? undefined : true),
    async send() {
      const ids = await left();
      if (ids.length) await step.blocks.delete(ids);
      return true;
    },
    arrived: cleared,
  });
}
