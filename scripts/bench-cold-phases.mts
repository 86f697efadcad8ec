/**
 * Where a cold call's time goes, per bundle: CPU of the main thread (CDP ThreadTime) for the bundle's
 * evaluation as the bench injects it (`eval`), its first call (`run1`) and its second (`run2`), each in
 * a fresh page, geometric means over the first N corpus pages. A quick loop for cold-start work:
 * `npx tsx scripts/bench-cold-phases.mts [pages=15] [bundle,bundle…=convert,turndown] [rounds=1]`.
 * A bundle given as `label=path/to/bundle.js` is a prebuilt bundle (e.g. the converter built from a
 * copy of the code before a change, for before/after in the same run): its IIFE's global is renamed.
 */
import { readFile } from 'node:fs/promises';
import type { CDPSession, Page } from 'playwright-core';
import { bundlePipeline } from '../bench/harness/bundle';
import { launchChromium } from '../bench/harness/chromium';
import { freshPage } from '../bench/harness/cold-warm';
import { servePages } from '../bench/harness/serve';
import { corpusPages } from '../bench/pages/load';

const [count = '15', names = 'convert,turndown', rounds = '1'] = process.argv.slice(2);
const pages = corpusPages(Number(count));
const server = await servePages(pages);
const browser = await launchChromium();
const cpu = async (cdp: CDPSession) =>
  ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN) * 1000;
const timed = async (cdp: CDPSession, fn: () => Promise<unknown>) => {
  const before = await cpu(cdp);
  await fn();
  return (await cpu(cdp)) - before;
};
const geomean = (xs: number[]) => Math.exp(xs.reduce((s, x) => s + Math.log(Math.max(x, 0.01)), 0) / xs.length);
// Same shape as cold-warm.ts's STEP: one page task, the code handed over inside a string literal.
const evalIn = (page: Page, code: string) =>
  page.evaluate(`new Promise((r) => setTimeout(() => { (0, eval)(${JSON.stringify(code)}); r(0); }, 0))`);
const runIn = (page: Page, global: string) =>
  page.evaluate(`new Promise((r) => setTimeout(() => r(globalThis.${global}.run().length), 0))`);

const phases = new Map<string, { eval: number[]; run1: number[]; run2: number[] }>();
const codes = new Map<string, string>();
const globalOf = (name: string) => `__pipe_${name.replace(/\W/g, '_')}`;
for (const spec of names.split(',')) {
  const [name, file] = spec.split('=');
  if (!file) codes.set(name, await bundlePipeline(name, globalOf(name)));
  else codes.set(name, (await readFile(file, 'utf8')).replace(/^var [\w$]+=/, `var ${globalOf(name)}=`));
}
for (let r = 0; r < Number(rounds); r++) {
  for (const url of pages.keys()) {
    for (const [name, code] of codes) {
      const global = globalOf(name);
      const { page, cdp, close } = await freshPage(browser, server.url(url));
      const p = phases.get(name) ?? { eval: [], run1: [], run2: [] };
      p.eval.push(await timed(cdp, () => evalIn(page, code)));
      p.run1.push(await timed(cdp, () => runIn(page, global)));
      p.run2.push(await timed(cdp, () => runIn(page, global)));
      phases.set(name, p);
      await close();
    }
  }
}
for (const [name, p] of phases) {
  const [e, r1, r2] = [geomean(p.eval), geomean(p.run1), geomean(p.run2)];
  console.log(
    `${name.padEnd(22)} ${(codes.get(name)!.length / 1000).toFixed(1)} KB  eval ${e.toFixed(1)}  run1 ${r1.toFixed(1)}  run2 ${r2.toFixed(1)}  cold ${(e + r1).toFixed(1)} ms`,
  );
}
await browser.close();
await server.close();
