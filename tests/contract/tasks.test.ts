/**
 * Contract: tasks (space and daily-notes links) — every scope, create in each location, update,
 * delete. Runs against the local emulator, or a real connection when CRAFT_API_URL (and optionally
 * CRAFT_API_KEY) is set: then only that kind; every task it creates is deleted. See harness.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CraftClient } from '../../lib/craft/client';
import type { ConnectionKind, Task, TaskScope } from '../../lib/craft/types';
import { describeKinds, marker, openScratch, openTarget, type Scratch } from './harness';

const target = await openTarget();
afterAll(() => target.close());

const SCOPES: Record<'space' | 'daily-notes', TaskScope[]> = {
  space: ['active', 'upcoming', 'inbox', 'logbook', 'all'],
  'daily-notes': ['active', 'upcoming', 'inbox', 'logbook'],
};

describeKinds(target, ['space', 'daily-notes'], 'tasks', (kind: ConnectionKind) => {
  let client: CraftClient;
  const created: string[] = [];
  const track = (tasks: Task[]) => {
    created.push(...tasks.map((t) => t.id));
    return tasks;
  };
  const idsIn = async (scope: TaskScope, documentId?: string) =>
    (await client.tasks.list(scope, { documentId })).map((t) => t.id);

  beforeAll(() => {
    client = target.client(kind);
  });
  afterAll(async () => {
    if (created.length) await client.tasks.delete(created).catch(() => undefined);
  });

  it.each(SCOPES[kind as 'space'])('GET /tasks?scope=%s answers a list of tasks', async (scope) => {
    const tasks = await client.tasks.list(scope);
    for (const t of tasks) expect(t).toMatchObject({ id: expect.any(String) });
  });

  it('POST /tasks into the inbox (the default location); it is listed there', async () => {
    const text = marker('inbox');
    const [task] = track(await client.tasks.create([{ markdown: text, location: { type: 'inbox' } }]));
    expect(task).toMatchObject({ id: expect.any(String), taskInfo: { state: 'todo' } });
    expect(await idsIn('inbox')).toContain(task.id);
  });

  it('POST /tasks resolves relative dates; a task for tomorrow is upcoming, one for today active', async () => {
    const [later, now] = track(
      await client.tasks.create([
        { markdown: marker('tomorrow'), taskInfo: { scheduleDate: 'tomorrow' }, location: { type: 'inbox' } },
        {
          markdown: marker('today'),
          taskInfo: { scheduleDate: 'today', deadlineDate: 'tomorrow' },
          location: { type: 'dailyNote', date: 'today' },
        },
      ]),
    );
    expect(later.taskInfo?.scheduleDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await idsIn('upcoming')).toContain(later.id);
    expect(await idsIn('active')).toContain(now.id);
    const note = await client.blocks.get({ date: 'today' });
    expect((note.content ?? []).map((b) => b.id)).toContain(now.id);
  });

  it('PUT /tasks marking an inbox task done moves it to the logbook', async () => {
    const [task] = track(await client.tasks.create([{ markdown: marker('done'), location: { type: 'inbox' } }]));
    const [updated] = await client.tasks.update([{ id: task.id, taskInfo: { state: 'done' } }]);
    expect(updated).toMatchObject({ id: task.id, taskInfo: { state: 'done' } });
    expect(await idsIn('logbook')).toContain(task.id);
    expect(await idsIn('inbox')).not.toContain(task.id);
  });

  it('PUT /tasks changes the text and schedule date', async () => {
    const [task] = track(await client.tasks.create([{ markdown: marker('edit') }]));
    const text = marker('edited');
    const [updated] = await client.tasks.update([
      { id: task.id, markdown: text, taskInfo: { scheduleDate: '2030-01-20' } },
    ]);
    expect(updated).toMatchObject({ markdown: text, taskInfo: { scheduleDate: '2030-01-20' } });
  });

  it('DELETE /tasks deletes and returns the ids', async () => {
    const tasks = await client.tasks.create([{ markdown: marker('del1') }, { markdown: marker('del2') }]);
    const ids = tasks.map((t) => t.id);
    await expect(client.tasks.delete(ids)).resolves.toEqual(ids);
    expect((await idsIn('inbox')).filter((id) => ids.includes(id))).toEqual([]);
  });

  it('an invalid scope → bad-request', async () => {
    await expect(client.tasks.list('someday' as TaskScope)).rejects.toMatchObject({ kind: 'bad-request', status: 400 });
  });
});

describeKinds(target, ['space'], 'tasks in documents', (kind) => {
  let client: CraftClient;
  let scratch: Scratch;
  const created: string[] = [];
  beforeAll(async () => {
    client = target.client(kind);
    scratch = await openScratch(client, kind);
  });
  afterAll(async () => {
    if (created.length) await client.tasks.delete(created).catch(() => undefined);
    await scratch.dispose();
  });

  it('POST /tasks into a document; GET /tasks?scope=document lists it', async () => {
    const documentId = 'id' in scratch.read ? scratch.read.id : '';
    const [task] = await client.tasks.create([{ markdown: marker('doc'), location: { type: 'document', documentId } }]);
    created.push(task.id);
    expect((await client.tasks.list('document', { documentId })).map((t) => t.id)).toContain(task.id);
    expect((await client.tasks.list('all')).map((t) => t.id)).toContain(task.id);
  });
});

describeKinds(target, ['documents'], 'tasks on selected-documents links', (kind) => {
  it('GET /tasks → not-found', async () => {
    await expect(target.client(kind).tasks.list('inbox')).rejects.toMatchObject({ kind: 'not-found' });
  });
});
