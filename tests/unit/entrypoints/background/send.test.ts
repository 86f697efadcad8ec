/**
 * The sender pins "today" (send.ts): a task for today's daily note sent in the last seconds of a day
 * is stored for that day, and pressing again after midnight — the first one still waiting — continues
 * that item instead of adding a second one for the new day.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getOutbox, startOutbox } from '../../../../entrypoints/background/outbox';
import { outboxHandlers } from '../../../../entrypoints/background/outbox-handlers';
import { sendQuick } from '../../../../entrypoints/background/send';
import { createServices } from '../../../../entrypoints/background/services';
import type { Connection, TaskJob } from '../../../../lib/model/types';
import { connectionsItem } from '../../../../lib/storage/items';
import { useEmulator } from '../../lib/outbox/use-emulator';

const emulator = useEmulator();
beforeAll(() => startOutbox({ handlers: outboxHandlers(createServices()), onChange: () => {} }));
afterEach(() => vi.restoreAllMocks());

it('a task for today sent at 23:59:58 and again after midnight: one item, for the first day', async () => {
  fakeBrowser.reset();
  vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true); // the e2e build grants the emulator's loopback host
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
  const title = `Task ${crypto.randomUUID().slice(0, 8)}`;
  const task: TaskJob = {
    connectionId: 'c1',
    title,
    place: { kind: 'daily-note', date: 'today' },
    scheduleDate: 'tomorrow',
  };
  // Berlin is UTC+1 in November: 22:59:58Z is 23:59:58 there.
  const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-20T22:59:58Z'));
  emulator.faults.force({ method: 'POST', path: '/tasks', status: 503, times: 100 });
  expect(await sendQuick('task', title, connection, task)).toMatchObject({ ok: false });

  const [stored] = (await (await getOutbox()).open()).filter((j) => j.title === title);
  expect(stored!.payload).toMatchObject({
    place: { kind: 'daily-note', date: '2026-11-20', today: true },
    scheduleDate: '2026-11-21',
  });

  clock.mockReturnValue(Date.parse('2026-11-20T23:00:05Z'));
  emulator.faults.reset();
  expect(await sendQuick('task', title, connection, task)).toMatchObject({ ok: true });
  expect((await (await getOutbox()).all()).filter((j) => j.title === title)).toHaveLength(1);
  const arrived = emulator.state.tasks().filter((t) => String(t.markdown).includes(title));
  expect(arrived).toHaveLength(1);
  expect(JSON.stringify(emulator.state.dailyNote('2026-11-20'))).toContain(title);
});
