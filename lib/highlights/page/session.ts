/**
 * A page's marks while the page is open (issue 27 §1–§5): what the reader marks is described
 * (anchor.ts), painted at once (paint.ts) and only then told to the background (channel.ts); marks
 * that come back are placed again, painted, and the ones that cannot be placed are kept aside to be
 * listed, never painted somewhere else. No UI here: ui.ts shows bars and boxes over this.
 */
import { anchor, describe } from '../anchor';
import type { MarkColor } from '../blocks';
import { markAt, paintMarks, type PaintedMark } from '../paint';
import type { Mark, PageMarks } from '../../model/highlights';
import type { MarksChannel } from './channel';

export interface PlacedMark {
  mark: Mark;
  /** Where it is on the page; null: it could not be placed. */
  range: Range | null;
}

export interface SessionOptions {
  channel: MarksChannel;
  /** The page's address without its fragment, and its title, read when a change is sent. */
  page(): { url: string; title: string };
  newId(): string;
  now(): number;
}

export class MarksSession {
  /** In page order as placed (marks made here are added at the end). */
  private readonly marks = new Map<string, PlacedMark>();

  constructor(
    private readonly doc: Document,
    private readonly options: SessionOptions,
  ) {}

  /** Marks with a place on the page now. */
  get placed(): PlacedMark[] {
    return [...this.marks.values()].filter((m) => m.range);
  }

  /** Marks that could not be placed, oldest first. */
  get unplaced(): Mark[] {
    return [...this.marks.values()]
      .filter((m) => !m.range)
      .map((m) => m.mark)
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  get(id: string): PlacedMark | undefined {
    return this.marks.get(id);
  }

  /** Marks `range` in `color`: painted before this returns, then sent. */
  highlight(range: Range, color: MarkColor): Mark {
    const root = this.doc.body;
    const mark: Mark = {
      id: this.options.newId(),
      selectors: describe(range, root),
      color,
      createdAt: this.options.now(),
    };
    this.marks.set(mark.id, { mark, range: range.cloneRange() });
    this.paint();
    const { url, title } = this.options.page();
    void this.options.channel.change({ op: 'add', url, title, mark });
    return mark;
  }

  /** A new colour or note for a mark (an empty note removes it). */
  update(id: string, change: { color?: MarkColor; note?: string }): void {
    const placed = this.marks.get(id);
    if (!placed) return;
    const note = change.note?.trim();
    const mark: Mark = { ...placed.mark, ...(change.color ? { color: change.color } : {}) };
    if (note !== undefined) {
      if (note) mark.note = note;
      else delete mark.note;
    }
    this.marks.set(id, { mark, range: placed.range });
    this.paint();
    const { url } = this.options.page();
    void this.options.channel.change({
      op: 'update',
      url,
      id,
      ...(change.color ? { color: change.color } : {}),
      ...(note !== undefined ? { note } : {}),
    });
  }

  remove(id: string): void {
    if (!this.marks.delete(id)) return;
    this.paint();
    void this.options.channel.change({ op: 'remove', url: this.options.page().url, id });
  }

  /**
   * Places `page`'s marks (Craft's word on them replaces what this page held, except marks made here
   * that the answer does not know yet), paints them and reports which could be placed.
   */
  place(page: PageMarks): { placed: string[]; unplaced: string[] } {
    const root = this.doc.body;
    const known = new Set(page.marks.map((m) => m.id));
    const madeHere = [...this.marks.values()].filter((m) => !known.has(m.mark.id));
    this.marks.clear();
    for (const mark of page.marks) {
      const range = anchor(root, mark.selectors);
      this.marks.set(mark.id, { mark, range: range && !range.collapsed ? range : null });
    }
    for (const m of madeHere) this.marks.set(m.mark.id, m);
    this.paint();
    const placed = page.marks.filter((m) => this.marks.get(m.id)?.range).map((m) => m.id);
    const unplaced = page.marks.filter((m) => !this.marks.get(m.id)?.range).map((m) => m.id);
    void this.options.channel.placed({ url: this.options.page().url, placed, unplaced });
    return { placed, unplaced };
  }

  /** The mark painted under the point (x, y), in viewport coordinates. */
  markAt(x: number, y: number): PlacedMark | undefined {
    const hit = markAt(this.doc, this.painted(), x, y);
    return hit ? this.marks.get(hit.id) : undefined;
  }

  /** The mark holding the range's start (a caret or a selection inside it), if any. */
  markHolding(range: Range): PlacedMark | undefined {
    return this.placed.findLast(({ range: r }) => {
      if (!r) return false;
      try {
        return (
          r.isPointInRange(range.startContainer, range.startOffset) &&
          r.comparePoint(range.endContainer, range.endOffset) === 0
        );
      } catch {
        return false;
      }
    });
  }

  private painted(): PaintedMark[] {
    return this.placed.map(({ mark, range }) => ({ id: mark.id, color: mark.color, range: range! }));
  }

  private paint(): void {
    paintMarks(this.doc, this.painted());
  }
}
