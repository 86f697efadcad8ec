/**
 * Tasks: the popup's add / list / tick messages, "Add as task" on a page, a link or a selection,
 * and the quick-task command (the current tab into the inbox, no popup). Inputs that cannot
 * succeed (no text, a word that is not a date, no connection, a place this kind of link has no
 * room for) are refused before anything is stored or sent; everything else goes through the
 * outbox, which stores the job first and delivers it exactly once (lib/outbox/kinds/task/task-job.ts).
 */
import { browser } from 'wxt/browser';
import { t } from '../../lib/i18n/t';
import { render } from '../../lib/i18n/ui-text';
import type { TabTaskRequest, TaskItem } from '../../lib/model/requests';
import type { Connection, Result, TaskJob, TaskRecord } from '../../lib/model/types';
import { NO_TASK_INBOX, taskRefusal } from '../../lib/outbox';
import { taskDisplayText, taskTitle } from '../../lib/tasks/task-markdown';
import type { CommandRuns } from './commands';
import { FEEDBACK } from './feedback';
import type { MenuClick } from './menus';
import { onTrustedMessage } from './on-message';
import { sendQuick } from './send';
import { noConnection, type Services } from './services';

const DATE = /^(?:\d{4}-\d{2}-\d{2}|today|tomorrow|yesterday)$/;

function badDate(job: TaskJob): string | undefined {
  for (const [key, value] of [
    ['bg_badScheduleDate', job.scheduleDate],
    ['bg_badDeadline', job.deadlineDate],
  ] as const) {
    if (value !== undefined && !DATE.test(value)) return t(key, value);
  }
  return undefined;
}

export function setUpTasks(services: Services) {
  async function addTask(job: TaskJob, known?: Connection): Promise<Result<TaskRecord>> {
    if (!job.title.trim()) return { ok: false, error: t('bg_taskNoText') };
    const wrongDate = badDate(job);
    if (wrongDate) return { ok: false, error: wrongDate };
    const connection = known ?? (await services.connection(job.connectionId));
    if (!connection) return { ok: false, error: noConnection() };
    const refusal = taskRefusal(job, connection.kind);
    if (refusal) return { ok: false, error: render(refusal) };
    return sendQuick('task', job.title, connection, { ...job, connectionId: connection.id }) as Promise<
      Result<TaskRecord>
    >;
  }

  async function addTabTask(request: TabTaskRequest): Promise<Result<TaskRecord>> {
    const connection = await services.connection(request.connectionId);
    if (!connection) return { ok: false, error: noConnection() };
    const tab = request.tabId !== undefined ? await browser.tabs.get(request.tabId).catch(() => undefined) : undefined;
    const url = request.link?.url ?? tab?.url;
    const text = request.link ? request.link.text || request.link.url : tab?.title;
    if (!url && !text) return { ok: false, error: t('bg_taskNoPage') };
    let place = request.place ?? { kind: 'inbox' as const };
    if (connection.kind === 'documents' && place.kind !== 'document') {
      // No task inbox here: the connection's default document takes a to-do block instead.
      const fallback = await services.destination(connection, undefined);
      if (!fallback.ok || fallback.value.kind !== 'document') return { ok: false, error: render(NO_TASK_INBOX) };
      place = { kind: 'document', id: fallback.value.id, title: fallback.value.title };
    }
    return addTask(
      { connectionId: connection.id, title: taskTitle(text, url), note: request.selectionText, place },
      connection,
    );
  }

  async function listTasks(data: { connectionId?: string }): Promise<Result<TaskItem[]>> {
    const connection = await services.connection(data.connectionId);
    if (!connection) return { ok: false, error: noConnection() };
    if (connection.kind === 'documents') return { ok: false, error: render(NO_TASK_INBOX) };
    try {
      const tasks = await services.client(connection).tasks.list('active');
      return {
        ok: true,
        value: tasks.map((t) => ({
          id: t.id,
          text: taskDisplayText(t.markdown ?? ''),
          state: t.taskInfo?.state ?? 'todo',
          scheduleDate: t.taskInfo?.scheduleDate,
          deadlineDate: t.taskInfo?.deadlineDate,
        })),
      };
    } catch (error) {
      return { ok: false, error: services.errorText(error, connection) };
    }
  }

  async function setTaskDone(data: { connectionId?: string; id: string; done: boolean }): Promise<Result<null>> {
    const connection = await services.connection(data.connectionId);
    if (!connection) return { ok: false, error: noConnection() };
    try {
      await services
        .client(connection)
        .tasks.update([{ id: data.id, taskInfo: { state: data.done ? 'done' : 'todo' } }]);
      return { ok: true, value: null };
    } catch (error) {
      return { ok: false, error: services.errorText(error, connection) };
    }
  }

  /** "Add as task", "Add link as task", "Add as task (selection as note)". */
  async function fromMenu(_action: unknown, click: MenuClick) {
    const result = await addTabTask({
      tabId: click.tabId,
      link: click.linkUrl ? { url: click.linkUrl, text: click.linkText ?? click.selectionText } : undefined,
      selectionText: click.linkUrl ? undefined : click.selectionText,
    });
    return FEEDBACK.task(result);
  }

  const quickTask: CommandRuns['quick-task'] = async (tabId) => FEEDBACK.task(await addTabTask({ tabId }));

  onTrustedMessage('addTask', (job) => addTask(job));
  onTrustedMessage('addTabTask', (request) => addTabTask(request));
  onTrustedMessage('listTasks', (data) => listTasks(data));
  onTrustedMessage('setTaskDone', (data) => setTaskDone(data));
  return { fromMenu, quickTask };
}
