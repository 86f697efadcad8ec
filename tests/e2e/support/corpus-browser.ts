/**
 * The corpus suites' browser (tests/e2e/corpus*.spec.ts): a loopback server for the saved pages, and
 * Chromium with the extension where nothing resolves but loopback and every other request is
 * aborted, so nothing a page references is ever fetched. Pages are measured several at a time.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchWithExtension } from './launch-extension';

export interface CorpusBrowser {
  origin: string;
  context: BrowserContext;
  /** An extension page, from which capture.js is run in a tab (run-capture.ts). */
  extensionPage: Page;
}

/** Runs `use` with a browser whose only reachable site is `serve`'s; closes everything after. */
export async function withCorpusBrowser<T>(
  serve: (req: IncomingMessage, res: ServerResponse) => void,
  use: (browser: CorpusBrowser) => Promise<T>,
): Promise<T> {
  const server = createServer(serve);
  await new Promise<void>((done) => server.listen(0, 'localhost', done));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const userDataDir = await mkdtemp(join(tmpdir(), 'craft-corpus-'));
  try {
    const { context, extensionId } = await launchWithExtension({
      userDataDir,
      // Nothing resolves but loopback, whatever a page or the route below might miss.
      args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'],
    });
    try {
      await context.route('**/*', (route) =>
        route.request().url().startsWith(`${origin}/`) ? route.continue() : route.abort('blockedbyclient'),
      );
      const extensionPage = await context.newPage();
      await extensionPage.goto(`chrome-extension://${extensionId}/options.html`);
      return await use({ origin, context, extensionPage });
    } finally {
      await context.close();
    }
  } finally {
    await rm(userDataDir, { recursive: true, force: true });
    await new Promise((done) => server.close(done));
  }
}

/** `measure` of every name, `parallel` at a time; results in the order of `names`. */
export async function measureEach<T>(
  names: string[],
  parallel: number,
  measure: (name: string) => Promise<T>,
): Promise<T[]> {
  const results = new Map<string, T>();
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) results.set(name, await measure(name));
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  return names.map((name) => results.get(name)!);
}
