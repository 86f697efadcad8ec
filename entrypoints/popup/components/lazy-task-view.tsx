/**
 * The Task view, loaded on first use: its date parsing (chrono-node, the popup's largest library)
 * stays out of the bundle the Clip view needs for its first paint.
 */
import { lazy } from '../../../components/lazy';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../../lib/i18n/t';
import { connection } from '../model';

const TaskView = lazy(() => import('./task-view').then((m) => m.TaskView));

export function LazyTaskView() {
  // Keyed by connection: a switch starts the view (and today's tasks) afresh for that connection.
  return (
    <TaskView
      key={connection.value?.id}
      fallback={<section class="task-view" aria-busy="true" />}
      failure={<StatusMessage tone="error">{t('task_loadFailed')}</StatusMessage>}
    />
  );
}
