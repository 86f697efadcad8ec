/**
 * The Task view: the page as a linked title (`[Title](url)`, editable), the selection offered as a
 * note, schedule date and deadline (quick picks or typed natural language), and where it goes:
 * the inbox, today's daily note or (whole-space links) a document found by search. A Selected
 * Documents link has no task inbox: the view says so and adds a `- [ ]` block to a document.
 * After adding: Undo. Below: today's open tasks.
 */
import { signal } from '@preact/signals';
import { useEffect, useId } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { Button } from '../../../components/button';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../../lib/i18n/t';
import { taskTitle } from '../../../lib/tasks/task-markdown';
import { sendMessage } from '../../../lib/messaging/protocol';
import type { TaskJob, TaskPlace, TaskRecord } from '../../../lib/model/types';
import { setMainAction } from '../keyboard';
import { connection, findTab, tabId } from '../model';
import { TaskDateField } from './task-date-field';
import { refreshTasks, TaskList } from './task-list';
import { TaskPlacePicker, chosenDocument, placeChoice } from './task-place';

const title = signal('');
const selection = signal('');
const withNote = signal(true);
const schedule = { text: signal(''), date: signal<string | undefined | null>(undefined) };
const deadline = { text: signal(''), date: signal<string | undefined | null>(undefined) };
const busy = signal(false);
const added = signal<TaskRecord | undefined>(undefined);
const error = signal<string | undefined>(undefined);
const info = signal<string | undefined>(undefined);

const noInbox = () => connection.value?.kind === 'documents';

/** Counts the pages the side panel moved to: an answer about an earlier one is not shown. */
let pageCount = 0;

/** The side panel moved to another page: the task is made afresh from it (the place and dates stay). */
export function forgetTaskPage(): void {
  pageCount++;
  title.value = selection.value = '';
  added.value = error.value = info.value = undefined;
}

async function loadPage(): Promise<void> {
  const id = tabId.value ?? (await findTab());
  if (id === undefined) return;
  const tab = await browser.tabs.get(id).catch(() => undefined);
  if (tab && !title.value) title.value = taskTitle(tab.title, tab.url);
  try {
    const [frame] = await browser.scripting.executeScript({
      target: { tabId: id },
      func: () => getSelection()?.toString() ?? '',
    });
    selection.value = String(frame?.result ?? '').trim();
  } catch {
    selection.value = ''; // a page extensions cannot read: no note to offer
  }
}

function place(): TaskPlace | undefined {
  if (noInbox() || placeChoice.value === 'document') {
    const doc = chosenDocument.value;
    return doc ? { kind: 'document', id: doc.id, title: doc.title } : undefined;
  }
  return placeChoice.value === 'today' ? { kind: 'daily-note', date: 'today' } : { kind: 'inbox' };
}

async function add(): Promise<void> {
  if (busy.value || added.value || !title.value.trim()) return;
  error.value = info.value = undefined;
  if (schedule.date.value === null) return void (error.value = t('task_badSchedule', schedule.text.value));
  if (deadline.date.value === null) return void (error.value = t('task_badDeadline', deadline.text.value));
  const where = place();
  if (!where) return void (error.value = t('task_pickDocument'));
  const job: TaskJob = {
    connectionId: connection.value?.id,
    title: title.value,
    note: withNote.value && selection.value ? selection.value : undefined,
    scheduleDate: schedule.date.value ?? undefined,
    deadlineDate: deadline.date.value ?? undefined,
    place: where,
  };
  busy.value = true;
  const page = pageCount;
  const result = await sendMessage('addTask', job).catch(() => ({ ok: false as const, error: t('common_noAnswer') }));
  busy.value = false;
  if (page !== pageCount) return;
  if (!result.ok) return void (error.value = result.error);
  added.value = result.value;
  void refreshTasks();
}

async function undo(): Promise<void> {
  const record = added.value;
  if (!record) return;
  const result = await sendMessage('undoTask', record).catch(() => ({
    ok: false as const,
    error: t('common_noAnswer'),
  }));
  if (!result.ok) return void (error.value = result.error);
  added.value = undefined;
  info.value = t('task_undone');
  void refreshTasks();
}

export function TaskView() {
  const id = useId();
  useEffect(() => {
    void loadPage();
    setMainAction(() => void add());
    return () => setMainAction(undefined);
  }, []);
  return (
    <section class="task-view" aria-label={t('task_heading')}>
      {noInbox() && <StatusMessage tone="info">{t('task_noInbox')}</StatusMessage>}
      <div class="field">
        <label for={`${id}-title`}>{t('task_label')}</label>
        <input
          id={`${id}-title`}
          class="input"
          value={title.value}
          onInput={(e) => (title.value = e.currentTarget.value)}
        />
      </div>
      {selection.value && (
        <label class="check">
          <input
            type="checkbox"
            checked={withNote.value}
            onChange={(e) => (withNote.value = e.currentTarget.checked)}
          />
          {t('task_withNote')}
        </label>
      )}
      {!noInbox() && (
        <TaskDateField label={t('task_schedule')} state={schedule} timeZone={connection.value?.timezone} />
      )}
      {!noInbox() && (
        <TaskDateField label={t('task_deadline')} state={deadline} timeZone={connection.value?.timezone} />
      )}
      <TaskPlacePicker />
      {error.value && <StatusMessage tone="error">{error.value}</StatusMessage>}
      {info.value && <StatusMessage tone="info">{info.value}</StatusMessage>}
      <div class="actions" data-focus-scope>
        {added.value ? (
          <>
            <StatusMessage tone="success">{added.value.asBlock ? t('task_addedBlock') : t('task_added')}</StatusMessage>
            <Button icon="undo" onClick={() => void undo()}>
              {t('clip_undo')}
            </Button>
          </>
        ) : (
          <Button
            variant="primary"
            icon="plus"
            busy={busy.value}
            disabled={!title.value.trim()}
            keyshortcuts="Control+Enter Meta+Enter"
            onClick={() => void add()}
          >
            {noInbox() ? t('task_addBlock') : t('task_add')}
          </Button>
        )}
      </div>
      {!noInbox() && <TaskList />}
    </section>
  );
}
