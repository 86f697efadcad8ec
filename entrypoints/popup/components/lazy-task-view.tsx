/**
 * The Task view, loaded on first use: its date parsing (chrono-node, the popup's largest library)
 * stays out of the bundle the Clip view needs for its first paint.
 */
import { signal } from '@preact/signals';
import type { FunctionComponent } from 'preact';
import { StatusMessage } from '../../../components/status-message';

const loaded = signal<FunctionComponent | undefined>(undefined);
const failed = signal(false);
let loading: Promise<void> | undefined;

export function LazyTaskView() {
  const View = loaded.value;
  if (View) return <View />;
  if (failed.value) return <StatusMessage tone="error">The Task view could not be loaded. Close and reopen the popup.</StatusMessage>;
  loading ??= import('./task-view').then(
    (module) => { loaded.value = module.TaskView; },
    () => { failed.value = true; },
  );
  return <section class="task-view" aria-busy="true" />;
}
