/** Tasks (space and daily-notes links): list by scope, create, update, delete. */
import type { Http } from '../http';
import { idListSchema, itemsOf, taskSchema } from '../schemas';
import type { NewTask, Task, TaskScope, TaskUpdate } from '../types';

export function tasksApi(http: Http) {
  return {
    /** GET /tasks — tasks of a scope; `document` needs a documentId, `document`/`all` are space-only. */
    async list(scope: TaskScope, options: { documentId?: string } = {}): Promise<Task[]> {
      const query = { scope, documentId: options.documentId };
      return (await http.json({ method: 'GET', path: 'tasks', query }, itemsOf(taskSchema))).items;
    },

    /** POST /tasks — adds tasks at the top of the inbox, a daily note or a document. */
    async create(tasks: NewTask[]): Promise<Task[]> {
      return (await http.json({ method: 'POST', path: 'tasks', json: { tasks } }, itemsOf(taskSchema))).items;
    },

    /** PUT /tasks — changes text, state, dates or (space links) location; done inbox tasks go to the logbook. */
    async update(tasksToUpdate: TaskUpdate[]): Promise<Task[]> {
      return (await http.json({ method: 'PUT', path: 'tasks', json: { tasksToUpdate } }, itemsOf(taskSchema))).items;
    },

    /** DELETE /tasks — deletes tasks; returns their ids. */
    delete(idsToDelete: string[]): Promise<string[]> {
      return http.json({ method: 'DELETE', path: 'tasks', json: { idsToDelete } }, idListSchema);
    },
  };
}
