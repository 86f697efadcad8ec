/**
 * Today's open tasks (GET /tasks?scope=active) with checkboxes: ticking one marks it done
 * (PUT /tasks), which in Craft moves an inbox task to the logbook. A failed tick is undone on screen.
 * The active scope holds overdue tasks too; each says since when (task-when.ts).
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { todayIn } from '../../../lib/dates/today';
import { t } from '../../../lib/i18n/t';
import { sendMessage } from '../../../lib/messaging/protocol';
import type { TaskItem } from '../../../lib/model/requests';
import { connection } from '../model';
import { taskWhen } from '../task-when';

const tasks = signal<TaskItem[]>([]);
const listError = signal<string | undefined>(undefined);
const loaded = signal(false);

export async function refreshTasks(): Promise<void> {
  const result = await sendMessage('listTasks', { connectionId: connection.value?.id }).catch(() => ({
    ok: false as const,
    error: t('common_noAnswer'),
  }));
  listError.value = result.ok ? undefined : result.error;
  tasks.value = result.ok ? result.value : [];
  loaded.value = true;
}

async function tick(task: TaskItem, done: boolean): Promise<void> {
  const flip = (state: TaskItem['state']) => {
    tasks.value = tasks.value.map((x) => (x.id === task.id ? { ...x, state } : x));
  };
  flip(done ? 'done' : 'todo');
  const result = await sendMessage('setTaskDone', { connectionId: connection.value?.id, id: task.id, done }).catch(
    () => ({ ok: false as const, error: t('common_noAnswer') }),
  );
  if (!result.ok) {
    flip(task.state);
    listError.value = result.error;
  }
}

export function TaskList() {
  useEffect(() => void refreshTasks(), []);
  const today = todayIn(new Date(), connection.value?.timezone);
  return (
    <section class="task-list card" aria-labelledby="today-tasks">
      <h2 id="today-tasks">{t('task_today')}</h2>
      {listError.value && (
        <p class="picker-error" role="alert">
          {listError.value}
        </p>
      )}
      {loaded.value && !listError.value && tasks.value.length === 0 && <p class="hint">{t('task_nothingToday')}</p>}
      <ul>
        {tasks.value.map((task) => {
          const when = taskWhen(task, today);
          return (
            <li key={task.id}>
              <label class="check">
                <input
                  type="checkbox"
                  checked={task.state === 'done'}
                  onChange={(e) => void tick(task, e.currentTarget.checked)}
                />
                <span class={task.state === 'done' ? 'done' : ''}>{task.text}</span>
                {when && <small class={when.overdue ? 'hint hint--overdue' : 'hint'}>{when.text}</small>}
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
