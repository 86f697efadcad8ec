/**
 * The same page gives the same clip, whatever the machine is doing (issue 18): the built capture.js,
 * injected as the extension does, returns byte-identical results on its first call in a fresh tab
 * (cold), on a second call in that tab (warm), and in a tab whose CPU Chromium slows 40-fold (CDP
 * `Emulation.setCPUThrottlingRate`, a slow or loaded machine). Limits are counts, not clocks, so a
 * slow run may take longer but never clips less: no "took too long" fallback, no link instead.
 * Pages: the corpus's 1 MB Wikipedia page (article and page mode) and a 2 MB generated page.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tabIdFor } from './clip-helpers';
import { runCaptureInTab } from './support/run-capture';

const THROTTLE = 40;
/** A throttled capture of a megabyte page runs for tens of seconds on a busy two-core machine. */
const TEST_TIMEOUT_MS = 600_000;

const WIKIPEDIA = readFileSync(resolve(import.meta.dirname, '../corpus/readability/wikipedia-2/source.html'), 'utf8');

function generatedPage(): string {
  const section = (i: number) =>
    `<h2>Section ${i}</h2><p>Paragraph ${i} with <em>emphasis</em>, <a href="/p/${i}">a link</a> and <code>code_${i}</code>.</p>` +
    `<ul><li>one ${i}</li><li>two <strong>${i}</strong></li></ul><pre><code class="language-js">const x${i} = [${i}, ${i + 1}];</code></pre>` +
    `<table><tr><th>k</th><th>v</th></tr><tr><td>${i}</td><td>${i * 2}</td></tr></table>`;
  const body = Array.from({ length: 6000 }, (_, i) => section(i)).join('');
  return `<!doctype html><html lang="en"><head><title>Generated</title></head><body><main>${body}</main></body></html>`;
}

const PAGES: Record<string, string> = { '/wikipedia.html': WIKIPEDIA, '/generated.html': generatedPage() };

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const page = Object.hasOwn(PAGES, path) ? PAGES[path] : undefined;
    // The saved scripts never run: the DOM stays as saved, as in the corpus suite.
    res.writeHead(page ? 200 : 404, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "script-src 'none'",
    });
    res.end(page ?? '');
  });
  await new Promise<void>((done) => server.listen(0, 'localhost', done));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => server.close(done));
});

const CASES: Array<[string, 'article' | 'page']> = [
  ['/wikipedia.html', 'article'],
  ['/wikipedia.html', 'page'],
  ['/generated.html', 'page'],
];

test.describe('a clip does not depend on timing', () => {
  for (const [path, mode] of CASES) {
    test(`${path} (${mode}): cold, warm and on a ${THROTTLE}× slower CPU give the same clip`, async ({
      context,
      extensionPage,
    }) => {
      test.setTimeout(TEST_TIMEOUT_MS);
      // Every other host fails: nothing a saved page references is fetched.
      await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
      // One address for both tabs (links to the page's own parts resolve against it); one tab at a time.
      const url = origin + path;
      const open = async (): Promise<{ page: Page; tabId: number }> => {
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load', timeout: 0 });
        return { page, tabId: await tabIdFor(extensionPage, url) };
      };
      const clip = async (tabId: number) => {
        const { ms: _ms, ...result } = await runCaptureInTab(extensionPage, tabId, { mode });
        return result;
      };

      const fresh = await open();
      const cold = await clip(fresh.tabId);
      const warm = await clip(fresh.tabId);
      await fresh.page.close();
      const slow = await open();
      const cdp = await context.newCDPSession(slow.page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      const throttled = await clip(slow.tabId);

      expect(cold.mode).toBe(mode);
      expect(cold.markdown.length).toBeGreaterThan(10_000);
      expect(warm).toEqual(cold);
      expect(throttled).toEqual(cold);
    });
  }
});
