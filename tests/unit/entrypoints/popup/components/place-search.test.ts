// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Destination, Result } from '../../../../../lib/model/types';

const sendMessage = vi.hoisted(() => vi.fn());
vi.mock('../../../../../lib/messaging/protocol', () => ({ sendMessage }));
vi.mock('../../../../../lib/messaging/trusted', () => ({ onTrustedMessage: () => () => undefined }));

type Search = typeof import('../../../../../entrypoints/popup/components/place-search');
type Model = typeof import('../../../../../entrypoints/popup/model');

const SPACE = {
  id: 'c1',
  name: 'Space',
  kind: 'space' as const,
  spaceName: 'Space',
  timezone: 'Europe/Berlin',
  isDefault: true,
};
const OTHER = { ...SPACE, id: 'c2', name: 'Other', isDefault: false };

/** The documents whose title contains the query, as the background answers. */
function documentsMatching(query: string): Destination[] {
  return [{ kind: 'document', id: `doc-${query}`, title: `About ${query}` }];
}

/** Answers arrive when the test says, in the order it chooses, as a slow network would deliver them. */
const held: Array<{ query: string; titlesOnly?: boolean; answer: (result: Result<Destination[]>) => void }> = [];

let search: Search;
let model: Model;

beforeEach(async () => {
  vi.useFakeTimers();
  sendMessage.mockReset();
  sendMessage.mockImplementation(async (_type: string, { query }: { query: string }) => ({
    ok: true,
    value: documentsMatching(query),
  }));
  held.length = 0;
  vi.resetModules();
  model = await import('../../../../../entrypoints/popup/model');
  search = await import('../../../../../entrypoints/popup/components/place-search');
  model.connection.value = SPACE;
});

afterEach(() => vi.useRealTimers());

function holdAnswers(): void {
  sendMessage.mockImplementation(
    (_type: string, { query, titlesOnly }: { query: string; titlesOnly?: boolean }) =>
      new Promise((answer) => held.push({ query, titlesOnly, answer })),
  );
}

/** Types the word one letter at a time, `gap` ms apart, into the search field. */
async function type(word: string, gap = 50): Promise<void> {
  for (let i = 1; i <= word.length; i++) {
    void search.searchPlaces(word.slice(0, i));
    await vi.advanceTimersByTimeAsync(gap);
  }
}

type Sent = { query: string; titlesOnly?: boolean };
/** The full-text searches asked (each one request to Craft), and the titles-only ones (none). */
const sentQueries = () =>
  sendMessage.mock.calls
    .map(([, data]) => data as Sent)
    .filter((d) => !d.titlesOnly)
    .map((d) => d.query);
const sentTitleQueries = () =>
  sendMessage.mock.calls
    .map(([, data]) => data as Sent)
    .filter((d) => d.titlesOnly)
    .map((d) => d.query);

describe('Document search while typing', () => {
  it('asks once for "tides" typed at 50 ms a letter and shows the answer for "tides"', async () => {
    await type('tides');
    expect(search.searching.value).toBe(true); // the last key's wait is not over yet
    await vi.advanceTimersByTimeAsync(1000);

    expect(sentQueries()).toEqual(['tides']);
    expect(sentTitleQueries()).toEqual(['tides']);
    expect(search.results.value).toEqual(documentsMatching('tides'));
    expect(search.searching.value).toBe(false);
  });

  it('typed at 300 ms a letter: titles after each pause, the full text once, after the last letter', async () => {
    await type('tides', 300);
    expect(search.results.value).toEqual(documentsMatching('tides')); // titles, 150 ms after the last key
    expect(search.searching.value).toBe(true); // the full text waits for a longer pause
    await vi.advanceTimersByTimeAsync(1000);

    expect(sentTitleQueries()).toEqual(['t', 'ti', 'tid', 'tide', 'tides']);
    expect(sentQueries()).toEqual(['tides']);
    expect(search.searching.value).toBe(false);
  });

  it('asks nothing when the same query is typed again in the same popup', async () => {
    await type('tides');
    await vi.advanceTimersByTimeAsync(1000);
    void search.searchPlaces('');
    await vi.advanceTimersByTimeAsync(1000);
    sendMessage.mockClear();

    await type('tides');
    await vi.advanceTimersByTimeAsync(1000);

    expect(sentQueries()).toEqual([]);
    expect(search.results.value).toEqual(documentsMatching('tides'));
    expect(search.searching.value).toBe(false);
  });

  it('asks again for the same query on another connection', async () => {
    await type('tides');
    await vi.advanceTimersByTimeAsync(1000);
    model.connection.value = OTHER;
    await type('tides');
    await vi.advanceTimersByTimeAsync(1000);

    expect(sendMessage.mock.calls.map(([, data]) => data).filter((d) => !(d as Sent).titlesOnly)).toEqual([
      { connectionId: 'c1', query: 'tides' },
      { connectionId: 'c2', query: 'tides' },
    ]);
  });

  it('never shows a slower answer to an older query over the latest one', async () => {
    holdAnswers();
    await type('tid');
    await vi.advanceTimersByTimeAsync(1000); // "tid" is asked, its answer is slow
    await type('tides');
    await vi.advanceTimersByTimeAsync(1000);
    expect(held.map((h) => `${h.query}${h.titlesOnly ? ' (titles)' : ''}`)).toEqual([
      'tid (titles)',
      'tid',
      'tides (titles)',
      'tides',
    ]);

    held[3].answer({ ok: true, value: documentsMatching('tides') });
    await vi.advanceTimersByTimeAsync(0);
    for (const older of [held[0], held[1], held[2]])
      older.answer({ ok: true, value: documentsMatching(older.query === 'tides' ? 'tides (titles)' : older.query) });
    await vi.advanceTimersByTimeAsync(0);

    expect(search.query.value).toBe('tides');
    expect(search.results.value).toEqual(documentsMatching('tides'));
    expect(search.searching.value).toBe(false);
  });

  it('asks again after a failed search instead of keeping the failure', async () => {
    let failed = false;
    sendMessage.mockImplementation(async (_type: string, { query, titlesOnly }: Sent) => {
      if (titlesOnly || failed) return { ok: true, value: documentsMatching(query) };
      failed = true;
      return { ok: false, error: 'Craft is busy. Try again in a minute.' };
    });
    await type('tides');
    await vi.advanceTimersByTimeAsync(1000);
    expect(search.searchError.value).toBe('Craft is busy. Try again in a minute.');

    void search.searchPlaces('tide');
    void search.searchPlaces('tides');
    await vi.advanceTimersByTimeAsync(1000);

    expect(sentQueries()).toEqual(['tides', 'tides']);
    expect(search.searchError.value).toBeUndefined();
    expect(search.results.value).toEqual(documentsMatching('tides'));
  });
});
