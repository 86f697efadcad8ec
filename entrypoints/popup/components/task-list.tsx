/**
 * Today's open tasks (GET /tasks?scope=active) with checkboxes: ticking one marks it done
 * (PUT /tasks), which in Craft moves an inbox task to the logbook. A failed tick is undone on screen.
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { sendMessage } from '../../../lib/messaging/protocol';
import type { TaskItem } from '../../../lib/model/requests';
import { connection } from '../model';

const tasks = signal<TaskItem[]>([]);
const listError = signal<string | undefined>(undefined);
const loaded = signal(false);

export async function refreshTasks(): Promise<void> {
  const result = await sendMessage('listTasks', { connectionId: connection.value?.id });
  listError.value = result.ok ? undefined : result.error;
  tasks.value = result.ok ? result.value : [];
  loaded.value = true;
}

async function tick(task: TaskItem, done: boolean): Promise<void> {
  const flip = (state: TaskItem['state']) => { tasks.value = tasks.value.map((t) => (t.id === task.id ? { ...t, state } : t)); };
  flip(done ? 'done' : 'todo');
  const result = await sendMessage('setTaskDone', { connectionId: connection.value?.id, id: task.id, done });
  if (!result.ok) {
    flip(task.state);
    listError.value = result.error;
  }
}

export function TaskList() {
  useEffect(() => void refreshTasks(), []);
  return (
    <section class="task-list" aria-label="Today's tasks">
      <h2>Today's tasks</h2>
      {listError.value && <p class="status--error" role="alert">{listError.value}</p>}
      {loaded.value && !listError.value && tasks.value.length === 0 && <p class="note">Nothing due today.</p>}
      <ul>
        {tasks.value.map((t) => (
          <li key={t.id}>
            <label>
              <input type="checkbox" checked={t.state === 'done'} onChange={(e) => void tick(t, e.currentTarget.checked)} />
              <span class={t.state === 'done' ? 'done' : ''}>{t.text}</span>
              {t.deadlineDate && <small> due {t.deadlineDate}</small>}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
