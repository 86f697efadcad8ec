/**
 * The Craft ids other jobs created — from their saved progress and their results — so that a
 * check for a browser resend's copy (verify-write.ts) or a lost answer's task never takes another
 * delivery's identical blocks, task or document for ours. Two clips of the same page into the same
 * note are both kept.
 */
import type { OutboxJob } from './types';

interface CreatedIds {
  id?: string;
  blockId?: string;
  captionBlockId?: string;
  blockIds?: string[];
  createdDocumentId?: string;
  pageId?: string;
}

export function claimedIds(jobs: readonly OutboxJob[], except: string): Set<string> {
  const ids = new Set<string>();
  const add = (found: CreatedIds | undefined, withId: boolean) => {
    if (!found) return;
    for (const id of [found.blockId, found.captionBlockId, found.createdDocumentId, found.pageId, ...(found.blockIds ?? [])]) if (id) ids.add(id);
    if (withId && found.id) ids.add(found.id);
  };
  for (const job of jobs) {
    if (job.id === except) continue;
    // A clip's or an upload's record id is the job's own; a task's is the task Craft created.
    add(job.result as CreatedIds | undefined, job.kind === 'task');
    if (job.kind === 'clip') {
      add(job.progress, false);
      for (const check of job.progress?.checks ?? []) for (const run of check.runs) run.ids.forEach((id) => ids.add(id));
    } else if (job.kind === 'task') {
      add(job.progress?.arrived?.delivered, true);
    } else {
      add(job.progress, false);
    }
  }
  return ids;
}
