/**
 * Destination search in the real popup (issue 12, #8), against the emulator with Craft's rate limits on
 * and a space of 1,500 documents: a five-letter query typed into the destination picker's search box at
 * several speeds. Per typing: the Craft requests made from the first key on (GET /documents and
 * /documents/search), any 429 among them, and the time from the last key's input event to the first
 * places of the whole query handed to the list (the popup's `place-results` mark; Preact draws them in
 * the next frame), both read in the page; requests are counted once the full-text answer is shown.
 * Each typing opens a fresh popup (the cache lives as long as the popup), so no answer is reused.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startEmulator } from '../../emulator/index';
import { launchWithExtension } from '../../tests/e2e/support/launch-extension';
import { sendToBackground } from '../../tests/e2e/support/send-to-background';
import { MEASURE_FLAGS } from './chromium';
import { servePages } from './serve';
import { median, round } from './stats';

export const SEARCH_DOCUMENTS = 1_500;
export const QUERY = 'recip';
/** Milliseconds between keys: a paste-like burst, a fast typist (~100 wpm), an unhurried one (~40 wpm). */
export const KEY_DELAYS = [30, 120, 300];

export interface SearchRow {
  keyDelayMs: number;
  runs: number;
  /** Worst and median number of Craft requests from the first key until the results settled. */
  maxRequests: number;
  medianRequests: number;
  /** 429 answers seen over all runs of this speed. */
  rateLimited: number;
  /** Last key → first results of the whole query shown: median and worst. */
  medianResultsMs: number;
  maxResultsMs: number;
  /** Last key → the full-text answer shown (it waits for a pause in the typing): median. */
  medianFullTextMs: number;
}

const WORDS = [
  'meeting',
  'notes',
  'project',
  'plan',
  'journal',
  'draft',
  'ideas',
  'review',
  'travel',
  'budget',
  'reading',
  'garden',
];

/** Deterministic titles; one in 25 is a recipe, so the query matches 60 documents (more than Craft's 50 search hits). */
export function documentTitles(n = SEARCH_DOCUMENTS): string[] {
  return Array.from({ length: n }, (_, i) => {
    const a = WORDS[i % WORDS.length],
      b = WORDS[(i * 7 + 3) % WORDS.length];
    return i % 25 === 0 ? `Recipe ${i}: ${b} soup` : `${a[0].toUpperCase()}${a.slice(1)} ${b} ${i}`;
  });
}

const SEARCH_PATHS = new Set(['/documents', '/documents/search']);

/** Installs the in-page recorder of input times. */
function record(page: Page) {
  return page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('#dest-panel input[type="search"]')!;
    const inputs: number[] = [];
    (globalThis as unknown as { __inputs: number[] }).__inputs = inputs;
    input.addEventListener('input', (e) => inputs.push(e.timeStamp));
  });
}

type Mark = { startTime: number; detail: { query: string; final: boolean } };

export async function benchSearch(
  extensionDir: string,
  options: { runs: number; log?: (s: string) => void },
): Promise<SearchRow[]> {
  const emulator = await startEmulator({ port: 0, rateLimit: true });
  const server = await servePages(
    new Map([['page.html', '<!doctype html><title>Search bench</title><p>A page to clip.</p>']]),
  );
  const userDataDir = await mkdtemp(join(tmpdir(), 'craft-bench-search-'));
  const { context, extensionId } = await launchWithExtension({ userDataDir, extensionDir, args: MEASURE_FLAGS });
  try {
    const link = emulator.link('space');
    const seeded = await fetch(`${link.apiUrl}/documents`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(link.apiKey ? { authorization: `Bearer ${link.apiKey}` } : {}),
      },
      body: JSON.stringify({ documents: documentTitles().map((title) => ({ title })) }),
    });
    if (!seeded.ok) throw new Error(`seeding ${SEARCH_DOCUMENTS} documents: HTTP ${seeded.status}`);
    const extensionPage = await context.newPage();
    await extensionPage.goto(`chrome-extension://${extensionId}/options.html`);
    const saved = await sendToBackground(extensionPage, 'saveConnection', {
      apiUrl: link.apiUrl,
      apiKey: link.apiKey,
      name: 'Bench',
    });
    if (!saved.ok) throw new Error(`saveConnection: ${saved.error}`);
    const target = await context.newPage();
    await target.goto(server.url('page.html'));
    const tabId = await extensionPage.evaluate(async (u) => {
      const api = (globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<Array<{ id?: number }>> } } })
        .chrome;
      return (await api.tabs.query({ url: u }))[0]!.id!;
    }, server.url('page.html'));

    const rows: SearchRow[] = [];
    for (const delay of KEY_DELAYS) {
      const runs: Array<{ requests: number; limited: number; resultsMs: number; fullTextMs: number }> = [];
      for (let r = 0; r <= options.runs; r++) {
        const popup = await context.newPage();
        await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}`);
        await popup.waitForFunction(() => performance.getEntriesByName('popup-interactive').length > 0, undefined, {
          polling: 10,
        });
        await popup.getByRole('button', { name: /^Clip to/ }).click();
        // The list shown on opening (recent places and documents): asked before typing, not counted.
        await popup.locator('#dest-panel .results[aria-busy="false"] .place').first().waitFor();
        await record(popup);
        emulator.log.clear();
        await popup.locator('#dest-panel input[type="search"]').pressSequentially(QUERY, { delay });
        await popup.waitForFunction(
          (q) =>
            (performance.getEntriesByName('place-results') as unknown as Mark[]).some(
              (m) => m.detail.query === q && m.detail.final,
            ),
          QUERY,
          { polling: 20, timeout: 120_000 },
        );
        const { inputs, marks } = await popup.evaluate(() => ({
          inputs: (globalThis as unknown as { __inputs: number[] }).__inputs,
          marks: (performance.getEntriesByName('place-results') as unknown as Mark[]).map((m) => ({
            startTime: m.startTime,
            detail: m.detail,
          })),
        }));
        const shownAt = marks.find((m) => m.detail.query === QUERY && m.startTime >= inputs.at(-1)!)!.startTime;
        const fullAt = marks.find((m) => m.detail.query === QUERY && m.detail.final)!.startTime;
        // A request still on its way after the results showed would count too: let it arrive.
        await popup.waitForTimeout(500);
        const asked = emulator.log.entries().filter((e) => SEARCH_PATHS.has(e.path));
        await popup.close();
        if (r === 0) continue; // warm-up: the worker and the popup's first load
        runs.push({
          requests: asked.length,
          limited: asked.filter((e) => e.status === 429).length,
          resultsMs: shownAt - inputs.at(-1)!,
          fullTextMs: fullAt - inputs.at(-1)!,
        });
      }
      const row: SearchRow = {
        keyDelayMs: delay,
        runs: runs.length,
        maxRequests: Math.max(...runs.map((x) => x.requests)),
        medianRequests: median(runs.map((x) => x.requests)),
        rateLimited: runs.reduce((n, x) => n + x.limited, 0),
        medianResultsMs: round(median(runs.map((x) => x.resultsMs)), 1),
        maxResultsMs: round(Math.max(...runs.map((x) => x.resultsMs)), 1),
        medianFullTextMs: round(median(runs.map((x) => x.fullTextMs)), 1),
      };
      rows.push(row);
      options.log?.(
        `  search, ${delay} ms between keys: ${row.medianRequests} requests (max ${row.maxRequests}), ${row.rateLimited} × 429, results ${row.medianResultsMs} ms after the last key (max ${row.maxResultsMs}), full text ${row.medianFullTextMs} ms`,
      );
    }
    return rows;
  } finally {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
    await server.close();
    await emulator.close();
  }
}
