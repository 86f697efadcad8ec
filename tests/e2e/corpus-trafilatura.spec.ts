/**
 * The second real-page corpus (issue 29): trafilatura's 106 test pages (tests/corpus/trafilatura),
 * each clipped in Chromium by the extension's own capture.js in Article and Page modes, and by
 * Mozilla Readability alone (its own build, run in the same page) for comparison. Each page lists
 * snippets the article must hold and boilerplate it must not; pooled precision, recall and F1 per
 * mode are printed (tests/corpus/snippets.ts) and held to the floors below.
 *
 * Pages are served with their scripts stripped (JSON-LD kept: it is data) and in their own charset
 * (`<meta charset>`), from the loopback server of corpus-browser.ts: nothing else is fetched.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { readReference } from '../corpus/reference';
import { clipText, count, plainText, pooled, type Counts, type Expected, type Scores } from '../corpus/snippets';
import { tabIdFor } from './clip-helpers';
import { measureEach, withCorpusBrowser } from './support/corpus-browser';
import { runCaptureInTab } from './support/run-capture';

const CORPUS = resolve(import.meta.dirname, '../corpus/trafilatura');
const PAGES = readdirSync(CORPUS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const PARALLEL = Number(process.env.CORPUS_PARALLEL ?? 4);
const ONLY = process.env.CORPUS_PAGES?.split(',');
/** A folder to write every clip's markdown and its missing and unwanted snippets to. */
const DUMP = process.env.CORPUS_DUMP;
const READABILITY = readFileSync(createRequire(import.meta.url).resolve('@mozilla/readability/Readability.js'), 'utf8');

type Measured = 'article' | 'page' | 'readability';
const MEASURED: Measured[] = ['article', 'page', 'readability'];

/**
 * Article mode's floors: issue 29's targets, which today's figures (precision 0.912, recall 0.934)
 * meet, so that a change that loses ground fails. Readability alone: 0.818 / 0.895.
 */
const ARTICLE_FLOOR: Omit<Scores, 'f1'> = { precision: 0.9, recall: 0.93 };

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const CHARSET = /<meta\b[^>]*\bcharset\s*=\s*["']?([\w-]+)/i;

/** The saved page without its scripts, bytes unchanged otherwise (read as latin1, written back so). */
function servable(name: string): { body: Buffer; charset: string } {
  const raw = readFileSync(join(CORPUS, name, 'source.html')).toString('latin1');
  const charset = CHARSET.exec(raw.slice(0, 4096))?.[1] ?? 'utf-8';
  const body = raw.replace(SCRIPT, (script, attributes: string) => (/ld\+json/i.test(attributes) ? script : ''));
  return { body: Buffer.from(body, 'latin1'), charset };
}

function serveCorpus(req: IncomingMessage, res: ServerResponse): void {
  const match = /^\/([\w.-]+)\/source\.html$/.exec(req.url ?? '');
  if (!match || !PAGES.includes(match[1])) {
    res.writeHead(404).end();
    return;
  }
  const { body, charset } = servable(match[1]);
  res.writeHead(200, {
    'content-type': `text/html; charset=${charset}`,
    'content-security-policy': "script-src 'none'",
  });
  res.end(body);
}

/** Readability alone, as its README shows it, on a copy of the page: the article's text. */
async function readabilityText(page: Page): Promise<string> {
  await page.evaluate(`(() => { ${READABILITY}\n; globalThis.__Readability = Readability; })()`);
  const html = await page.evaluate(() => {
    const Readability = (
      globalThis as unknown as { __Readability: new (doc: Document) => { parse(): { content?: string } | null } }
    ).__Readability;
    return new Readability(document.cloneNode(true) as Document).parse()?.content ?? '';
  });
  return plainText((await page.evaluate(readReference, html)).text);
}

type PageCounts = Record<Measured, Counts & { missing: string[]; unwanted: string[] }>;

async function measurePage(
  context: BrowserContext,
  extensionPage: Page,
  origin: string,
  name: string,
): Promise<PageCounts> {
  const expected = JSON.parse(readFileSync(join(CORPUS, name, 'expected.json'), 'utf8')) as Expected;
  const page = await context.newPage();
  try {
    const url = `${origin}/${name}/source.html`;
    await page.goto(url, { waitUntil: 'load', timeout: 0 });
    const tabId = await tabIdFor(extensionPage, url);
    const counts = {} as PageCounts;
    for (const mode of ['article', 'page'] as const) {
      const clip = await runCaptureInTab(extensionPage, tabId, { mode });
      counts[mode] = count(clipText(clip.markdown), expected);
      if (DUMP) await writeFile(join(DUMP, `${name}.${mode}.md`), clip.markdown);
    }
    counts.readability = count(await readabilityText(page), expected);
    if (DUMP) await writeFile(join(DUMP, `${name}.json`), JSON.stringify(counts, null, 2));
    return counts;
  } finally {
    await page.close();
  }
}

const fixed = (n: number) => n.toFixed(3);
const cell = ({ tp, fn, fp }: Counts) => `${tp}/${tp + fn} +${fp}`;

function report(names: string[], all: PageCounts[]): string {
  const head = `${'page'.padEnd(44)}  ${MEASURED.map((m) => m.padEnd(12)).join('  ')}`;
  const lines = names.map(
    (name, i) => `${name.padEnd(44)}  ${MEASURED.map((m) => cell(all[i][m]).padEnd(12)).join('  ')}`,
  );
  const totals = MEASURED.map((m) => {
    const { precision, recall, f1 } = pooled(all.map((c) => c[m]));
    return `${m} precision ${fixed(precision)} recall ${fixed(recall)} F1 ${fixed(f1)}`;
  });
  return [
    head,
    ...lines,
    '',
    `trafilatura corpus, ${names.length} pages (with found/of, +without found): ${totals.join('; ')}`,
  ].join('\n');
}

// A trace of 300 captures would be hundreds of megabytes and show nothing the table does not.
test.use({ trace: 'off' });

test('trafilatura corpus: Article mode keeps the article and leaves out the boilerplate', async () => {
  // 106 pages × 3 extractions on a busy machine: progress, not the clock, bounds this test.
  test.setTimeout(0);
  if (DUMP) await mkdir(DUMP, { recursive: true });
  const names = ONLY ?? PAGES;
  const all = await withCorpusBrowser(serveCorpus, ({ origin, context, extensionPage }) =>
    measureEach(names, PARALLEL, (name) => measurePage(context, extensionPage, origin, name)),
  );
  console.log(report(names, all));

  expect(all).toHaveLength(names.length);
  if (ONLY) return;
  const article = pooled(all.map((c) => c.article));
  expect.soft(article.precision, 'Article mode, pooled precision').toBeGreaterThanOrEqual(ARTICLE_FLOOR.precision);
  expect.soft(article.recall, 'Article mode, pooled recall').toBeGreaterThanOrEqual(ARTICLE_FLOOR.recall);
  // Ahead of the Readability it wraps, on both, in the same run (issue 29).
  const readability = pooled(all.map((c) => c.readability));
  expect.soft(article.precision, 'Article ahead of Readability, precision').toBeGreaterThan(readability.precision);
  expect.soft(article.recall, 'Article ahead of Readability, recall').toBeGreaterThan(readability.recall);
});
