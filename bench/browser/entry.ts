/**
 * In-page side of the conversion benchmark: `__bench.run(name)` times one conversion of the live
 * document with `performance.now()`, after a forced GC (Chromium runs with --expose-gc), and reports
 * how much the JS heap grew during it (precise with --enable-precise-memory-info). Minor GCs inside
 * the run can free memory before the end, so the heap growth is a lower bound of the peak.
 */
import { converters, oursPageCapture } from './converters';

interface RunResult {
  ms: number;
  heapGrowthBytes: number;
  outputChars: number;
}

declare const gc: (() => void) | undefined;
const heap = () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;

export const names = [...Object.keys(converters), 'ours (page capture)'];

export async function run(name: string): Promise<RunResult> {
  if (typeof gc === 'function') gc();
  const before = heap();
  const start = performance.now();
  const out = name === 'ours (page capture)' ? await oursPageCapture(document) : converters[name](document);
  const ms = performance.now() - start;
  const heapGrowthBytes = Math.max(0, heap() - before);
  return { ms, heapGrowthBytes, outputChars: out.length };
}

/** The Markdown itself, for the fidelity suite: `html` is parsed into a fresh document first. */
export function convertHtml(name: string, html: string, url: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  if (!doc.querySelector('base')) {
    const base = doc.createElement('base');
    base.href = url;
    doc.head.prepend(base);
  }
  return converters[name](doc);
}
