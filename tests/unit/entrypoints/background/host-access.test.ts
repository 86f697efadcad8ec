/**
 * Issue 17 item 15: the background sends nothing to a host that is neither Craft's own nor granted
 * by the user. A delivery is parked with the reason (kept, not lost) and goes out once access is
 * granted and Retry is pressed; a picker's request answers the same reason. Against the emulator,
 * whose log shows what reached it.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { outboxHandlers } from '../../../../entrypoints/background/outbox-handlers';
import { createServices } from '../../../../entrypoints/background/services';
import type { Connection } from '../../../../lib/model/types';
import { createOutbox } from '../../../../lib/outbox/outbox';
import { openOutboxStore } from '../../../../lib/outbox/store';
import { connectionsItem } from '../../../../lib/storage/items';
import { useEmulator } from '../../lib/outbox/use-emulator';

const emulator = useEmulator();
let granted: string[] = [];

beforeEach(async () => {
  fakeBrowser.reset();
  granted = [];
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async ({ origins = [] }) =>
    origins.every((o) => granted.includes(o)),
  );
});

async function savedConnection(): Promise<Connection> {
  const link = emulator.link('space');
  const connection: Connection = {
    id: 'c1',
    name: 'Garden',
    apiUrl: link.apiUrl,
    apiKey: link.apiKey,
    kind: 'space',
    spaceName: 'Garden',
    timezone: 'Europe/Berlin',
    isDefault: true,
    addedAt: '2026-01-01T00:00:00Z',
  };
  await connectionsItem.setValue([connection]);
  return connection;
}

const reasonOf = (host: string) =>
  expect.stringContaining(`this connection is on ${host}, which is not Craft's own server`);

describe('a connection on a host not granted', () => {
  it('a delivery is parked with the reason, nothing is sent; after the grant, Retry delivers it once', async () => {
    const connection = await savedConnection();
    const store = await openOutboxStore(`host-access-${crypto.randomUUID()}`);
    const outbox = createOutbox({ store, handlers: outboxHandlers(createServices()) });
    const title = 'Call the plumber';
    const job = await outbox.enqueue({
      kind: 'task',
      title,
      connectionId: 'c1',
      payload: { title, connectionId: 'c1', place: { kind: 'inbox' } },
    });

    const outcome = await outbox.deliverNow(job.id);
    expect(outcome).toMatchObject({ status: 'parked', error: reasonOf(new URL(connection.apiUrl).host) });
    expect((await store.get(job.id))?.lastError).toEqual(reasonOf(new URL(connection.apiUrl).host));
    expect(emulator.log.entries()).toEqual([]);

    granted = [`http://${new URL(connection.apiUrl).hostname}/*`];
    await outbox.retry(job.id);
    expect((await outbox.deliverNow(job.id)).status).toBe('done');
    expect(emulator.state.tasks().filter((t) => String(t.markdown).includes(title))).toHaveLength(1);
  });

  it('any request of a client is refused unsent with the same reason (the destination picker)', async () => {
    const connection = await savedConnection();
    const services = createServices();
    await expect(services.client(connection).folders.list()).rejects.toMatchObject({
      message: reasonOf(new URL(connection.apiUrl).host),
    });
    expect(emulator.log.entries()).toEqual([]);
  });

  it("Craft's own host needs no grant", async () => {
    expect(await createServices().hostAllowed('https://connect.craft.do/links/AbC123/api/v1')).toBe(true);
    expect(await createServices().hostAllowed('http://connect.craft.do/links/AbC123/api/v1')).toBe(false);
    expect(fakeBrowser.permissions.contains).toHaveBeenCalledTimes(1);
  });
});
