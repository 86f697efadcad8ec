/**
 * The Craft ids other jobs created — from their saved progress and their results — so that a
 * check for a browser resend's copy (verify-write.ts) or a lost answer's task never takes another
 * delivery's identical blocks, task or document for ours. Two clips of the same page into the same
 * note are both kept.
 */
import { moduleOf } from './registry';
import type { OutboxJob } from './types';

export function claimedIds(jobs: readonly OutboxJob[], except: string): Set<string> {
  return new Set(jobs.filter((job) => job.id !== except).flatMap((job) => moduleOf(job).createdIds(job)));
}
