/**
 * `npm run bench`: conversion speed (ours vs turndown+gfm vs defuddle vs a tree-walk floor), popup
 * open-to-interactive, clip latency vs a bare POST, bundle sizes and the fidelity score, all in one run
 * on this machine. Prints tables and writes bench/results/latest.json. Loopback only.
 * Options: --quick (fewer runs, 1–2 MB synthetic pages), --only=capture,conversion,popup,search,sizes,fidelity,
 * --pages=N (capture: the first N corpus pages only; popup: the trial's N corpus pages, default 30), --bundles=capture,convert,turndown,readability-turndown,floor
 * (capture: only those pipelines), --inject=eval (capture: the injection before round 9, to compare;
 * default `extension`, as the extension injects capture.js), --tree=<dir> (capture: bundle the pipelines
 * from that copy of the sources, e.g. an older commit's `git archive`), --out=<file> (write there, not
 * bench/results/latest.json).
 * Parts run only when named in --only (each a question a round of work asked, kept to ask it again):
 * second-clip (a second clip of the same tab, capture.js installed vs injected again), ceilings (what
 * issue 18's cold targets leave room for); each takes the first --pages=N corpus pages (default 30);
 * highlights (issue 27: placing and painting 100 marks on the longest corpus page, and with the all-sites
 * switch on, what a page without marks runs of ours on load and the worker's lookup; the highlight
 * command to the mark painted, first and later mark on a page, and the page's own part of it; e2e build).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CASES } from '../bench/fidelity/cases';
import { benchFidelity } from '../bench/fidelity/run';
import { bundleBrowserHarness } from '../bench/harness/bundle';
import { launchChromium, MEASURE_FLAGS, REQUIRED_FLAGS } from '../bench/harness/chromium';
import { coldWarmPart } from '../bench/harness/cold-warm-part';
import { benchConversion } from '../bench/harness/conversion';
import { benchExtension } from '../bench/harness/extension';
import { benchHighlights } from '../bench/harness/highlights';
import { ceilingsPart } from '../bench/harness/ceilings';
import { secondClipPart } from '../bench/harness/second-clip';
import { benchSearch, KEY_DELAYS, QUERY, SEARCH_DOCUMENTS } from '../bench/harness/search';
import { machineInfo } from '../bench/harness/machine';
import { popupTrial } from '../bench/harness/popup-trial';
import { servePages } from '../bench/harness/serve';
import { measureBuild } from '../bench/harness/sizes';
import { formatTable, round } from '../bench/harness/stats';
import { articlePages, corpusPages, SYNTHETIC_MB, syntheticPages } from '../bench/pages/load';

const root = resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const corpusLimit = Number(process.argv.find((a) => a.startsWith('--pages='))?.slice(8) ?? Infinity);
const bundles = process.argv
  .find((a) => a.startsWith('--bundles='))
  ?.slice(10)
  .split(',');
const inject = process.argv.find((a) => a.startsWith('--inject='))?.slice(9) === 'eval' ? 'eval' : 'extension';
const tree = process.argv.find((a) => a.startsWith('--tree='))?.slice(7);
const want = (part: string) => !only || only.includes(part);
/** A part that runs only when --only names it. */
const asked = (part: string) => only?.includes(part) ?? false;
const extraPages = Number.isFinite(corpusLimit) ? corpusLimit : 30;
const ROUNDS = quick ? 3 : 5;
const log = (s: string) => console.log(s);

function buildExtension(outDir: string, mode: string): string {
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/harness/build-extension.ts', outDir, mode], {
    cwd: root,
    stdio: 'pipe',
  });
  return join(outDir, mode === 'e2e' ? 'chrome-mv3-e2e' : 'chrome-mv3');
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: machineInfo(),
  method: {
    command: `npm run bench${process.argv.slice(2).length ? ' -- ' + process.argv.slice(2).join(' ') : ''}`,
    chromiumFlags: [...REQUIRED_FLAGS, ...MEASURE_FLAGS, '--headless'],
    capture: `CPU time of the page's main thread (CDP Performance.getMetrics ThreadTime) per pipeline on every page of tests/corpus/readability and synthetic 1 and 5 MB pages; cold = the pipeline's minified bundle injected into a fresh page and called once, ${
      inject === 'eval'
        ? 'injected the pre-round-9 way (a fresh browser context; the bundle inside a string literal given to page.evaluate and eval-ed in the main world)'
        : "injected as the extension injects capture.js (a fresh tab; a bench extension's service worker calls chrome.scripting.executeScript with the bundle's file, then with a func calling run, in the tab's isolated world)"
    }; warm = median of 3 more calls in that page; ratios theirs ÷ ours per page in the same run; longest task ${
      inject === 'eval'
        ? 'from the Long Tasks API (tasks over 50 ms)'
        : "from a trace of the renderer's main-thread tasks (toplevel category; the Long Tasks API does not see executeScript's tasks)"
    }.`,
    inject,
    ...(tree ? { tree } : {}),
    conversion: `In Chromium on the live DOM of each page served from 127.0.0.1; converters bundled (Vite, minified) and evaluated in the page; one warm-up round, then ${ROUNDS} rounds run round-robin over the converters, gc() before each run; median ms. Heap growth = usedJSHeapSize after minus before (precise memory info), a lower bound of peak.`,
    popup:
      'Median of 20 opens (after one warm-up open) of chrome-extension://<id>/popup.html?tab=<id> on a 60 KB article: navigation start → performance.mark("popup-interactive"), set when the Send button is enabled and a press sends the right clip (connection and destination known; a press before the preview is filled waits for the capture); phases include popup-preview-ready (the captured preview shown).',
    'popup-trial': `What a user waits for, on the first ${extraPages} corpus pages (tests/corpus/readability, served from 127.0.0.1; other hosts unresolvable) after one warm-up page, with the e2e build against the emulator: each page opened in a tab, then click → preview painted (navigation start of popup.html?tab=<id>, what a toolbar click opens → the first frame painted with the preview filled: requestAnimationFrame, then the task after it) and Send → Clipped (performance.now() at the Send button's click in the page → "Clipped to Craft." in the DOM, and → its frame painted); floor = a blank HTML page of the extension's origin (added to the bench's copy of the build) opened in a fresh tab just before each popup, navigation start → its first frame painted; preview − floor per page, in pairs. Before each page the trial waits until the pacer's windows (Craft's rate limit) have room for it, outside the figures. Median and p90 (nearest rank); os.loadavg() before and after.`,
    clip: "clipTab message (what quick-clip calls: selection, else article) → emulator log time of the last POST /blocks; floor = the service worker POSTing the same requests (same ≤ 30 KB parts) one after another with fetch, timed the same way, and at least the time Craft's 50 requests / 10 s allow for that many; also one POST of all the markdown (context). Before-first-POST (capture, convert, compose, outbox write) and delivery (first → last POST arrival, vs the floor's) reported apart. Median of 5 after a warm-up; a clip of more than 48 requests: 2 runs, 61 s apart so each starts with a fresh pacer budget.",
    search: `Destination search in the real popup against the emulator (rate limits on) with ${SEARCH_DOCUMENTS} documents: "${QUERY}" typed into the picker's search box with ${KEY_DELAYS.join(' / ')} ms between keys, ${quick ? 3 : 5} fresh popups each after a warm-up; Craft requests from the first key on, 429s, and last key's input event → first places of the whole query handed to the list (the popup's place-results mark), and → the full-text answer shown (both in the page).`,
    sizes: "Production `wxt build` for Chrome into a temp dir; gzip -9 of each entrypoint's own JS/HTML/CSS.",
    'second-clip':
      "capture.js injected the extension's way into a fresh tab and run (first clip), then run again after injecting the file anew, and after the extension's check that the tab holds it (median of 3 each); page main-thread CPU (CDP ThreadTime), geometric means over the corpus pages.",
    ceilings:
      'Cold (injected into a fresh tab, called once) and warm (median of 3) main-thread CPU of Readability alone, Readability + turndown + gfm, each converter bundle only evaluated, both converters and the tree-walk floor; geometric means and ratios over the corpus pages.',
    fidelity: `${CASES.length} cases, ${CASES.reduce((n, c) => n + c.checks.length, 0)} checks (bench/fidelity/cases.ts), converted in Chromium.`,
  },
};

const bundle = want('conversion') || want('fidelity') ? await bundleBrowserHarness() : '';
const browser =
  want('conversion') || want('fidelity') || (want('capture') && inject === 'eval') ? await launchChromium() : undefined;
try {
  if (want('capture')) {
    log("\n## Cold and warm capture (CPU ms of the page's main thread)");
    results.capture = await coldWarmPart(browser, { quick, pages: corpusLimit, bundles, inject, tree, log });
  }
  if (want('fidelity')) {
    log('\n## Fidelity');
    const server = await servePages(new Map([['blank.html', '<!doctype html><title>fidelity</title>']]));
    const { scores } = await benchFidelity(browser!, server.url('blank.html'), bundle);
    await server.close();
    log(
      formatTable([
        ['converter', 'passed', 'checks', '%'],
        ...scores.map((s) => [s.converter, s.passed, s.total, s.percent]),
      ]),
    );
    for (const s of scores) for (const c of s.cases) for (const f of c.failed) log(`  ${s.converter}: ${c.name}: ${f}`);
    results.fidelity = scores;
  }
  if (want('conversion')) {
    log('\n## Conversion (Chromium, live DOM)');
    const pages = new Map([...articlePages(), ...syntheticPages(quick ? [1, 2] : SYNTHETIC_MB)]);
    const server = await servePages(pages);
    const rows = await benchConversion(browser!, server, pages, bundle, { rounds: ROUNDS, slowCapMs: 20_000, log });
    await server.close();
    const floorOf = (page: string) => rows.find((r) => r.page === page && r.converter === 'floor')!.medianMs;
    const oursOf = (page: string) => rows.find((r) => r.page === page && r.converter === 'ours')!.medianMs;
    log(
      formatTable([
        ['page', 'KB', 'converter', 'ms', 'MB/s', 'heap MB', '× floor', 'ours faster ×'],
        ...rows.map((r) => [
          r.page,
          Math.round(r.bytes / 1000),
          r.converter,
          r.skipped ? 'skipped' : r.medianMs,
          r.mbPerS,
          r.heapGrowthMb,
          round(r.medianMs / floorOf(r.page), 1),
          r.converter === 'floor' || r.converter === 'ours' ? '' : round(r.medianMs / oursOf(r.page), 2),
        ]),
      ]),
    );
    const synth = rows.filter((r) => r.converter === 'ours' && r.page.startsWith('synthetic'));
    const growth = synth.length > 1 ? round(synth.at(-1)!.medianMs / synth[0].medianMs, 2) : NaN;
    log(
      `ours: ${synth.at(-1)?.page} takes ${growth}× the time of ${synth[0]?.page} (${round(synth.at(-1)!.bytes / synth[0].bytes, 1)}× the input)`,
    );
    results.conversion = { rows, growth: { input: round(synth.at(-1)!.bytes / synth[0].bytes, 2), time: growth } };
  }
} finally {
  await browser?.close();
}

if (asked('second-clip')) {
  log("\n## A second clip of the same tab (CPU ms of the page's main thread)");
  results['second-clip'] = await secondClipPart({ pages: extraPages, log });
}

if (asked('ceilings')) {
  log('\n## What the cold targets leave room for');
  results.ceilings = await ceilingsPart({ pages: extraPages, log });
}

if (want('popup') || want('clip')) {
  log('\n## Popup and clip latency (extension, emulator)');
  const dir = mkdtempSync(join(tmpdir(), 'craft-bench-ext-'));
  try {
    const ext = buildExtension(dir, 'e2e');
    const pages = new Map([['article-60kb.html', articlePages().get('article-60kb.html')!], ...syntheticPages([2])]);
    const { popup, clip } = await benchExtension(ext, pages, { popupOpens: quick ? 10 : 20, clipRuns: 5, log });
    log(
      formatTable([
        [
          'page',
          'KB',
          'POSTs',
          'clip ms',
          'floor ms',
          'ratio',
          'before 1st POST',
          'delivery ms',
          'floor delivery',
          'delivery ratio',
          'one POST ms',
          'result',
        ],
        ...clip.map((c) => [
          c.page,
          Math.round(c.bytes / 1000),
          c.requests,
          c.clipMs,
          c.barePostMs,
          c.ratio,
          c.beforeFirstPostMs ?? '',
          c.deliveryMs ?? '',
          c.floorDeliveryMs ?? '',
          c.deliveryRatio ?? '',
          c.singlePostMs ?? '',
          c.mode,
        ]),
      ]),
    );
    results.popup = popup;
    results.clip = clip;
    if (want('popup')) {
      log(`\n## What the user waits for in the popup (${extraPages} corpus pages, emulator)`);
      const trial = await popupTrial(
        ext,
        corpusPages(extraPages),
        ['article-60kb.html', pages.get('article-60kb.html')!],
        log,
      );
      log(
        formatTable([
          ['ms', 'median', 'p90'],
          ...(
            [
              ['click → preview painted', trial.previewPainted],
              ['  (preview in the DOM)', trial.previewReady],
              ['blank extension page (floor)', trial.floor],
              ['preview − floor (per page)', trial.previewMinusFloor],
              ['Send → "Clipped" shown', trial.sendToClipped],
              ['Send → "Clipped" painted', trial.sendToClippedPainted],
            ] as const
          ).map(([label, s]) => [label, s.medianMs, s.p90Ms]),
        ]),
      );
      log(
        `  ${trial.pages} pages; load average ${trial.loadBefore.join(' ')} before, ${trial.loadAfter.join(' ')} after`,
      );
      for (const f of trial.failed) log(`  failed: ${f}`);
      results['popup-trial'] = trial;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (want('search')) {
  log('\n## Destination search (popup, emulator, ' + SEARCH_DOCUMENTS + ' documents)');
  const dir = mkdtempSync(join(tmpdir(), 'craft-bench-search-ext-'));
  try {
    const rows = await benchSearch(buildExtension(dir, 'e2e'), { runs: quick ? 3 : 5, log });
    log(
      formatTable([
        [
          'ms between keys',
          'runs',
          'requests (median)',
          'requests (max)',
          '429s',
          'results after last key (median ms)',
          'max ms',
          'full text (median ms)',
        ],
        ...rows.map((r) => [
          r.keyDelayMs,
          r.runs,
          r.medianRequests,
          r.maxRequests,
          r.rateLimited,
          r.medianResultsMs,
          r.maxResultsMs,
          r.medianFullTextMs,
        ]),
      ]),
    );
    results.search = rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (asked('highlights')) {
  log('\n## Highlights (issue 27): placing and painting 100 marks; the page-load lookup');
  const corpus = corpusPages();
  const longest = [...corpus.entries()].sort((a, b) => b[1].length - a[1].length)[0]![0];
  const pages = new Map([...corpus, ...articlePages()]);
  const server = await servePages(pages);
  const dir = mkdtempSync(join(tmpdir(), 'craft-bench-marks-ext-'));
  try {
    const ext = buildExtension(dir, 'e2e');
    results.highlights = await benchHighlights(
      ext,
      server,
      longest,
      { article: 'article-60kb.html', marked: 'article-120kb.html' },
      log,
    );
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (want('sizes')) {
  log('\n## Bundle sizes (production build, gzip)');
  const dir = mkdtempSync(join(tmpdir(), 'craft-bench-size-'));
  try {
    const sizes = measureBuild(buildExtension(dir, 'production'));
    log(formatTable([['entry', 'bytes', 'gzip'], ...sizes.map((s) => [s.entry, s.bytes, s.gzipBytes])]));
    results.sizes = sizes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// --out=<file>: elsewhere than latest.json (runs side by side, e.g. both injections).
const out = resolve(root, process.argv.find((a) => a.startsWith('--out='))?.slice(6) ?? 'bench/results/latest.json');
// `--only` measures some parts: the parts it did not measure keep what the last run that measured them wrote,
// and `measured` says when each part was taken (a partial run used to replace the whole file).
const previous: Record<string, unknown> = only && existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {};
const taken = Object.keys(results).filter((key) => !['date', 'machine', 'method'].includes(key));
const measured = {
  ...(previous.measured as Record<string, string> | undefined),
  ...Object.fromEntries(taken.map((key) => [key, results.date as string])),
};
writeFileSync(out, JSON.stringify({ ...previous, ...results, measured }, null, 2) + '\n');
log(`\nwrote ${out}`);
