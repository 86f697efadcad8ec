/**
 * The first mark on a page within one frame (issue 27, "Speed and permissions"). Before highlights.js is
 * in the page, the worker's first call (`paintFirst`, serialised by scripting.executeScript) paints
 * the selection at once with the CSS Custom Highlight API, as paint.ts would, and leaves it on the
 * isolated world's globalThis as a pending mark; highlights.js, injected right after, takes it
 * (`takePending`) and makes it the page's new mark: described, sent once, painted again by the session.
 * Without this the first mark waited for three round trips and the file's evaluation (about two frames).
 */
import type { MarkColor } from '../blocks';
import { highlightName, markStyles } from '../paint';
import type { MarksPage, MarksRequest, MarksSummary } from './marks-page';

/** What the first paint needs, worked out in the worker: the colour, its highlight's name, the styles. */
export interface FirstPaint {
  color: MarkColor;
  name: string;
  css: string;
}

/** A mark painted before the page script was there. `sheet`: the stylesheet adopted for it. */
export interface PendingMark {
  range: Range;
  color: MarkColor;
  sheet: CSSStyleSheet;
}

/** What `paintFirst` answers when it painted a pending mark (the page script is not there yet). */
export const PENDING = 'pending';

/** The key press `paintFirst` listens for until the script is there: "n" then opens the note box. */
export interface PendingKeys {
  listener: (event: KeyboardEvent) => void;
  note: boolean;
}

declare global {
  var __craftMarks: MarksPage | undefined;
  var __craftPendingMarks: PendingMark[] | undefined;
  var __craftPendingKeys: PendingKeys | undefined;
}

export function firstPaint(color: MarkColor): FirstPaint {
  return { color, name: highlightName(color), css: markStyles() };
}

/**
 * Runs in the page's isolated world, serialised: nothing from outside it but its arguments and the
 * page's globals. The page script's answer when it is there; else, for a highlight with text selected,
 * the selection painted and kept as pending (`PENDING`, answered once the frame that paints it is
 * drawn: highlights.js, injected on that answer, would hold up that frame while it is evaluated);
 * else null (nothing done).
 */
export function paintFirst(
  request: MarksRequest,
  first: FirstPaint | null,
): Promise<MarksSummary | typeof PENDING> | null {
  const page = globalThis.__craftMarks;
  if (page) return page.run(request);
  const selection = getSelection();
  const range = selection?.rangeCount ? selection.getRangeAt(0) : undefined;
  const registry = typeof CSS === 'object' ? CSS.highlights : undefined;
  if (!first || !range || range.collapsed || !range.toString().trim() || !registry) return null;
  const pending = (globalThis.__craftPendingMarks ??= []);
  let sheet = pending[0]?.sheet;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(first.css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  // "n" right after marking opens the note box (marks-page.ts); pressed before the script is there, it
  // is kept for it. The first key press after the mark decides, as there.
  const keys = (globalThis.__craftPendingKeys ??= {
    note: false,
    listener: (event: KeyboardEvent) => {
      removeEventListener('keydown', keys.listener, true);
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      if (!plain || event.key.toLowerCase() !== 'n') return;
      event.preventDefault();
      event.stopPropagation();
      keys.note = true;
    },
  });
  keys.note = false;
  removeEventListener('keydown', keys.listener, true);
  addEventListener('keydown', keys.listener, true);
  const held = range.cloneRange();
  pending.push({ range: held, color: first.color, sheet });
  const painted = registry.get(first.name);
  if (painted) painted.add(held);
  else registry.set(first.name, new Highlight(held));
  selection!.removeAllRanges();
  return new Promise((resolve) => {
    // A literal, not PENDING: this function is serialised without its module.
    const drawn = () => resolve('pending');
    // After the next frame's rendering; the timer alone where frames are held back (a hidden frame).
    requestAnimationFrame(() => setTimeout(drawn));
    setTimeout(drawn, 100);
  });
}

/**
 * The marks `paintFirst` left in `scope`, oldest first (`note`: "n" was pressed right after the last),
 * its key listener removed and the stylesheet it adopted taken off `doc`.
 */
export function takePending(
  scope: typeof globalThis,
  doc: Document,
): { marks: Array<Omit<PendingMark, 'sheet'>>; note: boolean } {
  const pending = scope.__craftPendingMarks ?? [];
  const keys = scope.__craftPendingKeys;
  scope.__craftPendingMarks = scope.__craftPendingKeys = undefined;
  if (keys) scope.removeEventListener('keydown', keys.listener, true);
  const sheet = pending[0]?.sheet;
  if (sheet) doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet);
  return { marks: pending.map(({ range, color }) => ({ range, color })), note: Boolean(keys?.note && pending.length) };
}
