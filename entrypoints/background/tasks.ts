/**
 * Tasks: the popup's add / undo / list / tick messages, "Add as task" on a page, a link or a
 * selection, and the `quick-task` command (the current tab into the inbox, no popup; feedback like
 * quick clip). Every add goes through deliverTask.
 */
import { browser, type Browser } from 'wxt/browser';
import { taskDisplayText, taskTitle } from '../../lib/tasks/task-markdown';
import type { ClipResult } from '../../lib/model/clip';
import type { TabTaskRequest, TaskItem } from '../../lib/model/requests';
import type { Result, TaskJob, TaskRecord } from '../../lib/model/types';
import { activeTabId } from './clip';
import { clientFor, findConnection, NO_CONNECTION } from './deliver';
import { deliverTask, NO_TASK_INBOX } from './deliver-task';
import { messageOf, resolveDestination } from './destinations';
import { reportClip } from './notify';
import { onTrustedMessage } from './on-message';
import { addQuickMenuItems } from './quick-capture-menus';

export async function addTabTask(request: TabTaskRequest): Promise<Result<TaskRecord>> {
  const connection = await findConnection(request.connectionId);
  if (!connection) return { ok: false, error: NO_CONNECTION };
  const tab = request.tabId !== undefined ? await browser.tabs.get(request.tabId).catch(() => undefined) : undefined;
  const url = request.link?.url ?? tab?.url;
  const text = request.link ? (request.link.text || request.link.url) : tab?.title;
  if (!url && !text) return { ok: false, error: 'There is no page to add as a task. Open it and try again.' };
  let place = request.place ?? { kind: 'inbox' as const };
  if (connection.kind === 'documents' && place.kind !== 'document') {
    // No task inbox here: the connection's default document takes a to-do block instead.
    const fallback = await resolveDestination(connection, undefined);
    if (!fallback.ok || fallback.value.kind !== 'document') return { ok: false, error: NO_TASK_INBOX };
    place = { kind: 'document', id: fallback.value.id, title: fallback.value.title };
  }
  const job: TaskJob = {
    connectionId: connection.id,
    title: taskTitle(text, url),
    note: request.selectionText,
    place,
  };
  return deliverTask(job);
}

export async function undoTask(record: TaskRecord): Promise<Result<null>> {
  const connection = await findConnection(record.connectionId);
  if (!connection) return { ok: false, error: 'The connection this task went through has been removed.' };
  try {
    const client = clientFor(connection);
    if (record.asBlock) await client.blocks.delete(record.blockIds?.length ? record.blockIds : [record.id]);
    else await client.tasks.delete([record.id]);
    return { ok: true, value: null };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}

export async function listTasks(data: { connectionId?: string }): Promise<Result<TaskItem[]>> {
  const connection = await findConnection(data.connectionId);
  if (!connection) return { ok: false, error: NO_CONNECTION };
  if (connection.kind === 'documents') return { ok: false, error: NO_TASK_INBOX };
  try {
    const tasks = await clientFor(connection).tasks.list('active');
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
    return { ok: false, error: messageOf(error) };
  }
}

export async function setTaskDone(data: { connectionId?: string; id: string; done: boolean }): Promise<Result<null>> {
  const connection = await findConnection(data.connectionId);
  if (!connection) return { ok: false, error: NO_CONNECTION };
  try {
    await clientFor(connection).tasks.update([{ id: data.id, taskInfo: { state: data.done ? 'done' : 'todo' } }]);
    return { ok: true, value: null };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}

/** notify.ts speaks in clips; a task is reported through the same badge and notification. */
function asClipResult(result: Result<TaskRecord>): ClipResult {
  if (!result.ok) return result;
  const { id, connectionId, markdown } = result.value;
  return {
    ok: true,
    value: { id, connectionId, title: taskDisplayText(markdown), destination: { kind: 'daily-note', date: 'today' }, blockIds: [id], createdAt: new Date().toISOString() },
  };
}

async function fromMenu(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab): Promise<void> {
  const linkText = (info as { linkText?: string }).linkText;
  const result = await addTabTask({
    tabId: tab?.id,
    link: info.linkUrl ? { url: info.linkUrl, text: linkText ?? info.selectionText } : undefined,
    selectionText: info.linkUrl ? undefined : info.selectionText,
  });
  await reportClip(tab?.id, asClipResult(result), 'Added task');
}

export function setUpTasks(): void {
  onTrustedMessage('addTask', (job) => deliverTask(job));
  onTrustedMessage('addTabTask', (request) => addTabTask(request));
  onTrustedMessage('undoTask', (record) => undoTask(record));
  onTrustedMessage('listTasks', (data) => listTasks(data));
  onTrustedMessage('setTaskDone', (data) => setTaskDone(data));
  addQuickMenuItems([
    { id: 'task-page', title: 'Add as task', contexts: ['page'], onClick: fromMenu },
    { id: 'task-link', title: 'Add link as task', contexts: ['link'], onClick: fromMenu },
    { id: 'task-selection', title: 'Add as task (selection as note)', contexts: ['selection'], onClick: fromMenu },
  ]);
  browser.commands.onCommand.addListener((command, tab) => {
    if (command !== 'quick-task') return;
    void (async () => {
      const tabId = tab?.id ?? (await activeTabId());
      const result = await addTabTask({ tabId });
      await reportClip(tabId, asClipResult(result), 'Added task');
    })();
  });
}
