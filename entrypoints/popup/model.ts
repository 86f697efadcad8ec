/**
 * The popup's state and actions. The shell renders at once from stored state (connections,
 * settings, recent destinations); capture starts as soon as the settings are read; the background delivers.
 * Send is usable before the page has been read: a press then waits for the capture and sends exactly
 * what the preview shows once it is filled (`sendQueued`). Nothing here is lost on a failure: the
 * preview stays editable and copyable, and a capture that fails sends nothing.
 */
import { computed, signal } from '@preact/signals';
import { browser } from 'wxt/browser';
import { composeClip, nestsInPage } from '../../lib/clip/compose';
import { defaultDestination, hasDailyNotes } from '../../lib/clip/position';
import type { CaptureResult } from '../../lib/capture/types';
import { captureTab } from '../../lib/browser/capture-tab';
import { sendMessage } from '../../lib/messaging/protocol';
import type { ClipFailure } from '../../lib/model/clip';
import { onTrustedMessage } from '../../lib/messaging/trusted';
import type { CaptureMode, ClipRecord, ClipSettings, Connection, Destination, InsertAt } from '../../lib/model/types';
import { DEFAULT_CLIP_SETTINGS } from '../../lib/model/types';
import { clipSettingsItem, connectionsItem, recentDestinationsItem } from '../../lib/storage/items';

export type Phase = 'loading' | 'no-connection' | 'capturing' | 'ready' | 'sending' | 'sent' | 'failed';

/** Only what the popup shows of a connection: the URL and key stay in the background. */
export type ConnectionView = Pick<Connection, 'id' | 'name' | 'kind' | 'isDefault' | 'timezone'>;

export const phase = signal<Phase>('loading');
export const connection = signal<ConnectionView | undefined>(undefined);
export const settings = signal<ClipSettings>(DEFAULT_CLIP_SETTINGS);
export const recent = signal<Destination[]>([]);
export const tabId = signal<number | undefined>(undefined);
export const mode = signal<CaptureMode>('article');
export const captured = signal<CaptureResult | undefined>(undefined);
export const markdown = signal('');
export const title = signal('');
export const destination = signal<Destination | undefined>(undefined);
export const insertAt = signal<InsertAt>('end');
export const format = signal<ClipSettings['format']>('page');
export const message = signal<string | undefined>(undefined);
export const notes = signal<string[]>([]);
export const progress = signal<{ part: number; total: number } | undefined>(undefined);
export const record = signal<ClipRecord | undefined>(undefined);
export const failure = signal<ClipFailure | undefined>(undefined);
/** Send was pressed while the page was still being read: the clip goes out as soon as it arrives. */
export const sendQueued = signal(false);
/** Clip (default) or Task; `?view=task` opens on tasks (e2e, and a future shortcut). */
export const view = signal<'clip' | 'task'>(new URLSearchParams(location.search).get('view') === 'task' ? 'task' : 'clip');

export const dailyNotes = computed(() => (connection.value ? hasDailyNotes(connection.value.kind) : false));
/** The page is being read and the preview is not filled yet. */
export const reading = computed(() => phase.value === 'capturing');
/** Send is usable once a connection and destination are known; while reading, a press waits for the clip. */
export const canSend = computed(() => Boolean(destination.value && connection.value && (reading.value || markdown.value.trim()))
  && phase.value !== 'sending' && !sendQueued.value);
/** Sending, or waiting to send: the preview and the mode are not to change under the user's press. */
export const busy = computed(() => phase.value === 'sending' || sendQueued.value);

const params = new URLSearchParams(location.search);
/** e2e and debugging only: bytes per request. */
const maxBytes = params.has('maxBytes') ? Number(params.get('maxBytes')) : undefined;

/** First paint: everything here is local storage, no network, no page access. */
export async function load(): Promise<void> {
  const [connections, stored, recentAll] = await Promise.all([
    connectionsItem.getValue(), clipSettingsItem.getValue(), recentDestinationsItem.getValue(),
  ]);
  performance.mark('popup-storage-read');
  const chosen = connections.find((c) => c.isDefault) ?? connections[0];
  settings.value = stored;
  insertAt.value = stored.insertAt;
  format.value = stored.format;
  if (!chosen) {
    phase.value = 'no-connection';
    return;
  }
  connection.value = { id: chosen.id, name: chosen.name, kind: chosen.kind, isDefault: chosen.isDefault, timezone: chosen.timezone };
  recent.value = recentAll[chosen.id] ?? [];
  destination.value = defaultDestination(chosen.kind, recent.value);
  phase.value = 'capturing';
}

export async function findTab(): Promise<number | undefined> {
  const fromUrl = Number(params.get('tab'));
  if (Number.isInteger(fromUrl) && fromUrl > 0) return fromUrl;
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}

/**
 * Reads the page, preferring the selection when there is one; without one the page reads the
 * article in the same call (Readability runs only then). `tab` may be looked up, and capture.js
 * injected into it (`injected`, lib/browser/capture-tab.ts), while storage loads.
 */
export async function startCapture(tab: Promise<number | undefined> = findTab(), injected?: Promise<void>): Promise<void> {
  if (phase.value === 'no-connection') return;
  tabId.value = await tab;
  await runCapture('selection', 'article', injected);
}

/** Counts captures, so that only the latest one started fills the preview (a mode switch mid-read). */
let latestCapture = 0;

export async function runCapture(wanted: CaptureMode, fallback?: CaptureMode, injected?: Promise<void>): Promise<CaptureResult | undefined> {
  const run = ++latestCapture;
  mode.value = wanted;
  message.value = undefined;
  if (tabId.value === undefined) {
    fail('No tab to clip. Open the page you want to clip and try again.');
    return undefined;
  }
  phase.value = 'capturing';
  // Marks for `npm run bench`: where the time to a filled preview goes (the capture round trip).
  performance.mark('popup-capture-start');
  const result = await captureTab(tabId.value, { mode: wanted, keepImages: settings.value.keepImages }, fallback, injected);
  performance.mark('popup-capture-end');
  if (run !== latestCapture) return undefined;
  if (!result.ok) {
    fail(result.error);
    return undefined;
  }
  captured.value = result.value;
  notes.value = result.value.notes;
  mode.value = result.value.mode;
  recompose();
  phase.value = 'ready';
  if (sendQueued.value) {
    // The press was for this clip: send what the preview now shows. An empty clip (nothing selected)
    // sends nothing; its note says why.
    sendQueued.value = false;
    await send();
  }
  return result.value;
}

/** Rebuilds the preview from the capture (mode switch, format switch). Edits are replaced. */
export function recompose(): void {
  const capture = captured.value;
  if (!capture) return;
  if (!capture.markdown.trim()) {
    markdown.value = '';
    title.value = capture.metadata.title;
    return;
  }
  const composed = composeClip(capture, { ...settings.value, format: format.value }, new Date(), destination.value);
  markdown.value = composed.markdown;
  title.value = composed.title;
}

function fail(text: string): void {
  message.value = text;
  phase.value = 'failed';
  sendQueued.value = false;
}

export async function send(): Promise<void> {
  if (!canSend.value || !destination.value) return;
  if (reading.value) {
    sendQueued.value = true;
    message.value = undefined;
    return;
  }
  const jobId = crypto.randomUUID();
  const stopListening = onTrustedMessage('clipProgress', (data) => {
    if (data.jobId === jobId) progress.value = { part: data.part, total: data.total };
  });
  phase.value = 'sending';
  message.value = undefined;
  progress.value = undefined;
  const resume = failure.value?.resume;
  try {
    const result = await sendMessage('clip', {
      connectionId: connection.value?.id,
      destination: destination.value,
      insertAt: insertAt.value,
      markdown: markdown.value,
      title: title.value || 'Web clip',
      sourceUrl: captured.value?.metadata.url,
      jobId,
      maxBytes,
      resume,
      // The preview's craft-upload:N lines point into these (lib/clip/upload-tokens.ts).
      ...(captured.value?.kept?.length ? { uploads: captured.value.kept } : {}),
    });
    if (result.ok) {
      record.value = result.value;
      notes.value = result.value.notes ?? [];
      failure.value = undefined;
      phase.value = 'sent';
    } else {
      failure.value = result.failure;
      // What arrived stays in Craft; the preview now holds only what is left to send.
      if (result.failure?.remainingMarkdown) markdown.value = result.failure.remainingMarkdown;
      fail(result.error);
    }
  } catch {
    fail("The extension's background did not answer. Your clip is still here: copy it or try again.");
  } finally {
    stopListening();
  }
}

export async function undo(): Promise<void> {
  const clip = record.value;
  if (!clip) return;
  const result = await sendMessage('undoClip', { clipId: clip.id });
  if (result.ok) {
    record.value = undefined;
    message.value = 'Undone: the clip was removed from Craft.';
    phase.value = 'ready';
  } else {
    message.value = result.error;
  }
}

export async function copyPreview(): Promise<void> {
  await navigator.clipboard.writeText(markdown.value);
  message.value = 'Copied the preview to the clipboard.';
}

export function openInCraft(): void {
  const url = record.value?.openUrl;
  if (url) void browser.tabs.create({ url });
}

export function openSettings(): void {
  void browser.runtime.openOptionsPage();
}

export function chooseDestination(next: Destination | undefined): void {
  const nested = nestsInPage(format.value, destination.value);
  destination.value = next;
  // A resume point belongs to the old destination.
  failure.value = undefined;
  // A new document holds the clip itself (no nested page): the preview changes shape with it.
  if (nestsInPage(format.value, next) !== nested) recompose();
}
