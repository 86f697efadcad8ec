// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { hasContent, readSelection, selectionNode } from '../../../../lib/capture/selection';
import { loadPage, rangeOver, withRanges, type LoadedPage } from './load-page';

const PAGE = `<!doctype html><html><body>
<p id="one">First paragraph here.</p>
<p id="two">Second paragraph here.</p>
<p id="three">Third paragraph here.</p>
<p id="blank">   </p>
<p id="pic"><img src="/cat.png" alt="cat"></p>
<div id="host"></div>
<iframe id="frame"></iframe>
</body></html>`;

function textOf(doc: Document, id: string): Node {
  return doc.getElementById(id)!.firstChild!;
}

/** Makes the page's iframe show `frame` (happy-dom does not load iframe documents itself). */
function attachFrame(page: LoadedPage, frame: LoadedPage | 'cross-origin'): HTMLIFrameElement {
  const el = page.doc.getElementById('frame') as HTMLIFrameElement;
  const deny = () => {
    throw new DOMException('Blocked a frame with origin', 'SecurityError');
  };
  Object.defineProperty(el, 'contentDocument', { get: frame === 'cross-origin' ? deny : () => frame.doc });
  Object.defineProperty(el, 'contentWindow', { get: frame === 'cross-origin' ? deny : () => frame.win });
  return el;
}

describe('selection', () => {
  it('takes every range of a multi-range selection, each as its own block, in order', () => {
    const { doc, win } = loadPage(PAGE);
    const ranges = [rangeOver(doc, textOf(doc, 'one'), textOf(doc, 'one'), 0, 5), rangeOver(doc, textOf(doc, 'three'))];
    const selection = readSelection(doc, withRanges(win, ranges));
    expect(selection.ranges).toHaveLength(2);
    expect(hasContent(selection)).toBe(true);
    const node = selectionNode(doc, selection);
    expect([...node.children].map((block) => block.textContent)).toEqual(['First', 'Third paragraph here.']);
  });

  it('joins Firefox per-cell ranges of one table into a single table, row by row', () => {
    const { doc, win } = loadPage(`<!doctype html><html><body>
      <table id="t" class="data" data-track="x"><tr><th>Fruit</th><th>Qty</th></tr>
      <tr><td>apple</td><td>3</td></tr><tr><td>pear</td><td>5</td></tr></table>
      <p id="after">After.</p></body></html>`);
    const rows = doc.querySelectorAll('tr');
    const cell = (row: number, index: number) => {
      const range = doc.createRange();
      range.setStart(rows[row], index);
      range.setEnd(rows[row], index + 1);
      return range;
    };
    const ranges = [cell(1, 0), cell(2, 0), cell(2, 1), rangeOver(doc, textOf(doc, 'after'))];
    const node = selectionNode(doc, readSelection(doc, withRanges(win, ranges)));
    expect(node.innerHTML).toBe(
      '<div><table class="data"><tbody><tr><td>apple</td></tr><tr><td>pear</td><td>5</td></tr></tbody></table></div>' +
        '<div>After.</div>',
    );
  });

  it('ignores collapsed and whitespace-only ranges', () => {
    const { doc, win } = loadPage(PAGE);
    const collapsed = rangeOver(doc, textOf(doc, 'two'), textOf(doc, 'two'), 3, 3);
    const blank = rangeOver(doc, textOf(doc, 'blank'));
    const selection = readSelection(doc, withRanges(win, [collapsed, blank]));
    expect(hasContent(selection)).toBe(false);
    expect(selectionNode(doc, selection).children).toHaveLength(0);
  });

  it('counts a selected image as content', () => {
    const { doc, win } = loadPage(PAGE);
    const range = rangeOver(doc, doc.getElementById('pic')!);
    const selection = readSelection(doc, withRanges(win, [range]));
    expect(hasContent(selection)).toBe(true);
    expect(selectionNode(doc, selection).querySelector('img')?.getAttribute('alt')).toBe('cat');
  });

  it('reads the real selection of the window', () => {
    const { doc, win } = loadPage(PAGE);
    win.getSelection()!.addRange(rangeOver(doc, textOf(doc, 'two')));
    expect(selectionNode(doc, readSelection(doc, win)).textContent).toBe('Second paragraph here.');
  });

  it('takes text selected in a focused textarea as plain paragraphs', () => {
    const { doc, win } = loadPage(PAGE);
    const area = doc.createElement('textarea');
    area.value = 'before *not bold*\nline two\n\nsecond paragraph after';
    doc.body.append(area);
    area.focus();
    area.setSelectionRange(7, 44);
    const selection = readSelection(doc, win);
    expect(selection.fieldText).toBe('*not bold*\nline two\n\nsecond paragraph');
    expect(hasContent(selection)).toBe(true);
    expect(selectionNode(doc, selection).innerHTML).toBe(
      '<div><p>*not bold*<br>line two</p><p>second paragraph</p></div>',
    );
  });

  it('never reads a password field', () => {
    const { doc, win } = loadPage(PAGE);
    const input = doc.createElement('input');
    input.type = 'password';
    input.value = 'hunter2';
    doc.body.append(input);
    input.focus();
    input.setSelectionRange(0, 7);
    const selection = readSelection(doc, win);
    expect(selection.fieldText).toBeUndefined();
    expect(hasContent(selection)).toBe(false);
  });

  it('reads a selection inside an open shadow root (Chromium ShadowRoot.getSelection)', () => {
    const { doc, win } = loadPage(PAGE);
    const root = doc.getElementById('host')!.attachShadow({ mode: 'open' });
    root.innerHTML = '<ul><li>shadow item</li></ul>';
    const range = rangeOver(doc, root.querySelector('li')!.firstChild!);
    Object.assign(root, { getSelection: () => ({ rangeCount: 1, getRangeAt: () => range }) });
    const selection = readSelection(doc, withRanges(win, []));
    expect(selectionNode(doc, selection).innerHTML).toBe('<div><ul><li>shadow item</li></ul></div>');
  });

  it('reads a selection inside an open shadow root through getComposedRanges', () => {
    const { doc, win } = loadPage(PAGE);
    const root = doc.getElementById('host')!.attachShadow({ mode: 'open' });
    root.innerHTML = '<p>composed text</p>';
    const text = root.querySelector('p')!.firstChild!;
    let askedFor: unknown;
    const selectionWithComposed = {
      rangeCount: 0,
      getRangeAt: () => undefined,
      getComposedRanges: (options: { shadowRoots: ShadowRoot[] }) => {
        askedFor = options.shadowRoots;
        return [{ startContainer: text, startOffset: 0, endContainer: text, endOffset: 8, collapsed: false }];
      },
    };
    const fakeWin = { location: win.location, getSelection: () => selectionWithComposed } as unknown as Window;
    const selection = readSelection(doc, fakeWin);
    expect(askedFor).toEqual([root]);
    expect(selectionNode(doc, selection).textContent).toBe('composed');
  });

  it('reads a same-origin frame when nothing else is selected', () => {
    const page = loadPage(PAGE);
    const frame = loadPage('<!doctype html><html><body><p id="in">Inside the frame.</p></body></html>');
    frame.win.getSelection()!.addRange(rangeOver(frame.doc, frame.doc.getElementById('in')!.firstChild!));
    attachFrame(page, frame);
    expect(selectionNode(page.doc, readSelection(page.doc, withRanges(page.win, []))).textContent).toBe(
      'Inside the frame.',
    );
  });

  it('leaves out a stale frame selection when the page itself has one', () => {
    const page = loadPage(PAGE);
    const frame = loadPage('<!doctype html><html><body><p id="in">Stale frame text.</p></body></html>');
    frame.win.getSelection()!.addRange(rangeOver(frame.doc, frame.doc.getElementById('in')!.firstChild!));
    attachFrame(page, frame);
    const selection = readSelection(page.doc, withRanges(page.win, [rangeOver(page.doc, textOf(page.doc, 'one'))]));
    expect(selectionNode(page.doc, selection).textContent).toBe('First paragraph here.');
  });

  it('skips a cross-origin frame without failing', () => {
    const page = loadPage(PAGE);
    attachFrame(page, 'cross-origin');
    const selection = readSelection(page.doc, withRanges(page.win, []));
    expect(selection.ranges).toEqual([]);
    expect(hasContent(selection)).toBe(false);
  });

  /** The page's frame shows a page whose paragraph is selected. */
  function frameWithSelection(page: LoadedPage): HTMLIFrameElement {
    const frame = loadPage('<!doctype html><html><body><p id="in">Inside the frame.</p></body></html>');
    frame.win.getSelection()!.addRange(rangeOver(frame.doc, frame.doc.getElementById('in')!.firstChild!));
    return attachFrame(page, frame);
  }

  it('does not enter a frame the user cannot see', () => {
    for (const style of ['display: none', 'visibility: hidden', 'opacity: 0']) {
      const page = loadPage(PAGE);
      frameWithSelection(page).setAttribute('style', style);
      expect(readSelection(page.doc, withRanges(page.win, [])).ranges, style).toEqual([]);
    }
  });

  it('only says whether something is selected from the focused frame, without every frame', () => {
    const page = loadPage(PAGE);
    const el = frameWithSelection(page);
    expect(hasContent(readSelection(page.doc, withRanges(page.win, []), false))).toBe(false);
    Object.defineProperty(page.doc, 'activeElement', { configurable: true, get: () => el });
    expect(hasContent(readSelection(page.doc, withRanges(page.win, []), false))).toBe(true);
    expect(selectionNode(page.doc, readSelection(page.doc, withRanges(page.win, []))).textContent).toBe(
      'Inside the frame.',
    );
  });

  it('never touches the window of a frame whose document it cannot read', () => {
    const page = loadPage(PAGE);
    const el = page.doc.getElementById('frame') as HTMLIFrameElement;
    let windowRead = false;
    Object.defineProperty(el, 'contentDocument', { get: () => null });
    Object.defineProperty(el, 'contentWindow', {
      get: () => {
        windowRead = true;
        return null;
      },
    });
    expect(readSelection(page.doc, withRanges(page.win, [])).ranges).toEqual([]);
    expect(windowRead).toBe(false);
  });
});
