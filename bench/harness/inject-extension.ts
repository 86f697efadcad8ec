/**
 * The extension's way into a page, for the cold/warm benchmark: a small MV3 bench extension (built into
 * a temp dir) holds each pipeline's bundle as a file; its service worker injects it as
 * lib/browser/capture-tab.ts injects capture.js (`chrome.scripting.executeScript({ files })` into the
 * tab's isolated world, at once), then calls the pipeline's `run` with a second executeScript (`func`)
 * and returns its output. No string literal, no `eval`: what a user's clip pays.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page, Worker } from 'playwright-core';
import { launchWithExtension } from '../../tests/e2e/support/launch-extension';
import { MEASURE_FLAGS } from './chromium';

export interface Injected {
  wallMs: number;
  out: string;
}

/** Runs in the service worker (a string, so tsx's helpers never reach it). Wall time: worker to worker. */
const INJECT = `async ({ tabId, file, global, arg }) => {
  const target = { tabId };
  const start = performance.now();
  if (file) await chrome.scripting.executeScript({ target, files: [file], injectImmediately: true });
  if (!global) return { wallMs: performance.now() - start, out: '' };
  const [frame] = await chrome.scripting.executeScript({
    target,
    injectImmediately: true,
    func: (g, a) => globalThis[g].run(a ?? undefined),
    args: [global, arg ?? null],
  });
  const wallMs = performance.now() - start;
  if (typeof frame?.result !== 'string') throw new Error('run gave no string: ' + JSON.stringify(frame));
  return { wallMs, out: frame.result };
}`;

/** Whether the tab's isolated world holds `global`: the extension's check before it injects (capture-tab.ts). */
const INSTALLED = `async ({ tabId, global }) => {
  const [frame] = await chrome.scripting.executeScript({
    target: { tabId },
    injectImmediately: true,
    func: (g) => globalThis[g] !== undefined,
    args: [global],
  });
  return frame?.result === true;
}`;

/** The tab showing `url` (unique per page: the bench adds a counter). */
const TAB_OF = `async (url) => (await chrome.tabs.query({})).find((t) => t.url === url)?.id`;

export const fileOf = (bundle: string): string => `/${bundle}.js`;

export interface BenchExtension {
  /** A new tab on `url`, a CDP session on it, and the bench extension's way into it. */
  freshTab(url: string): Promise<{ page: Page; cdp: CDPSession; tabId: number; close(): Promise<void> }>;
  /** Injects `file` (if any), then calls `globalThis[global].run(arg)` (if `global`: else injects only). */
  inject(tabId: number, file: string | undefined, global: string, arg?: string): Promise<Injected>;
  /** Whether the tab holds `global` (the extension asks this before injecting capture.js again). */
  installed(tabId: number, global: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * `bundles`: name → minified IIFE assigning its global; each becomes `/<name>.js` in the extension.
 * `initScript` runs in every page's main world (the Long Tasks observer).
 */
export async function launchBenchExtension(
  bundles: ReadonlyMap<string, string>,
  initScript: string,
): Promise<BenchExtension> {
  const dir = await mkdtemp(join(tmpdir(), 'craft-bench-inject-'));
  const extensionDir = join(dir, 'extension');
  await writeExtension(extensionDir, bundles);
  const { context } = await launchWithExtension({
    userDataDir: join(dir, 'profile'),
    extensionDir,
    args: MEASURE_FLAGS,
  });
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
  await context.addInitScript(initScript);
  const worker = context.serviceWorkers()[0];
  let opened = 0;
  return {
    freshTab: (url) => openTab(context, worker, `${url}?tab=${++opened}`),
    inject: (tabId, file, global, arg) =>
      worker.evaluate(`(${INJECT})(${JSON.stringify({ tabId, file, global, arg })})`),
    installed: (tabId, global) => worker.evaluate(`(${INSTALLED})(${JSON.stringify({ tabId, global })})`),
    async close() {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function writeExtension(dir: string, bundles: ReadonlyMap<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true });
  const manifest = {
    manifest_version: 3,
    name: 'Clip to Craft bench injector',
    version: '1.0.0',
    permissions: ['scripting', 'tabs'],
    host_permissions: ['http://127.0.0.1/*'],
    background: { service_worker: 'background.js' },
  };
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
  await writeFile(join(dir, 'background.js'), '// The bench drives this worker through worker.evaluate.\n');
  for (const [name, code] of bundles) await writeFile(join(dir, fileOf(name)), code);
}

async function openTab(context: BrowserContext, worker: Worker, url: string) {
  const page = await context.newPage();
  page.setDefaultTimeout(600_000);
  await page.goto(url, { waitUntil: 'load', timeout: 600_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const tabId = (await worker.evaluate(`(${TAB_OF})(${JSON.stringify(url)})`)) as number | undefined;
  if (tabId === undefined) throw new Error(`no tab found for ${url}`);
  return { page, cdp, tabId, close: () => page.close() };
}
