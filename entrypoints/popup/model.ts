/**
 * The popup's state. The shell renders at once from stored state (connections, settings, recent
 * destinations); capture (capture.ts) starts as soon as the settings are read; the background
 * delivers (send.ts). Nothing here is lost on a failure: the preview stays editable and copyable.
 */
import { computed, signal } from '@preact/signals';
import { browser } from 'wxt/browser';
import { nestsInPage } from '../../lib/clip/compose';
import { defaultDestination, hasDailyNotes } from '../../lib/clip/position';
import type { CaptureResult } from '../../lib/capture/types';
import type { StoredText } from '../../lib/i18n/ui-text';
import type { ClipFailure } from '../../lib/model/clip';
import type { CaptureMode, ClipRecord, ClipSettings, Destination, InsertAt } from '../../lib/model/types';
import { DEFAULT_CLIP_SETTINGS } from '../../lib/model/types';
import { t } from '../../lib/i18n/t';
import { readItems } from '../../lib/storage/read-items';
import { clipSettingsItem, connectionsItem, recentDestinationsItem, rulesItem } from '../../lib/storage/items';
import type { Rule } from '../../lib/rules/types';
import { forgetSnapshot, readSnapshot, saveSnapshot, viewOf, type ConnectionView } from './shell-snapshot';
import { inTrash } from './trash-watch';

export type Phase = 'loading' | 'no-connection' | 'capturing' | 'ready' | 'sending' | 'sent' | 'failed';

export const phase = signal<Phase>('loading');
export const connections = signal<ConnectionView[]>([]);
export const connection = signal<ConnectionView | undefined>(undefined);
export const settings = signal<ClipSettings>(DEFAULT_CLIP_SETTINGS);
/** Recent destinations of every connection (the picker shows the current connection's). */
export const recentAll = signal<Record<string, Destination[]>>({});
/** The rules, in order (rule-state.ts takes the first that fits the page). */
export const rules = signal<Rule[]>([]);
export const tabId = signal<number | undefined>(undefined);
export const mode = signal<CaptureMode>('article');
export const captured = signal<CaptureResult | undefined>(undefined);
/** What will be sent: header, clip and page wrapper, as the source view shows it. */
export const markdown = signal('');
/** The markdown as last composed from the capture: anything else in `markdown` is the user's edit. */
export const composed = signal('');
export const title = signal('');
/** A title the user typed: kept across recomposing (mode or format switches). */
export const customTitle = signal<string | undefined>(undefined);
export const destination = signal<Destination | undefined>(undefined);
export const insertAt = signal<InsertAt>('end');
export const format = signal<ClipSettings['format']>('page');
export const message = signal<string | undefined>(undefined);
/** Capture and clip notes, put in words where shown (a clip's record may hold words: an older one). */
export const notes = signal<StoredText[]>([]);
export const progress = signal<{ part: number; total: number } | undefined>(undefined);
export const record = signal<ClipRecord | undefined>(undefined);
export const failure = signal<ClipFailure | undefined>(undefined);
/** Send was pressed while the page was still being read: the clip goes out as soon as it arrives. */
export const sendQueued = signal(false);
/** Clip (default), Task or Reading list; `?view=task` / `?view=list` opens on that view (e2e, and a future shortcut). */
const askedView = new URLSearchParams(location.search).get('view');
export const view = signal<'clip' | 'task' | 'list'>(askedView === 'task' || askedView === 'list' ? askedView : 'clip');
/** The preview drawn as Craft will show it, or its markdown source for editing. */
export const previewView = signal<'rendered' | 'source'>('rendered');

export const recent = computed(() => (connection.value ? (recentAll.value[connection.value.id] ?? []) : []));
export const dailyNotes = computed(() => (connection.value ? hasDailyNotes(connection.value.kind) : false));
/** The page is being read and the preview is not filled yet. */
export const reading = computed(() => phase.value === 'capturing');
/** The preview holds changes a recompose would throw away. */
export const edited = computed(() => markdown.value !== composed.value);
/**
 * Send is usable once a connection and destination are known; while reading, a press waits for the clip.
 * A remembered document in Craft's trash takes nothing (trash-watch.ts): the user picks another place.
 */
export const canSend = computed(
  () =>
    Boolean(destination.value && connection.value && (reading.value || markdown.value.trim())) &&
    !inTrash(destination.value) &&
    phase.value !== 'sending' &&
    !sendQueued.value,
);
/** Sending, or waiting to send: the preview and the mode are not to change under the user's press. */
export const busy = computed(() => phase.value === 'sending' || sendQueued.value);

const params = new URLSearchParams(location.search);
/** e2e and debugging only: bytes per request. */
export const maxBytes = params.has('maxBytes') ? Number(params.get('maxBytes')) : undefined;

/**
 * Before the storage answer: the shell as the last open left it (shell-snapshot.ts), so Send is usable
 * at once. A press then queues (`reading` holds until the capture, which starts after `load`).
 */
export function showSnapshot(): void {
  const snapshot = readSnapshot();
  if (!snapshot) return;
  connections.value = snapshot.connections;
  connection.value = snapshot.connections.find((c) => c.id === snapshot.connectionId);
  destination.value = snapshot.destination;
  format.value = snapshot.format;
  insertAt.value = snapshot.insertAt;
  phase.value = 'capturing';
}

const sameDestination = (a: Destination | undefined, b: Destination | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

/** One read of local storage, no network, no page access; it replaces whatever the snapshot showed. */
export async function load(): Promise<void> {
  const [stored, clipSettings, recentStored, storedRules] = await readItems([
    connectionsItem,
    clipSettingsItem,
    recentDestinationsItem,
    rulesItem,
  ] as const);
  performance.mark('popup-storage-read');
  const shown = { id: connection.value?.id, destination: destination.value };
  settings.value = clipSettings;
  insertAt.value = clipSettings.insertAt;
  format.value = clipSettings.format;
  recentAll.value = recentStored;
  rules.value = storedRules;
  connections.value = stored.map(viewOf);
  const chosen = connections.value.find((c) => c.isDefault) ?? connections.value[0];
  if (!chosen) {
    if (sendQueued.value) message.value = t('popup_connectionGone');
    connection.value = undefined;
    sendQueued.value = false;
    phase.value = 'no-connection';
    forgetSnapshot();
    return;
  }
  chooseConnection(chosen.id);
  // A press made on the snapshot was for the place it showed: if that is gone or changed, nothing goes
  // elsewhere; the user sees the real place and presses again.
  if (sendQueued.value && (shown.id !== chosen.id || !sameDestination(shown.destination, destination.value))) {
    sendQueued.value = false;
    message.value = t('popup_placeChanged');
  }
  if (destination.value) {
    saveSnapshot({
      connections: connections.value,
      connectionId: chosen.id,
      destination: destination.value,
      format: format.value,
      insertAt: insertAt.value,
    });
  } else forgetSnapshot();
  phase.value = 'capturing';
}

/** The connection switcher: its own recent places and default destination; a resume point is dropped. */
export function chooseConnection(id: string): void {
  const next = connections.value.find((c) => c.id === id);
  if (!next) return;
  connection.value = next;
  chooseDestination(defaultDestination(next.kind, recent.value));
}

let nestingChanged: (() => void) | undefined;

/** capture.ts rebuilds the preview when a destination change flips nesting (it imports this module, not the reverse). */
export function onNestingChange(handler: () => void): void {
  nestingChanged = handler;
}

export function chooseDestination(next: Destination | undefined): void {
  const nested = nestsInPage(format.value, destination.value);
  destination.value = next;
  // A resume point belongs to the old destination.
  failure.value = undefined;
  // A new document holds the clip itself (no nested page): the preview changes shape with it.
  if (nestsInPage(format.value, next) !== nested) nestingChanged?.();
}

export async function findTab(): Promise<number | undefined> {
  const fromUrl = Number(params.get('tab'));
  if (Number.isInteger(fromUrl) && fromUrl > 0) return fromUrl;
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}

export function fail(text: string): void {
  message.value = text;
  phase.value = 'failed';
  sendQueued.value = false;
}

export function openSettings(): void {
  void browser.runtime.openOptionsPage();
}
