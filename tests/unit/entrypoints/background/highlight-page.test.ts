/**
 * Marks on page load, the background's side (highlight-page.ts `tabLoaded`, issue 27 §5): with the
 * all-sites switch on, a loaded tab whose page has marks in the worker's store gets the page script,
 * asked to show them; any other page gets nothing. Every lookup of a web page is measured (User Timing).
 * And the shortcut and menu entry: their request carries the last colour, for a first mark's first paint.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { MARKS_LOOKUP_MEASURE, setUpHighlights } from '../../../../entrypoints/background/highlight-page';
import { firstPaint } from '../../../../lib/highlights/page/first-paint';
import type { PageRecord } from '../../../../lib/highlights/page-marks';
import { lastMarkColorItem } from '../../../../lib/storage/highlights';
import { marksOnLoadItem, pageMarksItem } from '../../../../lib/storage/items';

const PAGE = 'https://essays.test/reading?x=1';

function record(url: string, quotes: string[]): PageRecord {
  return {
    url,
    title: 'On reading',
    marks: quotes.map((exact, i) => ({
      id: `m${i}`,
      selectors: [{ type: 'TextQuoteSelector', exact }],
      color: 'yellow',
      createdAt: 1,
      rev: 1,
    })),
    updatedAt: 1,
  };
}

const lookups = () => performance.getEntriesByName(MARKS_LOOKUP_MEASURE) as PerformanceMeasure[];

/** The tab finished loading `url`; resolves once the lookup is done (its measure taken). */
async function load(url: string | undefined, tabId = 7): Promise<void> {
  const before = lookups().length;
  setUpHighlights().tabLoaded(tabId, url);
  await vi.waitFor(() => expect(lookups().length).not.toBe(before), { interval: 1 });
}

let scripts: unknown[];
let allSites: boolean;
beforeEach(async () => {
  fakeBrowser.reset();
  allSites = true;
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => allSites);
  performance.clearMeasures(MARKS_LOOKUP_MEASURE);
  scripts = [];
  vi.spyOn(fakeBrowser.scripting, 'executeScript').mockImplementation(async (injection) => {
    scripts.push(injection);
    return [{ frameId: 0, documentId: 'd', result: { painted: 1, unplaced: 0 } }];
  });
  await pageMarksItem.setValue({
    [PAGE]: record(PAGE, ['One sentence']),
    'https://essays.test/empty': record('https://essays.test/empty', []),
  });
});
afterEach(() => vi.restoreAllMocks());

describe('marks on page load', () => {
  it('switch on, a page with marks (any fragment): the page script is asked to show them in that tab', async () => {
    await marksOnLoadItem.setValue(true);
    await load(`${PAGE}#section-2`, 9);
    expect(lookups().map((m) => m.detail)).toEqual([{ marked: true }]);
    expect(scripts).toEqual([expect.objectContaining({ target: { tabId: 9 }, args: [{ kind: 'show' }, null] })]);
  });

  it.each([
    ['a page without a record', 'https://essays.test/other'],
    ['a page searched in vain (a record without marks)', 'https://essays.test/empty'],
    ['the same address on another scheme', PAGE.replace('https:', 'http:')],
  ])('switch on, %s: nothing runs in the tab', async (_, url) => {
    await marksOnLoadItem.setValue(true);
    await load(url);
    expect(lookups().map((m) => m.detail)).toEqual([{ marked: false }]);
    expect(scripts).toEqual([]);
  });

  it('switch off (the default): a page with marks gets nothing either', async () => {
    await load(PAGE);
    expect(lookups().map((m) => m.detail)).toEqual([{ marked: false }]);
    expect(scripts).toEqual([]);
  });

  it('switch on but all-sites access taken back (on the browser’s extension page): nothing runs', async () => {
    await marksOnLoadItem.setValue(true);
    allSites = false;
    await load(PAGE);
    expect(lookups().map((m) => m.detail)).toEqual([{ marked: false }]);
    expect(scripts).toEqual([]);
  });

  it.each([
    ['an address the browser hides', undefined],
    ['a browser page', 'chrome://settings/'],
    ['an extension page', 'chrome-extension://abc/options.html'],
  ])('%s is not looked up', async (_, url) => {
    await marksOnLoadItem.setValue(true);
    setUpHighlights().tabLoaded(7, url);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lookups()).toEqual([]);
    expect(scripts).toEqual([]);
  });

  it('keeps only the latest measures in a long-lived worker', async () => {
    for (let i = 0; i < 60; i++) await load(`https://essays.test/p${i}`);
    expect(lookups().length).toBeLessThanOrEqual(50);
    expect(lookups().length).toBeGreaterThan(0);
  });
});

describe('the highlight shortcut and menu entry', () => {
  it('ask the tab (or the frame clicked) to highlight, carrying the last colour chosen', async () => {
    await lastMarkColorItem.setValue('pink');
    const highlights = setUpHighlights();
    await highlights.command(4);
    await highlights.fromMenu(undefined, { tabId: 4, frameId: 2 });
    const request = [{ kind: 'highlight' }, firstPaint('pink')];
    expect(scripts).toEqual([
      expect.objectContaining({ target: { tabId: 4 }, args: request }),
      expect.objectContaining({ target: { tabId: 4, frameIds: [2] }, args: request }),
    ]);
  });
});
