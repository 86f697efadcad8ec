/**
 * A removed connection saved again: the same API link under a new connection id. Items parked for
 * the old id are delivered on Retry — found by their space — instead of parking again.
 */
import 'fake-indexeddb/auto';
import { beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { outboxHandlers } from '../../../../entrypoints/background/outbox-handlers';
import { createServices } from '../../../../entrypoints/background/services';
import { createCraftClient } from '../../../../lib/craft';
import type { Connection } from '../../../../lib/model/types';
import { createOutbox } from '../../../../lib/outbox/outbox';
import { openOutboxStore } from '../../../../lib/outbox/store';
import { connectionsItem } from '../../../../lib/storage/items';
import { useEmulator } from '../../lib/outbox/use-emulator';

const emulator = useEmulator();
beforeEach(() => {
  fakeBrowser.reset();
  vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true); // the e2e build grants the emulator's loopback host
});

it('Retry delivers an item of a removed connection once the same link is saved again', async () => {
  const link = emulator.link('space');
  const { space } = await createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey }).connection();
  const saved = (id: string): Connection => ({
    id,
    name: 'Space',
    apiUrl: link.apiUrl,
    apiKey: link.apiKey,
    kind: 'space',
    spaceId: space.id,
    spaceName: 'Space',
    timezone: 'Europe/Berlin',
    isDefault: true,
    addedAt: '2026-11-23T12:00:00Z',
  });
  const store = await openOutboxStore(`removed-${crypto.randomUUID()}`);
  const outbox = createOutbox({ store, handlers: outboxHandlers(createServices()) });
  const title = `Task ${crypto.randomUUID().slice(0, 8)}`;
  const job = await outbox.enqueue({
    kind: 'task',
    title,
    connectionId: 'old-id',
    spaceId: space.id,
    payload: { title, place: { kind: 'inbox' } },
  });

  // The connection was removed: the item parks with its reason.
  expect(await outbox.deliverNow(job.id)).toMatchObject({ status: 'parked', error: expect.stringMatching(/removed/) });

  // The same URL saved again (a new id), then Retry.
  await connectionsItem.setValue([saved('new-id')]);
  await outbox.retry(job.id);
  expect(await outbox.deliverNow(job.id)).toMatchObject({ status: 'done', value: { connectionId: 'new-id' } });
  expect(emulator.state.tasks().filter((t) => String(t.markdown).includes(title))).toHaveLength(1);
});
