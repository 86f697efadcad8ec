/**
 * Painting marks in real Chromium: the highlight modules, bundled as one script and run in a test
 * page (tests/e2e/site/article.html), place two marks and paint them with the CSS Custom Highlight
 * API; the page's DOM stays byte for byte what it was, CSS.highlights holds the marks, and a click
 * on a mark finds it. Plain Chromium, no extension: this tests the modules, not the wiring.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { expect, test } from './fixtures';

async function bundle(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'craft-highlights-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: {
        entry: resolve(import.meta.dirname, 'support/highlights-entry.ts'),
        name: 'craftHighlights',
        formats: ['iife'],
        fileName: () => 'bundle.js',
      },
    },
  });
  const code = await readFile(join(outDir, 'bundle.js'), 'utf8');
  await rm(outDir, { recursive: true, force: true });
  return code;
}

test('marks are painted with CSS highlights, the page DOM unchanged, and found by a click', async ({ site }) => {
  const code = await bundle();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    await page.goto(site.url('article.html'));
    const before = await page.evaluate(() => document.documentElement.outerHTML);
    // Evaluated, not added as a <script>: the page's DOM gets nothing.
    await page.evaluate(code);

    const result = await page.evaluate(() => {
      type Api = typeof import('./support/highlights-entry');
      const api = (globalThis as unknown as { craftHighlights: Api }).craftHighlights;
      const marks = [
        { id: 'a', color: 'green' as const, exact: 'wet leaves overnight' },
        { id: 'b', color: 'yellow' as const, exact: 'A watering reminder' },
      ].map(({ id, color, exact }) => {
        const range = api.anchor(document.body, [{ type: 'TextQuoteSelector', exact }]) as Range;
        return { id, color, range };
      });
      const painted = api.paintMarks(document, marks);
      const box = marks[0].range.getClientRects()[0];
      return {
        painted,
        texts: marks.map((m) => m.range.toString()),
        green: CSS.highlights.get(api.highlightName('green'))?.size,
        yellow: CSS.highlights.get(api.highlightName('yellow'))?.size,
        sheets: document.adoptedStyleSheets.length,
        rule: document.adoptedStyleSheets[0]?.cssRules[1]?.cssText,
        hit: api.markAt(document, marks, box.left + box.width / 2, box.top + box.height / 2)?.id ?? null,
        miss: api.markAt(document, marks, 1, 1)?.id ?? null,
      };
    });

    expect(result).toEqual({
      painted: true,
      texts: ['wet leaves overnight', 'A watering reminder'],
      green: 1,
      yellow: 1,
      sheets: 1,
      rule: expect.stringContaining('::highlight(craft-mark-green)'),
      hit: 'a',
      miss: null,
    });
    expect(await page.evaluate(() => document.documentElement.outerHTML)).toBe(before);

    const left = await page.evaluate(() => {
      (
        globalThis as unknown as { craftHighlights: typeof import('./support/highlights-entry') }
      ).craftHighlights.clearMarks(document);
      return CSS.highlights.size;
    });
    expect(left).toBe(0);
  } finally {
    await browser.close();
  }
});
