// @vitest-environment happy-dom
// The hostile corpus through the real capture path: no crash, no dialect escape, and the fallbacks
// say why. How long each takes is printed, not asserted (speed is npm run bench's). Prints its figures (pages, runs, max time, fallbacks).
import { afterAll, describe, expect, it, vi } from 'vitest';
import { capture } from '../../../lib/capture/index';
import { LIMIT_NOTES } from '../../../lib/capture/notes';
import type { CaptureMode, CaptureResult } from '../../../lib/capture/types';
import { buildClipHeader, wrapAsPage } from '../../../lib/convert/wrap';
import { loadPage, rangeOver, withRanges } from '../lib/capture/load-page';
import { dialectEscapes, liveTags } from '../lib/convert/dialect-check';
import { corpus, escaped, PAYLOAD } from './corpus';

const WRAPPER_TAGS = ['<page>', '<pageTitle>', '</pageTitle>', '<content>', '</content>', '</page>'];

const figures = { pages: 0, runs: 0, maxMs: 0, maxCase: '', fallbacks: 0 };
afterAll(() => {
  console.log(
    `hostile corpus: ${figures.pages} pages, ${figures.runs} captures, max ${figures.maxMs.toFixed(0)} ms (${figures.maxCase}), ${figures.fallbacks} fell back`,
  );
});

function expectNoEscape(result: CaptureResult): void {
  expect(dialectEscapes(result.markdown)).toEqual([]);
  const { metadata } = result;
  expect(liveTags(wrapAsPage(metadata.title, result.markdown))).toEqual(WRAPPER_TAGS);
  const header = buildClipHeader(metadata, { fields: ['title', 'site', 'author', 'published'] });
  expect(dialectEscapes(header)).toEqual([]);
}

async function timedCapture(
  name: string,
  mode: CaptureMode,
  html: string,
): Promise<{ result: CaptureResult; ms: number }> {
  const { doc, win } = loadPage(html, 'https://hostile.example/page');
  const view = mode === 'selection' ? withRanges(win, [rangeOver(doc, doc.body)]) : win;
  const start = performance.now();
  const result = await capture(doc, view, { mode });
  const ms = performance.now() - start;
  figures.runs++;
  if (result.mode !== mode) figures.fallbacks++;
  if (ms > figures.maxMs) Object.assign(figures, { maxMs: ms, maxCase: `${name}, ${mode}` });
  return { result, ms };
}

describe('hostile corpus through capture()', () => {
  const pages = corpus();
  figures.pages = pages.length;
  const cases = pages.flatMap((page) => page.modes.map((mode) => [page.name, mode, page] as const));

  it.each(cases)(
    '%s (%s): no crash, no dialect escape',
    async (name, mode, page) => {
      const { result } = await timedCapture(name, mode, page.html);
      expect(result.requestedMode).toBe(mode);
      if (result.mode !== mode) expect(result.notes.length).toBeGreaterThan(0);
      expectNoEscape(result);
      if (result.mode === 'page') for (const word of page.keeps ?? []) expect(result.markdown).toContain(word);
    },
    60_000,
  );

  it('a page nested 1,000 levels deep keeps its text and says its formatting was flattened', async () => {
    const { result } = await timedCapture('deep, notes', 'page', corpus()[0].html);
    expect(result.mode).toBe('page');
    expect(result.markdown).toContain('bottom');
    expect(result.notes).toContain(LIMIT_NOTES['deep-nesting']);
  }, 60_000);

  it('a 1,500-row table is shortened, with a note and a line under the table', async () => {
    const huge = corpus().find((p) => p.name.startsWith('huge table'))!;
    const { result } = await timedCapture(huge.name, 'page', huge.html);
    expect(result.mode).toBe('page');
    expect(result.notes).toContain(LIMIT_NOTES['large-table']);
    expect(result.markdown).toMatch(/\*Table shortened: the first 1,000 of 1,501 rows are shown\.\*/);
    expect(result.markdown).not.toContain('row1200');
  }, 60_000);

  it('a page is clipped whole however slow the machine: the clock is never read to decide', async () => {
    const html = `<p>${'x<!---->'.repeat(5000)}</p>`;
    const { doc, win } = loadPage(html, 'https://hostile.example/slow');
    const normal = await capture(doc, win, { mode: 'page' });
    // Every reading a minute after the last: a machine far slower than any budget could allow for.
    let clock = 0;
    const slow = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 60_000));
    const dates = vi.spyOn(Date, 'now').mockImplementation(() => (clock += 60_000));
    try {
      const again = await capture(doc, win, { mode: 'page' });
      expect(again).toEqual(normal);
      expect(again.mode).toBe('page');
      expect(again.markdown).toContain('xxxxxxxx');
    } finally {
      slow.mockRestore();
      dates.mockRestore();
    }
  });
});

describe('hostile selections in shadow DOM and frames', () => {
  it('a selection inside nested open shadow roots is clipped, escaped', async () => {
    const { doc, win } = loadPage('<p>outside</p><div id="host"></div>', 'https://hostile.example/shadow');
    let host = doc.getElementById('host')!;
    let root: ShadowRoot | undefined;
    for (let i = 0; i < 600; i++) {
      root = host.attachShadow({ mode: 'open' });
      host = doc.createElement('div');
      root.append(host);
    }
    const inner = doc.createElement('p');
    inner.textContent = PAYLOAD;
    root!.append(inner);
    const ranges = [rangeOver(doc, inner.firstChild!)];
    const result = await capture(doc, withRanges(win, ranges), { mode: 'selection' });
    expect(result.mode).toBe('selection');
    expect(result.markdown).toContain('callout');
    expectNoEscape(result);
  });

  it('frames nested past the frame limit and a cross-origin frame do not break capture', async () => {
    const { doc, win } = loadPage(
      `<p>${escaped(PAYLOAD)}</p><iframe src="https://other.example/"></iframe>`,
      'https://hostile.example/frames',
    );
    const result = await capture(doc, win, { mode: 'selection' });
    expect(result).toMatchObject({ mode: 'selection', markdown: '', hasSelection: false });
    const page = await capture(doc, win, { mode: 'page' });
    expectNoEscape(page);
  });
});
