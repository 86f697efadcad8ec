/** The popup: mode switch, destination, editable preview, Send, progress, then Open / Undo. */
import { StatusMessage } from '../../components/status-message';
import type { CaptureMode } from '../../lib/model/types';
import { CaptureImageButton } from './components/capture-image-button';
import { DestinationPicker } from './components/destination-picker';
import { OutboxList } from './components/outbox-list';
import { PartialUndo } from './components/partial-undo';
import { LazyTaskView } from './components/lazy-task-view';
import {
  busy, canSend, captured, connection, copyPreview, failure, format, markdown, message, mode, notes, openInCraft,
  openSettings, phase, progress, recompose, record, runCapture, send, sendQueued, undo, view,
} from './model';

const MODES: Array<[CaptureMode, string]> = [
  ['selection', 'Selection'], ['article', 'Article'], ['page', 'Page'], ['link', 'Link'],
];

export function App() {
  if (phase.value === 'loading') return <main class="popup" aria-busy="true" />;
  if (phase.value === 'no-connection') {
    return (
      <main class="popup">
        <h1>Clip to Craft</h1>
        <StatusMessage tone="info">No Craft connection yet. Add your Craft API connection in the settings to start clipping.</StatusMessage>
        <button type="button" class="button button--primary" onClick={openSettings}>Open settings</button>
      </main>
    );
  }
  const locked = busy.value;
  return (
    <main class="popup">
      <header>
        <h1>Clip to Craft</h1>
        <span class="connection">{connection.value?.name}</span>
      </header>

      <div class="views" role="tablist" aria-label="What to do">
        <button type="button" role="tab" aria-selected={view.value === 'clip'} onClick={() => (view.value = 'clip')}>Clip</button>
        <button type="button" role="tab" aria-selected={view.value === 'task'} onClick={() => (view.value = 'task')}>Task</button>
      </div>
      {view.value === 'task' ? <LazyTaskView /> : <>

      <div class="modes" role="radiogroup" aria-label="What to clip">
        {MODES.map(([value, label]) => (
          <label key={value}>
            <input type="radio" name="mode" value={value} checked={mode.value === value} disabled={locked}
              onChange={() => void runCapture(value)} />
            {label}
            {value === 'selection' && captured.value?.hasSelection ? ' •' : ''}
          </label>
        ))}
      </div>

      <DestinationPicker />

      <label class="format">
        <input type="checkbox" checked={format.value === 'page'} disabled={locked}
          onChange={(e) => { format.value = e.currentTarget.checked ? 'page' : 'inline'; recompose(); }} />
        Nest the clip in a page
      </label>

      {notes.value.map((note) => <p class="note" key={note}>{note}</p>)}
      <label class="preview">
        <span>Preview (what will be sent — you can edit it)</span>
        <textarea aria-label="Preview" rows={10} value={markdown.value} readOnly={locked}
          placeholder={phase.value === 'capturing' ? 'Reading the page…' : ''}
          onInput={(e) => (markdown.value = e.currentTarget.value)} />
      </label>

      {message.value && (
        <StatusMessage tone={phase.value === 'failed' ? 'error' : 'info'}>{message.value}</StatusMessage>
      )}
      {sendQueued.value && <p class="progress" role="status">Reading the page…</p>}
      {phase.value === 'sending' && <p class="progress" role="status">{progress.value ? `Sending part ${progress.value.part} of ${progress.value.total}…` : 'Sending…'}</p>}

      <div class="actions">
        {phase.value !== 'sent' && (
          <button type="button" class="button button--primary" disabled={!canSend.value} aria-busy={locked} onClick={() => void send()}>
            {failure.value?.resume ? 'Send the rest' : 'Send'}
          </button>
        )}
        <button type="button" class="button" disabled={!markdown.value} onClick={() => void copyPreview()}>Copy</button>
        <CaptureImageButton />
        {phase.value !== 'sent' && <PartialUndo />}
        {phase.value === 'sent' && record.value && (
          <>
            <StatusMessage tone="success">Clipped to Craft.</StatusMessage>
            {record.value.openUrl && <button type="button" class="button button--primary" onClick={openInCraft}>Open in Craft</button>}
            <button type="button" class="button" onClick={() => void undo()}>Undo</button>
          </>
        )}
      </div>
      </>}
      <OutboxList />
    </main>
  );
}
