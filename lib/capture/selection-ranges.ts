/**
 * Finds every selected range the user can see: all ranges of the document selection (Firefox
 * keeps several), ranges inside open shadow roots, and same-origin frames. Closed shadow roots and
 * cross-origin frames are out of reach by design.
 */

const MAX_FRAME_DEPTH = 3;
const MAX_SHADOW_ROOTS = 500;

/**
 * Ranges that may point into shadow trees (Chromium 137+, Safari 17, Firefox 142). Typed loosely:
 * older engines took the roots as separate arguments instead of `{ shadowRoots }`.
 */
interface ComposedSelection {
  getComposedRanges?: (...args: unknown[]) => StaticRange[];
}
/** Chromium's non-standard `ShadowRoot.getSelection()`. */
type SelectableRoot = ShadowRoot & { getSelection?: () => Selection | null };

function rangesOf(selection: Selection | null | undefined): Range[] {
  const ranges: Range[] = [];
  for (let i = 0; i < (selection?.rangeCount ?? 0); i++) {
    const range = selection!.getRangeAt(i);
    if (!range.collapsed) ranges.push(range);
  }
  return ranges;
}

function openShadowRoots(root: Document | ShadowRoot, into: ShadowRoot[] = []): ShadowRoot[] {
  for (const el of root.querySelectorAll('*')) {
    if (into.length >= MAX_SHADOW_ROOTS) break;
    if (el.shadowRoot) {
      into.push(el.shadowRoot);
      openShadowRoots(el.shadowRoot, into);
    }
  }
  return into;
}

function composedRanges(selection: ComposedSelection, roots: ShadowRoot[]): StaticRange[] {
  if (typeof selection.getComposedRanges !== 'function') return [];
  try {
    return selection.getComposedRanges({ shadowRoots: roots });
  } catch {
    // Older engines took the roots as separate arguments.
    try {
      return selection.getComposedRanges(...roots);
    } catch {
      return [];
    }
  }
}

/** A live Range for a static range that lies inside one shadow tree; others are skipped. */
function toShadowRange(doc: Document, range: StaticRange): Range | undefined {
  if (range.collapsed) return undefined;
  const root = range.startContainer.getRootNode();
  if (root.nodeType !== Node.DOCUMENT_FRAGMENT_NODE || range.endContainer.getRootNode() !== root) return undefined;
  try {
    const live = doc.createRange();
    live.setStart(range.startContainer, range.startOffset);
    live.setEnd(range.endContainer, range.endOffset);
    return live.collapsed ? undefined : live;
  } catch {
    return undefined;
  }
}

function shadowRanges(doc: Document, selection: Selection | null): Range[] {
  // Nothing selected anywhere (a selection in a shadow tree still makes the document's a Range):
  // no need to visit every element of the page looking for shadow roots, on every capture.
  if (selection?.type === 'None' || selection?.type === 'Caret') return [];
  const roots = openShadowRoots(doc);
  if (!roots.length) return [];
  const composed = selection ? composedRanges(selection as ComposedSelection, roots) : [];
  if (composed.length) return composed.map((r) => toShadowRange(doc, r)).filter((r): r is Range => !!r);
  return roots.flatMap((root) => rangesOf((root as SelectableRoot).getSelection?.()));
}

function sameRange(a: Range, b: Range): boolean {
  return (
    a.startContainer === b.startContainer &&
    a.startOffset === b.startOffset &&
    a.endContainer === b.endContainer &&
    a.endOffset === b.endOffset
  );
}

/**
 * A frame the user cannot see (not rendered, `visibility: hidden`, transparent) shows no selection.
 * Reaching into a same-origin frame costs about 2 ms the first time (the browser sets up the
 * script's context in it), and pages carry dozens of frames (ads, trackers, embeds): entering every
 * one of breitbart's 34 took 38 ms, of cnn's 30, 50 ms.
 */
function canShowSelection(frame: HTMLIFrameElement): boolean {
  return typeof frame.checkVisibility !== 'function' || frame.checkVisibility(FRAME_VISIBILITY);
}

const FRAME_VISIBILITY = { visibilityProperty: true, opacityProperty: true };

function frameRanges(frame: HTMLIFrameElement, everyFrame: boolean, depth: number): Range[] {
  try {
    if (!canShowSelection(frame)) return [];
    // Null for a cross-origin frame: its window is then never touched (that too has a cost).
    const doc = frame.contentDocument;
    const win = doc?.defaultView;
    return doc && win ? selectedRanges(doc, win, everyFrame, depth + 1) : [];
  } catch {
    return []; // cross-origin
  }
}

/**
 * Every non-collapsed range, in the order the browser reports them. A frame's selection counts
 * when the frame has focus (where the user selects, focus goes), or, with `everyFrame`, when nothing
 * else is selected: a frame keeps a stale selection after the user clicks elsewhere, and that must
 * not leak into the clip. `everyFrame` is for clipping the selection; other modes only say whether
 * there is one, and the focused frames answer that without visiting every frame.
 */
export function selectedRanges(doc: Document, win: Window, everyFrame = true, depth = 0): Range[] {
  const selection = win.getSelection?.() ?? null;
  const ranges = rangesOf(selection);
  for (const range of shadowRanges(doc, selection)) {
    if (!ranges.some((known) => sameRange(known, range))) ranges.push(range);
  }
  if (depth >= MAX_FRAME_DEPTH) return ranges;
  const active = doc.activeElement;
  const focused =
    active?.localName === 'iframe' || active?.localName === 'frame' ? (active as HTMLIFrameElement) : null;
  if (focused) ranges.push(...frameRanges(focused, everyFrame, depth));
  if (ranges.length || !everyFrame) return ranges;
  const frames = [...doc.querySelectorAll<HTMLIFrameElement>('iframe, frame')];
  return frames.flatMap((frame) => (frame === focused ? [] : frameRanges(frame, everyFrame, depth)));
}
