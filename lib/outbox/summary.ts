/** A job as the popup lists it: no bytes, and for clips the markdown not yet delivered (to copy or send elsewhere). */
import { remainingMarkdown } from '../clip/chunk-plan';
import { planOf } from './clip-job';
import type { OutboxSummary } from '../model/outbox';
import type { OutboxJob } from './types';

export function summarize(job: OutboxJob): OutboxSummary {
  const { id, kind, title, state, attempts, nextAttemptAt, createdAt, lastError } = job;
  return { id, kind, title, state, attempts, nextAttemptAt, createdAt, lastError, content: contentOf(job) };
}

function contentOf(job: OutboxJob): string | undefined {
  if (job.kind === 'clip') {
    const next = job.progress?.nextPart ?? 0;
    return remainingMarkdown(planOf(job), next, Boolean(job.progress?.pageId));
  }
  if (job.kind === 'task') return [job.payload.title, job.payload.note].filter(Boolean).join('\n');
  return job.payload.source ? `[${job.payload.source.title}](${job.payload.source.url})` : undefined;
}
