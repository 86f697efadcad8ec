/**
 * The hint beside a task in "Today's tasks": Craft's active scope lists every open task whose date
 * (schedule date, else deadline) is today or earlier, so a task scheduled days ago or past its deadline
 * is there too, and says since when it is overdue; a task of today shows its deadline when it has one.
 */
import { labelOf } from '../../lib/dates/today';
import { t, uiLanguage } from '../../lib/i18n/t';
import type { TaskItem } from '../../lib/model/requests';

export interface TaskWhen {
  text: string;
  overdue: boolean;
}

/** The hint for `task` when today is `today` (`YYYY-MM-DD` in the space's timezone), or undefined. */
export function taskWhen(task: Pick<TaskItem, 'scheduleDate' | 'deadlineDate'>, today: string): TaskWhen | undefined {
  const past = [task.scheduleDate, task.deadlineDate].filter((d): d is string => !!d && d < today).sort();
  if (past[0]) return { text: t('task_overdue', labelOf(past[0], uiLanguage())), overdue: true };
  if (task.deadlineDate) return { text: t('task_due', labelOf(task.deadlineDate, uiLanguage())), overdue: false };
  return undefined;
}
