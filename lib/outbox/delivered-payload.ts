/**
 * What a delivered job keeps of its payload. Done jobs stay in the outbox for an hour (their
 * results are claimed ids and answers to a repeated send), and every delivery reads all jobs: a
 * clip's whole markdown and an image's bytes would be read back with each of them for nothing.
 * The content is in Craft now; the destination and the shape stay.
 */
import type { OutboxJob } from './types';

export function withoutContent(job: OutboxJob): OutboxJob {
  if (job.kind === 'clip') {
    const { uploads: _uploads, ...request } = job.payload.request;
    return { ...job, payload: { request: { ...request, markdown: '' } } };
  }
  if (job.kind === 'upload') return { ...job, payload: { ...job.payload, bytes: new ArrayBuffer(0) } };
  return job;
}
