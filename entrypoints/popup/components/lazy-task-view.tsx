/**
 * The Task view, loaded on first use: its date parsing (chrono-node, the popup's largest library)
 * stays out of the bundle the Clip view needs for its first paint.
 */
import { signal } from '@preact/signals';
import type { FunctionComponent } from 'preact';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../../lib/i18n/t';
import { connection } from '../model';

const loaded = signal<FunctionComponent | undefined>(undefined);
const failed = signal(false);
let loading: Promise<void> | undefined;

export function LazyTaskView() {
  const View = loaded.value;
  // Keyed by connection: a switch starts the view (and today's tasks) afresh for that connection.
  if (View) return <View key={connection.value?.id} />;
  if (failed.value) return <StatusMessage tone="error">{t('task_loadFailed')}</StatusMessage>;
  loading ??= import('./task-view').then(
    (module) => { loaded.value = module.TaskView; },
    () => { failed.value = true; },
  );
  return <section class="task-view" aria-busy="true" />;
}
