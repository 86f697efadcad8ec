/** The open questions about link kinds and tasks (shared/spec/craft-api-evidence.md §6). */
import type { Question } from './question';
import { expectOk, shapeOf } from './question';

export const kindEndpoints: Question = {
  id: 'kind-endpoints',
  title: 'What GET /folders and GET /tasks?scope=inbox answer on this kind of link',
  evidence: '§3a #5',
  async ask(side) {
    const folders = await side.send({ method: 'GET', path: '/folders' });
    const tasks = await side.send({ method: 'GET', path: '/tasks?scope=inbox' });
    return { folders: shapeOf(folders), tasks: shapeOf(tasks) };
  },
};

export const twoLineTask: Question = {
  id: 'two-line-task',
  title: 'Whether POST /tasks keeps "Title\\nnote" as one task',
  evidence: '§3a #6',
  kinds: ['space', 'daily-notes'],
  async ask(side) {
    const markdown = `Connection check task ${side.marker}\nIts note ${side.marker}`;
    const res = await side.send({
      method: 'POST',
      path: '/tasks',
      json: { tasks: [{ markdown, location: { type: 'inbox' } }] },
    });
    for (const item of res.json?.items ?? []) if (item?.id) side.created.tasks.add(item.id);
    expectOk(res, 'POST /tasks');
    const inbox = await side.send({ method: 'GET', path: '/tasks?scope=inbox' });
    const ours = (inbox.json?.items ?? []).filter((t: { markdown?: string }) =>
      String(t.markdown ?? '').includes(side.marker),
    );
    for (const task of ours) side.created.tasks.add(task.id);
    return {
      answer: shapeOf(res),
      created: (res.json?.items ?? []).length,
      inInbox: ours.map((t: { markdown?: string }) => side.norm(String(t.markdown))),
    };
  },
};
