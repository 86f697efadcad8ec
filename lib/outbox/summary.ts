/** A job as the popup lists it: no bytes, and the content not yet delivered (to copy or send elsewhere). */
import type { OutboxSummary } from '../model/outbox';
import { moduleOf } from './registry';
import type { OutboxJob } from './types';

export function summarize(job: OutboxJob): OutboxSummary {
  const { id, kind, title, state, attempts, nextAttemptAt, createdAt, lastError, lastErrorText } = job;
  return {
    id,
    kind,
    title,
    state,
    attempts,
    nextAttemptAt,
    createdAt,
    lastError,
    lastErrorText,
    content: moduleOf(job).content(job),
  };
}
