/**
 * The one place the popup searches Craft for documents (the Clip view's destination picker and the
 * Task view's document choice). Typing asks in two steps (Craft rate-limits a space, and a search
 * per keystroke spent that budget on queries nobody reads): DEBOUNCE_MS after the last key, titles
 * only — the background answers from its document list, no request to Craft — and FULL_TEXT_MS after
 * it, once the typing has paused, the full-text search too (one request). `npm run bench` (search)
 * measures it: at 300 ms between keys a full-text search per key made 10 requests for five letters.
 * Answers are kept for the popup's life per (connection, query, step) so a repeated query asks nothing;
 * only the latest query's answer is shown, and a step superseded before its wait ends is never sent.
 */
import { signal } from '@preact/signals';
import { sendMessage } from '../../../lib/messaging/protocol';
import type { Destination } from '../../../lib/model/types';
import { connection } from '../model';

export const query = signal('');
export const results = signal<Destination[]>([]);
export const searchError = signal<string | undefined>(undefined);
/** True from the key press until the latest query's full answer is shown, the waits included. */
export const searching = signal(false);
/** The destination picker's list of places is open. */
export const panelOpen = signal(false);

export const DEBOUNCE_MS = 150;
export const FULL_TEXT_MS = 450;

type Step = 'titles' | 'full';

/** Answers by connection, query and step; failures are not kept, so the next try asks again. */
const answers = new Map<string, Destination[]>();
let seq = 0;
let waiting: { timers: Array<ReturnType<typeof setTimeout>>; settle: () => void } | undefined;

const keyOf = (connectionId: string | undefined, text: string, step: Step) =>
  JSON.stringify([connectionId ?? null, text, step]);

/** Shows the places matching text; resolves once its full answer is shown or a newer query replaced it. */
export function searchPlaces(text: string): Promise<void> {
  query.value = text;
  const mine = ++seq;
  cancelWaiting();
  const connectionId = connection.value?.id;
  const full = answers.get(keyOf(connectionId, text, 'full'));
  if (full) {
    show(mine, text, full, undefined, true);
    return Promise.resolve();
  }
  searching.value = true;
  return new Promise((settle) => {
    const ask = (step: Step) => () => void askStep(mine, connectionId, text, step).then((done) => done && finish());
    // The empty query is the list shown on opening, not typing: nothing to wait for, no full text.
    const timers =
      text === ''
        ? [setTimeout(ask('full'), 0)]
        : [setTimeout(ask('titles'), DEBOUNCE_MS), setTimeout(ask('full'), FULL_TEXT_MS)];
    const finish = () => {
      if (waiting?.settle === settle) waiting = undefined;
      settle();
    };
    waiting = { timers, settle };
  });
}

function cancelWaiting(): void {
  if (!waiting) return;
  waiting.timers.forEach(clearTimeout);
  waiting.settle();
  waiting = undefined;
}

/** Asks one step (unless known) and shows it if still the latest; true when that was the full answer. */
async function askStep(mine: number, connectionId: string | undefined, text: string, step: Step): Promise<boolean> {
  const key = keyOf(connectionId, text, step);
  const known = answers.get(key);
  const result = known
    ? { ok: true as const, value: known }
    : await sendMessage('searchDestinations', {
        connectionId,
        query: text,
        ...(step === 'titles' ? { titlesOnly: true } : {}),
      }).catch(() => ({ ok: false as const, error: '' }));
  if (result.ok) answers.set(key, result.value);
  if (mine !== seq) return false; // a newer query is already showing or on its way
  // A titles answer after the full one (a slow reply) must not replace it.
  if (step === 'titles' && !searching.value) return false;
  if (step === 'titles' && !result.ok) return false; // the full step says what went wrong
  show(mine, text, result.ok ? result.value : [], result.ok ? undefined : result.error || undefined, step === 'full');
  return step === 'full';
}

function show(mine: number, text: string, places: Destination[], error: string | undefined, final: boolean): void {
  if (final) searching.value = false;
  searchError.value = error;
  results.value = places;
  // For `npm run bench` (search): when the places of a query were first on screen.
  performance.mark('place-results', { detail: { query: text, seq: mine, final } });
}
