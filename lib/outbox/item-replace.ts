/**
 * "Update the existing item" replaces the item's content with the new clip. The blocks in the
 * item's page when the update first gets here are its old content: their ids are noted (and saved)
 * before any new block is written, so the new content is never taken for old, however often the
 * delivery stops and resumes. They are then removed in one write step (write-step.ts): after a
 * lost answer the page is read again and only old blocks still there are asked for, so nothing is
 * removed twice and nothing new is touched. The new content follows like an added item's (item-job.ts).
 */
import type { ItemJobProgress } from './item-progress';
import { writeStep, type StepContext } from './write-step';

type ClearMark = { step: 'clear' };

export async function clearOldContent(step: StepContext<ItemJobProgress>, itemId: string): Promise<void> {
  const p = step.progress;
  if (p.oldContent?.cleared) return;
  const contentIds = async () =>
    ((await step.blocks.get({ id: itemId }, { maxDepth: 1 })).content ?? []).map((b) => b.id);
  if (!p.oldContent) {
    p.oldContent = { ids: await contentIds() };
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
