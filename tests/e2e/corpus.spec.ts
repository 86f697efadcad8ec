/**
 * The real-page corpus (issue 11): Mozilla Readability's 100 saved pages (tests/corpus) in Chromium,
 * each clipped by the extension's own capture.js in Article and Page modes, as the background does
 * (executeScript of /capture.js, then `__craftCapture.run({ mode })`), and measured against the
 * page's reference article: word recall, extra words, code blocks, formulas, damage, escapes
 * (tests/corpus/judge.ts).
 *
 * Pages come from a loopback server with scripts switched off by CSP (the saved DOM stays as it is:
 * JSON-LD and `math/tex` scripts are content); every other request is aborted and every other host
 * name fails to resolve, so nothing a page references is ever fetched. Several pages of one browser
 * run at once. Prints one table and a summary line, then fails on every page below a floor that
 * tests/corpus/exceptions.ts does not excuse with a reason. The second corpus, scored on snippets:
 * corpus-trafilatura.spec.ts.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { clipFacts } from '../corpus/clip-facts';
import { excuse } from '../corpus/exceptions';
import { ESCAPE_MEDIAN, ESCAPE_P90, EXTRA_MEDIAN, escapeFigures, judge, type Mode, type Row } from '../corpus/judge';
import { readReference } from '../corpus/reference';
import { formatTable, median, summaryLine } from '../corpus/report';
import { tabIdFor } from './clip-helpers';
import { measureEach, withCorpusBrowser } from './support/corpus-browser';
import { runCaptureInTab } from './support/run-capture';

const CORPUS = resolve(import.meta.dirname, '../corpus/readability');
const PAGES = readdirSync(CORPUS)
  .filter((name) => !name.startsWith('.'))
  .sort();
const MODES: Mode[] = ['article', 'page'];
/** Pages open at once in the one browser; the machine has two cores. */
const PARALLEL = Number(process.env.CORPUS_PARALLEL ?? 4);
const ONLY = process.env.CORPUS_PAGES?.split(',');
/** A folder to write every clip's markdown to (`<page>.<mode>.md`), for looking into a failure. */
const DUMP = process.env.CORPUS_DUMP;

function serveCorpus(req: IncomingMessage, res: ServerResponse): void {
  const match = /^\/([\w.-]+)\/source\.html$/.exec(req.url ?? '');
  if (!match || !PAGES.includes(match[1])) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    // The saved scripts never run; their elements stay in the DOM as saved.
    'content-security-policy': "script-src 'none'",
  });
  res.end(readFileSync(join(CORPUS, match[1], 'source.html')));
}

async function measurePage(context: BrowserContext, extensionPage: Page, origin: string, name: string): Promise<Row[]> {
  const page = await context.newPage();
  try {
    const url = `${origin}/${name}/source.html`;
    await page.goto(url, { waitUntil: 'load', timeout: 0 });
    const expected = readFileSync(join(CORPUS, name, 'expected.html'), 'utf8');
    const reference = await page.evaluate(readReference, expected);
    const tabId = await tabIdFor(extensionPage, url);
    const rows: Row[] = [];
    for (const mode of MODES) {
      const clip = await runCaptureInTab(extensionPage, tabId, { mode });
      if (DUMP) {
        await writeFile(join(DUMP, `${name}.${mode}.md`), clip.markdown);
        await writeFile(join(DUMP, `${name}.${mode}.json`), JSON.stringify({ ...clip, markdown: undefined }, null, 2));
      }
      rows.push(judge(name, mode, clip, reference, clipFacts(clip.markdown)));
    }
    return rows;
  } finally {
    await page.close();
  }
}

// A trace of 200 captures would be hundreds of megabytes and show nothing the table does not.
test.use({ trace: 'off' });

test('every corpus page arrives whole in Article and Page modes', async () => {
  // 100 pages × 2 modes on a busy machine: progress, not the clock, bounds this test.
  test.setTimeout(0);
  if (DUMP) await mkdir(DUMP, { recursive: true });
  const names = ONLY ?? PAGES;
  const rows = (
    await withCorpusBrowser(serveCorpus, ({ origin, context, extensionPage }) =>
      measureEach(names, PARALLEL, (name) => measurePage(context, extensionPage, origin, name)),
    )
  ).flat();
  const failing = rows.filter((r) => r.failed.length && !excuse(r));
  const excused = rows.filter((r) => r.failed.length && excuse(r));
  console.log(`${formatTable(rows, excuse)}\n\n${summaryLine(rows, failing, excused)}`);

  expect(rows).toHaveLength((ONLY ?? PAGES).length * MODES.length);
  for (const row of failing) {
    expect.soft(row.failed, `${row.page} (${row.mode}): ${row.damage.join('; ')} ${row.notes.join(' ')}`).toEqual([]);
  }
  const extra = 1 - median(rows.filter((r) => r.mode === 'article').map((r) => r.precision));
  expect.soft(extra, 'article words not in the reference, median share').toBeLessThanOrEqual(EXTRA_MEDIAN);
  // The targets apply to the escapes the converter decides by position. Every page `$` gets one
  // whatever its place (security.test.ts, `$5` → `\\$5`, kept as it is by issue 11): on pages of
  // prices that alone passes 3 per 1,000 words, so it is printed beside, not held to the target.
  const escapes = escapeFigures(
    rows.filter((r) => r.mode === 'article'),
    true,
  );
  expect.soft(escapes.median, 'article escapes per 1,000 words beyond \\$, median').toBeLessThanOrEqual(ESCAPE_MEDIAN);
  expect
    .soft(escapes.p90, 'article escapes per 1,000 words beyond \\$, 90th percentile')
    .toBeLessThanOrEqual(ESCAPE_P90);
});
