/**
 * Where the clip goes: today's daily note, another date, a document found by typing (recent ones
 * first), or a new document in a folder; and top or bottom. Lists are fetched from the background
 * only when the user opens that choice, so the popup's first paint needs no network.
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { destinationLabel } from '../../../lib/clip/position';
import { sendMessage } from '../../../lib/messaging/protocol';
import type { FolderOption } from '../../../lib/model/requests';
import type { Destination } from '../../../lib/model/types';
import { chooseDestination, connection, dailyNotes, destination, insertAt, title } from '../model';

type Choice = 'today' | 'date' | 'document' | 'new-document';

const query = signal('');
const results = signal<Destination[]>([]);
const folders = signal<FolderOption[]>([]);
const folderId = signal('');
const newTitle = signal('');
const pickerError = signal<string | undefined>(undefined);

const todayIso = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

function choiceOf(d: Destination | undefined): Choice {
  if (!d) return 'document';
  if (d.kind === 'daily-note') return d.date === 'today' ? 'today' : 'date';
  return d.kind;
}

let searchSeq = 0;
async function search(text: string): Promise<void> {
  query.value = text;
  const seq = ++searchSeq;
  const result = await sendMessage('searchDestinations', { connectionId: connection.value?.id, query: text });
  if (seq !== searchSeq) return; // a newer keystroke already asked
  pickerError.value = result.ok ? undefined : result.error;
  results.value = result.ok ? result.value : [];
}

async function loadFolders(): Promise<void> {
  const result = await sendMessage('listFolders', { connectionId: connection.value?.id });
  pickerError.value = result.ok ? undefined : result.error;
  folders.value = result.ok ? result.value : [];
}

function newDocument(): Destination {
  const folder = folders.value.find((f) => f.id === folderId.value);
  return { kind: 'new-document', title: newTitle.value.trim() || title.value || 'Web clip', folderId: folder?.id, folderName: folder?.name };
}

function choose(choice: Choice): void {
  pickerError.value = undefined;
  if (choice === 'today') chooseDestination({ kind: 'daily-note', date: 'today' });
  if (choice === 'date') chooseDestination({ kind: 'daily-note', date: todayIso() });
  if (choice === 'document') {
    chooseDestination(undefined);
    void search(query.value);
  }
  if (choice === 'new-document') {
    void loadFolders();
    chooseDestination(newDocument());
  }
}

export function DestinationPicker() {
  const current = destination.value;
  const choice = choiceOf(current);
  const space = connection.value?.kind === 'space';
  useEffect(() => {
    // A Selected Documents link opens on the document list: there is no daily note to default to.
    if (!current && choice === 'document') void search('');
  }, []);

  return (
    <fieldset class="picker">
      <legend>Destination</legend>
      <label>
        Clip to{' '}
        <select aria-label="Clip to" value={choice} onChange={(e) => choose(e.currentTarget.value as Choice)}>
          {dailyNotes.value && <option value="today">Today's daily note</option>}
          {dailyNotes.value && <option value="date">Another date…</option>}
          <option value="document">A document…</option>
          {space && <option value="new-document">A new document…</option>}
        </select>
      </label>

      {choice === 'date' && current?.kind === 'daily-note' && (
        <label>
          Date{' '}
          <input type="date" aria-label="Date" value={current.date}
            onInput={(e) => e.currentTarget.value && chooseDestination({ kind: 'daily-note', date: e.currentTarget.value })} />
        </label>
      )}

      {choice === 'document' && (
        <div class="search">
          <input type="search" aria-label="Find a document" placeholder="Find a document" value={query.value}
            onInput={(e) => void search(e.currentTarget.value)} />
          {current?.kind === 'document' && <p class="chosen">Into: <strong>{current.title}</strong></p>}
          <ul class="results" aria-label="Documents">
            {results.value.map((d) => (
              <li key={d.kind === 'document' ? d.id : ''}>
                <button type="button" aria-pressed={current?.kind === 'document' && d.kind === 'document' && current.id === d.id}
                  onClick={() => chooseDestination(d)}>{destinationLabel(d)}</button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {choice === 'new-document' && (
        <div class="new-document">
          <label>
            Folder{' '}
            <select aria-label="Folder" value={folderId.value} onChange={(e) => { folderId.value = e.currentTarget.value; chooseDestination(newDocument()); }}>
              <option value="">Unsorted</option>
              {folders.value.filter((f) => f.id !== 'unsorted').map((f) => (
                <option key={f.id} value={f.id}>{'\u00a0\u00a0'.repeat(f.depth) + f.name}</option>
              ))}
            </select>
          </label>
          <label>
            Title{' '}
            <input aria-label="Document title" value={newTitle.value || title.value}
              onInput={(e) => { newTitle.value = e.currentTarget.value; chooseDestination(newDocument()); }} />
          </label>
        </div>
      )}

      <div class="insert-at" role="radiogroup" aria-label="Position">
        <label><input type="radio" name="insertAt" checked={insertAt.value === 'start'} onChange={() => (insertAt.value = 'start')} /> Top</label>
        <label><input type="radio" name="insertAt" checked={insertAt.value === 'end'} onChange={() => (insertAt.value = 'end')} /> Bottom</label>
      </div>
      {pickerError.value && <p class="picker-error" role="alert">{pickerError.value}</p>}
    </fieldset>
  );
}
