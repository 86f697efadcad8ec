/**
 * The Task view: the page as a linked title (`[Title](url)`, editable), the selection offered as a
 * note, schedule date and deadline (quick picks or typed natural language), and where it goes:
 * the inbox, today's daily note or (whole-space links) a document found by search. A Selected
 * Documents link has no task inbox: the view says so and adds a `- [ ]` block to a document.
 * After adding: Undo. Below: today's open tasks.
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { StatusMessage } from '../../../components/status-message';
import { taskTitle } from '../../../lib/tasks/task-markdown';
import { sendMessage } from '../../../lib/messaging/protocol';
import type { Destination, TaskJob, TaskPlace, TaskRecord } from '../../../lib/model/types';
import { connection, findTab, tabId } from '../model';
import { TaskDateField } from './task-date-field';
import { refreshTasks, TaskList } from './task-list';

type PlaceChoice = 'inbox' | 'today' | 'document';

const title = signal('');
const selection = signal('');
const withNote = signal(true);
const schedule = { text: signal(''), date: signal<string | undefined | null>(undefined) };
const deadline = { text: signal(''), date: signal<string | undefined | null>(undefined) };
const placeChoice = signal<PlaceChoice>('inbox');
const documentQuery = signal('');
const documents = signal<Destination[]>([]);
const chosenDocument = signal<{ id: string; title: string } | undefined>(undefined);
const busy = signal(false);
const added = signal<TaskRecord | undefined>(undefined);
const error = signal<string | undefined>(undefined);
const info = signal<string | undefined>(undefined);

const noInbox = () => connection.value?.kind === 'documents';

async function loadPage(): Promise<void> {
  const id = tabId.value ?? (await findTab());
  if (id === undefined) return;
  const tab = await browser.tabs.get(id).catch(() => undefined);
  if (tab && !title.value) title.value = taskTitle(tab.title, tab.url);
  try {
    const [frame] = await browser.scripting.executeScript({ target: { tabId: id }, func: () => getSelection()?.toString() ?? '' });
    selection.value = String(frame?.result ?? '').trim();
  } catch {
    selection.value = ''; // a page extensions cannot read: no note to offer
  }
}

let searchSeq = 0;
async function searchDocuments(text: string): Promise<void> {
  documentQuery.value = text;
  const seq = ++searchSeq;
  const result = await sendMessage('searchDestinations', { connectionId: connection.value?.id, query: text });
  if (seq !== searchSeq) return;
  documents.value = result.ok ? result.value.filter((d) => d.kind === 'document') : [];
  if (!result.ok) error.value = result.error;
}

function place(): TaskPlace | undefined {
  if (noInbox() || placeChoice.value === 'document') {
    const doc = chosenDocument.value;
    return doc ? { kind: 'document', id: doc.id, title: doc.title } : undefined;
  }
  return placeChoice.value === 'today' ? { kind: 'daily-note', date: 'today' } : { kind: 'inbox' };
}

async function add(): Promise<void> {
  error.value = info.value = undefined;
  if (schedule.date.value === null) return void (error.value = `The schedule date "${schedule.text.value}" is not a date. Try "fri" or "in 3 days".`);
  if (deadline.date.value === null) return void (error.value = `The deadline "${deadline.text.value}" is not a date. Try "fri" or "in 3 days".`);
  const where = place();
  if (!where) return void (error.value = 'Pick a document for the task first.');
  const job: TaskJob = {
    connectionId: connection.value?.id,
    title: title.value,
    note: withNote.value && selection.value ? selection.value : undefined,
    scheduleDate: schedule.date.value ?? undefined,
    deadlineDate: deadline.date.value ?? undefined,
    place: where,
  };
  busy.value = true;
  const result = await sendMessage('addTask', job).catch(() => ({ ok: false as const, error: "The extension's background did not answer. Try again." }));
  busy.value = false;
  if (!result.ok) return void (error.value = result.error);
  added.value = result.value;
  void refreshTasks();
}

async function undo(): Promise<void> {
  const record = added.value;
  if (!record) return;
  const result = await sendMessage('undoTask', record);
  if (!result.ok) return void (error.value = result.error);
  added.value = undefined;
  info.value = 'Undone: the task was removed from Craft.';
  void refreshTasks();
}

export function TaskView() {
  useEffect(() => {
    void loadPage();
    if (noInbox()) void searchDocuments('');
  }, []);
  const space = connection.value?.kind === 'space';
  const showSearch = noInbox() || placeChoice.value === 'document';
  return (
    <section class="task-view" aria-label="Add a task">
      {noInbox() && (
        <StatusMessage tone="info">This connection is for selected documents; Craft has no task inbox there. You can add a to-do block to one of its documents instead.</StatusMessage>
      )}
      <label class="task-title">
        Task
        <input aria-label="Task" value={title.value} onInput={(e) => (title.value = e.currentTarget.value)} />
      </label>
      {selection.value && (
        <label>
          <input type="checkbox" checked={withNote.value} onChange={(e) => (withNote.value = e.currentTarget.checked)} />
          Add the selection as a note
        </label>
      )}
      {!noInbox() && <TaskDateField label="Schedule" state={schedule} timeZone={connection.value?.timezone} />}
      {!noInbox() && <TaskDateField label="Deadline" state={deadline} timeZone={connection.value?.timezone} />}
      {!noInbox() && (
        <label>
          Add to{' '}
          <select aria-label="Add to" value={placeChoice.value} onChange={(e) => (placeChoice.value = e.currentTarget.value as PlaceChoice)}>
            <option value="inbox">Inbox</option>
            <option value="today">Today's daily note</option>
            {space && <option value="document">A document…</option>}
          </select>
        </label>
      )}
      {showSearch && (
        <div class="search">
          <input type="search" aria-label="Find a document" placeholder="Find a document" value={documentQuery.value}
            onInput={(e) => void searchDocuments(e.currentTarget.value)} />
          <ul class="results" aria-label="Documents">
            {documents.value.map((d) => d.kind === 'document' && (
              <li key={d.id}>
                <button type="button" aria-pressed={chosenDocument.value?.id === d.id}
                  onClick={() => (chosenDocument.value = { id: d.id, title: d.title })}>{d.title || 'Untitled document'}</button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {error.value && <StatusMessage tone="error">{error.value}</StatusMessage>}
      {info.value && <StatusMessage tone="info">{info.value}</StatusMessage>}
      <div class="actions">
        {added.value ? (
          <>
            <StatusMessage tone="success">{added.value.asBlock ? 'To-do added to the document.' : 'Task added.'}</StatusMessage>
            <button type="button" class="button" onClick={() => void undo()}>Undo</button>
          </>
        ) : (
          <button type="button" class="button button--primary" disabled={busy.value || !title.value.trim()} onClick={() => void add()}>
            {noInbox() ? 'Add to-do block' : 'Add task'}
          </button>
        )}
      </div>
      {!noInbox() && <TaskList />}
    </section>
  );
}
