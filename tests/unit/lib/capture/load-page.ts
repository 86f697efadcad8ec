/** Test helper: a happy-dom window at a given URL holding the given HTML, scripts disabled. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Window } from 'happy-dom';
import { afterEach } from 'vitest';

const open: Window[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((win) => win.happyDOM.close()));
});

export interface LoadedPage {
  doc: Document;
  win: globalThis.Window;
}

export function loadPage(html: string, url = 'https://www.example.com/blog/post?id=7#comments'): LoadedPage {
  const win = new Window({ url, settings: { disableJavaScriptEvaluation: true } });
  open.push(win);
  win.document.write(html);
  return { doc: win.document as unknown as Document, win: win as unknown as globalThis.Window };
}

/** A window whose selection holds exactly these ranges, as Firefox reports multi-range selections. */
export function withRanges(win: globalThis.Window, ranges: Range[]): globalThis.Window {
  const selection = { rangeCount: ranges.length, getRangeAt: (i: number) => ranges[i] };
  return { location: win.location, getSelection: () => selection } as unknown as globalThis.Window;
}

/** A range from the start of `from`'s text to the end of `to`'s text. */
export function rangeOver(doc: Document, from: Node, to: Node = from, startOffset = 0, endOffset?: number): Range {
  const range = doc.createRange();
  range.setStart(from, startOffset);
  range.setEnd(to, endOffset ?? (to.nodeType === 3 ? (to.textContent ?? '').length : to.childNodes.length));
  return range;
}

/** A file under tests/fixtures/capture/ (a path, not a URL: happy-dom replaces the global URL). */
export function readFixture(name: string): string {
  return readFileSync(resolve(import.meta.dirname, '../../../fixtures/capture', name), 'utf8');
}
