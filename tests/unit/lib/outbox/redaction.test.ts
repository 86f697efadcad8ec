/**
 * Issue 17 item 14: a server error that echoes the connection's key or link id in another shape
 * (upper-case, percent-encoded, base64) must not reach the outbox's stored `lastError`.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CraftError } from '../../../../lib/craft/errors';
import type { Handlers } from '../../../../lib/outbox/handlers';
import { createOutbox } from '../../../../lib/outbox/outbox';
import { openOutboxStore } from '../../../../lib/outbox/store';
import { connection, ECHO, KEY, leaks, LINK } from '../connections/echo';

async function failingOutbox(secretsOf?: () => Promise<string[]>) {
  const store = await openOutboxStore(`outbox-redaction-${crypto.randomUUID()}`);
  const fail = async () => {
    throw new CraftError('bad-request', `Craft rejected the request: ${ECHO}`, { status: 400 });
  };
  const handlers: Handlers = { clip: fail, task: fail, upload: fail, item: fail, mark: fail };
  const outbox = createOutbox({ store, handlers, secretsOf, maxAttempts: 1 });
  const job = await outbox.enqueue({
    kind: 'task',
    title: 'Buy milk',
    connectionId: 'c1',
    payload: { title: 'Buy milk', connectionId: 'c1', place: { kind: 'inbox' } },
  });
  return { outbox, store, job };
}

describe('outbox lastError', () => {
  it('is the echo as the test writes it (the check below can fail)', () => {
    expect(leaks(ECHO)).toBe(true);
  });

  it("a drain (no sender) cuts the job connection's secrets out by value, in every shape", async () => {
    const { outbox, store, job } = await failingOutbox(async () => [connection.apiUrl, LINK, KEY]);
    await outbox.drain();
    const stored = await store.get(job.id);
    expect(stored?.state).toBe('parked');
    expect(stored?.lastError).toMatch(/Craft rejected the request/);
    expect(leaks(stored?.lastError)).toBe(false);
  });

  it("a delivery right after sending uses the sender's connection, and so does its outcome", async () => {
    const { outbox, store, job } = await failingOutbox();
    const outcome = await outbox.deliverNow(job.id, { connection });
    expect(outcome.status).toBe('parked');
    expect(leaks('error' in outcome ? outcome.error : undefined)).toBe(false);
    expect(leaks((await store.get(job.id))?.lastError)).toBe(false);
  });
});
