/**
 * The one place the popup searches Craft for documents (the Clip view's destination picker and the
 * Task view's document choice). Typing asks once, DEBOUNCE_MS after the last key (Craft rate-limits a
 * space, and a search per keystroke spent that budget on queries nobody reads); answers are kept for the
 * popup's life per (connection, query) so a repeated query asks nothing; only the latest query's answer
 * is shown, and a query superseded before its wait ends is never sent.
 */
import { signal } from '@preact/signals';
import { sendMessage } from '../../../lib/messaging/protocol';
import type { Destination } from '../../../lib/model/types';
import { connection } from '../model';

export const query = signal('');
export const results = signal<Destination[]>([]);
export const searchError = signal<string | undefined>(undefined);
/** True from the key press until the latest query's answer is shown, the debounce wait included. */
export const searching = signal(false);
/** The destination picker's list of places is open. */
export const panelOpen = signal(false);

export const DEBOUNCE_MS = 150;

/** Answers by connection and query; failures are not kept, so the next try asks again. */
const answers = new Map<string, Destination[]>();
let seq = 0;
let waiting: { timer: ReturnType<typeof setTimeout>; settle: () => void } | undefined;

/** Shows the places matching text; resolves once that answer is shown or a newer query replaced it. */
export function searchPlaces(text: string): Promise<void> {
  query.value = text;
  const mine = ++seq;
  cancelWaiting();
  const connectionId = connection.value?.id;
  const key = JSON.stringify([connectionId ?? null, text]);
  const known = answers.get(key);
  if (known) {
    show(known, undefined);
    return Promise.resolve();
  }
  searching.value = true;
  return new Promise((settle) => {
    // The empty query is the list shown on opening, not typing: nothing to wait for.
    const timer = setTimeout(() => {
      waiting = undefined;
      void ask(mine, connectionId, text, key).then(settle);
    }, text === '' ? 0 : DEBOUNCE_MS);
    waiting = { timer, settle };
  });
}

function cancelWaiting(): void {
  if (!waiting) return;
  clearTimeout(waiting.timer);
  waiting.settle();
  waiting = undefined;
}

async function ask(mine: number, connectionId: string | undefined, text: string, key: string): Promise<void> {
  const result = await sendMessage('searchDestinations', { connectionId, query: text })
    .catch(() => ({ ok: false as const, error: '' }));
  if (result.ok) answers.set(key, result.value);
  if (mine !== seq) return; // a newer query is already showing or on its way
  show(result.ok ? result.value : [], result.ok ? undefined : result.error || undefined);
}

function show(places: Destination[], error: string | undefined): void {
  searching.value = false;
  searchError.value = error;
  results.value = places;
}
