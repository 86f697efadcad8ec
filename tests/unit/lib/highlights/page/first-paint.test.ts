// @vitest-environment happy-dom
// The first mark on a page, painted before highlights.js is there (first-paint.ts): what the worker's
// first call paints and keeps, what it leaves alone, and how the page script takes the pending mark as
// its new mark (sent once, painted once, one stylesheet). happy-dom has no CSS Custom Highlight API:
// a registry of Sets stands in for it here; real Chromium and Firefox run it in the e2e tests.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarkChange } from '../../../../../lib/model/highlights';
import { firstPaint, paintFirst, PENDING, takePending } from '../../../../../lib/highlights/page/first-paint';
import { startMarksPage } from '../../../../../lib/highlights/page/marks-page';
import { highlightName, markStyles } from '../../../../../lib/highlights/paint';

class FakeHighlight extends Set<Range> {
  constructor(...ranges: Range[]) {
    super(ranges);
  }
}

let registry: Map<string, FakeHighlight>;

function select(text: string): Range {
  const node = [...document.querySelectorAll('p')]
    .flatMap((p) => [...p.childNodes])
    .find((n) => n.textContent?.includes(text))!;
  const range = document.createRange();
  const at = node.textContent!.indexOf(text);
  range.setStart(node, at);
  range.setEnd(node, at + text.length);
  getSelection()!.removeAllRanges();
  getSelection()!.addRange(range);
  return range;
}

/** Every painted range's text, by highlight name. */
function painted(): Record<string, string[]> {
  return Object.fromEntries([...registry].map(([name, h]) => [name, [...h].map((r) => r.toString())]));
}

beforeEach(() => {
  document.body.innerHTML = '<p>Tomatoes need six to eight hours of sun.</p><p>Water in the morning.</p>';
  document.adoptedStyleSheets = [];
  registry = new Map();
  vi.stubGlobal('CSS', { highlights: registry });
  vi.stubGlobal('Highlight', FakeHighlight);
  globalThis.__craftMarks = undefined;
  globalThis.__craftPendingMarks = undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
  globalThis.__craftMarks = undefined;
  globalThis.__craftPendingMarks = undefined;
});

describe('paintFirst, the worker’s first call in the page', () => {
  it('the page script is there: it runs the request, nothing else is painted', async () => {
    const run = vi.fn(async () => ({ painted: 2, unplaced: 0 }));
    globalThis.__craftMarks = { run, adopt: vi.fn(), scrollTo: vi.fn(), report: vi.fn() };
    select('six to eight hours');
    await expect(paintFirst({ kind: 'highlight' }, firstPaint('green'))).resolves.toEqual({ painted: 2, unplaced: 0 });
    expect(run).toHaveBeenCalledWith({ kind: 'highlight' });
    expect(registry.size).toBe(0);
    expect(globalThis.__craftPendingMarks).toBeUndefined();
  });

  it('no script yet: the selection is painted in the colour given and kept as pending, the selection cleared', async () => {
    select('six to eight hours');
    await expect(paintFirst({ kind: 'highlight' }, firstPaint('green'))).resolves.toBe(PENDING);
    expect(painted()).toEqual({ [highlightName('green')]: ['six to eight hours'] });
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(getSelection()!.rangeCount).toBe(0);
    const [pending] = globalThis.__craftPendingMarks!;
    expect({ text: pending.range.toString(), color: pending.color }).toEqual({
      text: 'six to eight hours',
      color: 'green',
    });
    expect(pending.sheet).toBe(document.adoptedStyleSheets[0]);
  });

  it('answers after the frame that paints it is drawn (the script comes next), or after 100 ms without frames', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    try {
      let answered = false;
      select('six to eight hours');
      void paintFirst({ kind: 'highlight' }, firstPaint('green'))!.then(() => (answered = true));
      expect(painted()).toEqual({ [highlightName('green')]: ['six to eight hours'] });
      await vi.advanceTimersByTimeAsync(1);
      expect(answered).toBe(false);
      await vi.advanceTimersToNextFrame();
      await vi.advanceTimersByTimeAsync(1);
      expect(answered).toBe(true);

      answered = false;
      vi.stubGlobal('requestAnimationFrame', () => 0);
      select('Water in the morning');
      void paintFirst({ kind: 'highlight' }, firstPaint('green'))!.then(() => (answered = true));
      await vi.advanceTimersByTimeAsync(99);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(answered).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('pressed again before the script is there: both are painted and pending, with one stylesheet', async () => {
    select('six to eight hours');
    paintFirst({ kind: 'highlight' }, firstPaint('green'));
    select('Water in the morning');
    await expect(paintFirst({ kind: 'highlight' }, firstPaint('green'))).resolves.toBe(PENDING);
    expect(painted()).toEqual({ [highlightName('green')]: ['six to eight hours', 'Water in the morning'] });
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(globalThis.__craftPendingMarks!.map((p) => p.range.toString())).toEqual([
      'six to eight hours',
      'Water in the morning',
    ]);
  });

  it.each([
    ['a caret, no text selected', () => getSelection()!.collapse(document.querySelector('p')!.firstChild!, 3)],
    ['nothing selected', () => getSelection()!.removeAllRanges()],
    ['only spaces selected', () => select(' ')],
  ])('%s: nothing painted or kept; the page script will be asked', (_, arrange) => {
    arrange();
    expect(paintFirst({ kind: 'highlight' }, firstPaint('yellow'))).toBeNull();
    expect(registry.size).toBe(0);
    expect(document.adoptedStyleSheets).toHaveLength(0);
    expect(globalThis.__craftPendingMarks).toBeUndefined();
  });

  it('no colour given (a "show" request) or no CSS Custom Highlight API: nothing painted, the selection kept', () => {
    select('six to eight hours');
    expect(paintFirst({ kind: 'show' }, null)).toBeNull();
    vi.stubGlobal('CSS', {});
    expect(paintFirst({ kind: 'highlight' }, firstPaint('yellow'))).toBeNull();
    expect(registry.size).toBe(0);
    expect(getSelection()!.toString()).toBe('six to eight hours');
  });

  it('is serialised with nothing but its arguments: the styles and name come from paint.ts', () => {
    expect(firstPaint('mint')).toEqual({ color: 'mint', name: highlightName('mint'), css: markStyles() });
    expect(markStyles()).toContain(`::highlight(${highlightName('mint')})`);
  });
});

describe('the page script takes the pending marks', () => {
  function page() {
    const changes: MarkChange[] = [];
    const marks = startMarksPage(
      document,
      window,
      {
        change: async (change) => {
          changes.push(change);
          return undefined;
        },
        pageMarks: async () => undefined,
        placed: async () => undefined,
      },
      { get: async () => 'yellow', set: async () => undefined },
    );
    return { marks, changes };
  }

  it('takePending hands them over once, oldest first, and takes its stylesheet off the page', () => {
    const own = new CSSStyleSheet();
    document.adoptedStyleSheets = [own];
    select('six to eight hours');
    paintFirst({ kind: 'highlight' }, firstPaint('green'));
    select('Water in the morning');
    paintFirst({ kind: 'highlight' }, firstPaint('blue'));
    expect(document.adoptedStyleSheets).toHaveLength(2);

    const taken = takePending(globalThis, document);
    expect(taken.marks.map((p) => [p.range.toString(), p.color])).toEqual([
      ['six to eight hours', 'green'],
      ['Water in the morning', 'blue'],
    ]);
    expect(taken.note).toBe(false);
    expect(document.adoptedStyleSheets).toEqual([own]);
    expect(takePending(globalThis, document)).toEqual({ marks: [], note: false });
  });

  const press = (key: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true, ...init });
    document.body.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('"n" pressed right after a pending mark, before the script is there, is kept for it (its note box)', () => {
    select('six to eight hours');
    paintFirst({ kind: 'highlight' }, firstPaint('green'));
    expect(press('n')).toBe(true);
    // Only the first key press after the mark counts, and the listener is gone once the script took over.
    expect(press('n')).toBe(false);
    expect(takePending(globalThis, document).note).toBe(true);

    select('Water in the morning');
    paintFirst({ kind: 'highlight' }, firstPaint('green'));
    expect(press('x')).toBe(false);
    expect(press('n')).toBe(false);
    expect(takePending(globalThis, document).note).toBe(false);

    select('six to eight hours');
    paintFirst({ kind: 'highlight' }, firstPaint('green'));
    expect(press('n', { ctrlKey: true })).toBe(false);
    expect(takePending(globalThis, document).note).toBe(false);

    select('Water in the morning');
    paintFirst({ kind: 'highlight' }, firstPaint('green'));
    takePending(globalThis, document);
    expect(press('n')).toBe(false);
  });

  it('a pending mark adopted is the page’s new mark: sent once as an add, painted once, one stylesheet', () => {
    Object.assign(window, { CSS: { highlights: registry }, Highlight: FakeHighlight });
    select('six to eight hours');
    paintFirst({ kind: 'highlight' }, firstPaint('green'));
    const [first] = globalThis.__craftPendingMarks!;
    const { marks, changes } = page();
    for (const { range, color } of takePending(globalThis, document).marks) marks.adopt(range, color);

    expect(changes).toEqual([
      expect.objectContaining({
        op: 'add',
        mark: expect.objectContaining({
          color: 'green',
          selectors: expect.arrayContaining([expect.objectContaining({ exact: 'six to eight hours' })]),
        }),
      }),
    ]);
    expect(painted()).toEqual({ [highlightName('green')]: ['six to eight hours'] });
    // Painted again by the session: its own range, the first paint's left nowhere.
    expect(registry.get(highlightName('green'))!.has(first.range)).toBe(false);
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(document.adoptedStyleSheets).not.toContain(first.sheet);
    expect(marks.report().placed).toEqual([(changes[0] as Extract<MarkChange, { op: 'add' }>).mark.id]);
  });
});
