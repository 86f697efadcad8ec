/**
 * The page side of highlighting (issue 27 §1–§3, §5), wired: the shortcut or the menu marks the
 * selection in the last colour used; once the page has a mark, a bar beside a new selection offers
 * the nine colours; "n" right after marking opens the note box; a click on a painted mark (or the
 * shortcut with the caret in it) opens its menu. Marks that come back are placed; those that cannot
 * be are listed in a corner. Listeners are added once, when the script is first installed.
 */
import type { MarkColor } from '../blocks';
import type { PageMarks, PlacedReport } from '../../model/highlights';
import type { MarksChannel } from './channel';
import { pageKey } from '../page-key';
import { MarksSession } from './session';
import { markMenu, noteBox, selectionBar, unplacedList } from './ui/panels';
import { createUiRoot } from './ui/root';

/** What the extension asks of the page script. `marks`: the page's marks, when the caller has them. */
export type MarksRequest = { kind: 'highlight' } | { kind: 'show'; marks?: PageMarks };

/** What the page shows after a request: marks painted and marks listed as not placed. */
export interface MarksSummary {
  painted: number;
  unplaced: number;
}

export interface ColorStore {
  get(): Promise<MarkColor>;
  set(color: MarkColor): Promise<void>;
}

export interface MarksPage {
  run(request: MarksRequest): Promise<MarksSummary>;
  /**
   * Makes a mark painted before this script was there (first-paint.ts) the page's new mark; `note`:
   * "n" was pressed right after it, so its note box opens.
   */
  adopt(range: Range, color: MarkColor, note?: boolean): void;
  /** Scrolls the page to mark `id` and flashes it (the side panel's list); false when it is not placed here. */
  scrollTo(id: string): boolean;
  /** Which of the page's marks are placed here and which could not be (the side panel's list). */
  report(): PlacedReport;
}

/** How long a mark the side panel scrolled to stays selected, so the eye finds it. */
const FLASH_MS = 1200;

export function startMarksPage(doc: Document, win: Window, channel: MarksChannel, colors: ColorStore): MarksPage {
  const session = new MarksSession(doc, {
    channel,
    page: () => ({ url: pageKey(win.location.href), title: doc.title.trim() || win.location.href }),
    newId: () => win.crypto.randomUUID(),
    now: () => Date.now(),
  });
  const ui = createUiRoot(doc);
  let color = colors.get().catch((): MarkColor => 'yellow');
  let loaded: Promise<void> | undefined;
  /** The mark just made: "n" opens its note box until another key or click. */
  let justMade: string | undefined;

  const useColor = (next: MarkColor) => {
    color = Promise.resolve(next);
    void colors.set(next).catch(() => undefined);
  };

  const summary = (): MarksSummary => ({ painted: session.placed.length, unplaced: session.unplaced.length });

  function showUnplaced(): void {
    const marks = session.unplaced;
    if (marks.length) ui.corner(unplacedList(doc, marks, () => ui.hideCorner()));
    else ui.hideCorner();
  }

  function place(page: PageMarks | undefined): void {
    if (!page) return;
    session.place(page);
    showUnplaced();
  }

  function load(marks?: PageMarks): Promise<void> {
    if (marks) {
      place(marks);
      loaded ??= Promise.resolve();
      return loaded;
    }
    loaded ??= channel.pageMarks(pageKey(win.location.href)).then(place);
    return loaded;
  }

  function mark(range: Range, chosen: MarkColor): void {
    const made = session.highlight(range, chosen);
    win.getSelection()?.removeAllRanges();
    ui.hidePanel();
    justMade = made.id;
  }

  function openMenu(id: string): void {
    const placed = session.get(id);
    if (!placed?.range) return;
    justMade = undefined;
    const menu = markMenu(doc, placed.mark, {
      color: (next) => {
        useColor(next);
        session.update(id, { color: next });
        ui.hidePanel();
      },
      note: () => openNote(id),
      remove: () => {
        session.remove(id);
        ui.hidePanel();
      },
    });
    ui.show(menu, placed.range.getBoundingClientRect());
    menu.querySelector('button')?.focus();
  }

  function openNote(id: string): void {
    const placed = session.get(id);
    if (!placed?.range) return;
    justMade = undefined;
    const box = noteBox(
      doc,
      placed.mark.note ?? '',
      (note) => {
        session.update(id, { note });
        ui.hidePanel();
      },
      () => ui.hidePanel(),
    );
    ui.show(box, placed.range.getBoundingClientRect());
    box.querySelector('input')?.focus();
  }

  /** The selection as one range, when it holds text. */
  function selected(): Range | undefined {
    const selection = win.getSelection();
    if (!selection || selection.rangeCount === 0) return undefined;
    return selection.getRangeAt(0);
  }

  function offerBar(): void {
    const range = selected();
    if (!range || range.collapsed || !range.toString().trim() || !session.placed.length) return;
    const saved = range.cloneRange();
    ui.show(
      selectionBar(doc, (chosen) => {
        useColor(chosen);
        mark(saved, chosen);
      }),
      saved.getBoundingClientRect(),
    );
  }

  doc.addEventListener('mouseup', (event) => {
    if (ui.owns(event) || event.button !== 0) return;
    justMade = undefined;
    const range = selected();
    if (range && !range.collapsed) return offerBar();
    const hit = session.markAt(event.clientX, event.clientY);
    if (hit) openMenu(hit.mark.id);
    else ui.hidePanel();
  });
  doc.addEventListener('keyup', (event) => {
    if (!ui.owns(event) && event.shiftKey && event.key.startsWith('Arrow')) offerBar();
  });
  win.addEventListener(
    'keydown',
    (event) => {
      if (ui.owns(event)) {
        if (event.key === 'Escape') ui.hidePanel();
        return;
      }
      const id = justMade;
      justMade = undefined;
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      if (id && plain && event.key.toLowerCase() === 'n') {
        event.preventDefault();
        event.stopPropagation();
        openNote(id);
      } else if (event.key === 'Escape') ui.hidePanel();
    },
    true,
  );

  return {
    adopt(range, chosen, note) {
      justMade = session.highlight(range, chosen).id;
      if (note) openNote(justMade);
    },
    scrollTo(id) {
      const range = session.get(id)?.range;
      if (!range) return false;
      const at = range.startContainer;
      (at instanceof Element ? at : at.parentElement)?.scrollIntoView({ block: 'center' });
      // The flash is the page's own selection for a moment: nothing is added to the page.
      const selection = win.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range.cloneRange());
      win.setTimeout(() => {
        const now = win.getSelection();
        if (now?.rangeCount && now.getRangeAt(0).toString() === range.toString()) now.removeAllRanges();
      }, FLASH_MS);
      return true;
    },
    report() {
      return {
        url: pageKey(win.location.href),
        placed: session.placed.map((p) => p.mark.id),
        unplaced: session.unplaced.map((m) => m.id),
      };
    },
    async run(request) {
      if (request.kind === 'show') {
        await load(request.marks);
        return summary();
      }
      const range = selected();
      const holder = range && session.markHolding(range);
      if (holder) {
        openMenu(holder.mark.id);
      } else if (range && !range.collapsed && range.toString().trim()) {
        mark(range, await color);
      }
      // The page's other marks come after the new one is painted.
      await load();
      return summary();
    },
  };
}
