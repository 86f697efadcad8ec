/**
 * A page's marks as the background keeps them (issue 27 §4–§6), in plain functions over plain JSON:
 * a reader's change applied at once, what the outbox delivered noted, and the page as read back from
 * Craft merged in. Craft is the truth: a mark Craft no longer holds is gone here too, a note or colour
 * changed in Craft shows here — except for changes of this browser the outbox has not delivered yet
 * (`rev` > `sent`), which stay as made until they arrive. The storage item and its one writer: store.ts.
 */
import type { Destination } from '../model/types';
import type { Mark, MarkChange, PageMarks } from '../model/highlights';
import type { ReadMark } from './blocks';
import { linkedQuote, pageKey, passageKey } from './page-block';
import type { QuoteSelector } from './text-fragment';

/** A mark as kept: the shared Mark, and how far Craft has it. */
export interface KeptMark extends Mark {
  /** Changes made to it here (add = 1); `sent` is the last one the outbox delivered. */
  rev: number;
  sent?: number;
}

/** Where a page's marks live in Craft. */
export interface CraftPlace {
  connectionId: string;
  /** The page block holding the marks, once created or found. */
  pageBlockId?: string;
  /** Where the page block went (or goes): the history's place for the page, else the marks' destination. */
  destination?: Destination;
}

export interface PageRecord {
  url: string;
  title: string;
  /** In page order (text position, then creation). */
  marks: KeptMark[];
  /** Marks removed here whose Craft blocks the outbox has not deleted yet: a read of Craft must not bring them back. */
  removed?: Array<{ id: string; key: string; rev: number }>;
  craft?: CraftPlace;
  /** When Craft was last read for this page (ms), or searched for it without finding it. */
  readAt?: number;
  /** What the page script placed on its last visit (marksPlaced). */
  placed?: { placed: number; unplaced: string[] };
  updatedAt: number;
}

/** URL without fragment → the page's record. */
export type MarksIndex = Record<string, PageRecord>;

/** Pages kept at most (the least recently changed go first); a page's marks stay in Craft either way. */
export const MAX_PAGES = 300;

/** Page key → its mark count, for the pages that have marks (store.ts keeps it beside the index). */
export function markCounts(index: MarksIndex): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [key, record] of Object.entries(index)) if (record.marks.length) counts[key] = record.marks.length;
  return counts;
}

/** The quote selector of a mark (every mark has one: anchor.ts describe). */
export function quoteOf(mark: Pick<Mark, 'selectors'>): QuoteSelector {
  const quote = mark.selectors.find((s) => s.type === 'TextQuoteSelector');
  return quote ?? { type: 'TextQuoteSelector', exact: '' };
}

/** Where a mark starts in the page's text, when known. */
function startOf(mark: Mark): number {
  const position = mark.selectors.find((s) => s.type === 'TextPositionSelector');
  return position ? position.start : Number.POSITIVE_INFINITY;
}

export const inPageOrder = (a: Mark, b: Mark): number => startOf(a) - startOf(b) || a.createdAt - b.createdAt;

/** The shared view of a record (what the messages answer). */
export function pageMarksOf(url: string, record: PageRecord | undefined): PageMarks {
  const strip = ({ rev: _rev, sent: _sent, ...mark }: KeptMark): Mark => mark;
  return { url: pageKey(url), title: record?.title ?? '', marks: (record?.marks ?? []).map(strip) };
}

/** The record after one change; undefined when the change names a mark the page does not have. */
export function applyChange(record: PageRecord | undefined, change: MarkChange, now: number): PageRecord | undefined {
  const url = pageKey(change.url);
  const base: PageRecord = record ?? { url, title: '', marks: [], updatedAt: now };
  if (change.op === 'add') {
    if (base.marks.some((m) => m.id === change.mark.id)) return undefined;
    const marks = [...base.marks, { ...change.mark, rev: 1 }].sort(inPageOrder);
    return { ...base, title: change.title || base.title, marks, updatedAt: now };
  }
  const mark = base.marks.find((m) => m.id === change.id);
  if (!mark) return undefined;
  if (change.op === 'remove') {
    const marks = base.marks.filter((m) => m !== mark);
    const removed = [...(base.removed ?? []), { id: mark.id, key: passageKey(url, quoteOf(mark)), rev: mark.rev + 1 }];
    return { ...base, marks, removed, updatedAt: now };
  }
  const next: KeptMark = { ...mark, rev: mark.rev + 1 };
  if (change.color) next.color = change.color;
  if (change.note !== undefined) {
    const note = change.note.trim();
    if (note) next.note = note;
    else delete next.note;
  }
  return { ...base, marks: base.marks.map((m) => (m === mark ? next : m)), updatedAt: now };
}

/** What one outbox job delivered: its page block and the revision of each mark it carried. */
export interface MarksDelivered {
  url: string;
  connectionId: string;
  /** None when the job only removed marks from a page Craft has no block for. */
  pageBlockId?: string;
  revs: Record<string, number>;
  destination?: Destination;
}

/** The record once a job delivered: the page block known, the delivered revisions noted, delivered removals forgotten. */
export function withDelivered(
  record: PageRecord | undefined,
  done: MarksDelivered,
  now: number,
): PageRecord | undefined {
  if (!record) return undefined;
  const marks = record.marks.map((m) => {
    const rev = done.revs[m.id];
    return rev !== undefined && rev > (m.sent ?? 0) ? { ...m, sent: Math.min(rev, m.rev) } : m;
  });
  const removed = (record.removed ?? []).filter((r) => (done.revs[r.id] ?? 0) < r.rev);
  const craft: CraftPlace = {
    ...record.craft,
    connectionId: done.connectionId,
    pageBlockId: done.pageBlockId ?? record.craft?.pageBlockId,
    ...(done.destination ? { destination: done.destination } : {}),
  };
  // The job read the page and made it so a moment ago: as good as a read.
  return { ...record, marks, removed: removed.length ? removed : undefined, craft, readAt: now, updatedAt: now };
}

/** Whether Craft has every change made here (a read of Craft then tells the whole truth about a mark). */
const settled = (m: KeptMark) => (m.sent ?? 0) >= m.rev;

/**
 * The record after reading the page block's marks from Craft (`read`, in Craft's order). A mark Craft
 * holds is matched by its passage; Craft's colour and note win for marks whose changes all arrived.
 * A settled mark Craft no longer holds was deleted there: gone. A mark only Craft holds (made on another
 * browser, or by hand in Craft) comes in with the quote its link carries. Removed marks still on their
 * way stay out. `pageBlockId` undefined: Craft has no page block for this page (deleted there).
 */
export function withCraft(
  record: PageRecord | undefined,
  url: string,
  read: readonly ReadMark[],
  place: CraftPlace,
  now: number,
): PageRecord {
  const key = pageKey(url);
  const base: PageRecord = record ?? { url: key, title: '', marks: [], updatedAt: now };
  const inCraft = new Map<string, ReadMark>();
  const keyOf = (m: ReadMark) => passageKey(key, linkedQuote(m.quote));
  for (const m of read) if (!inCraft.has(keyOf(m))) inCraft.set(keyOf(m), m);
  const gone = new Set((base.removed ?? []).map((r) => r.key));
  const marks: KeptMark[] = [];
  const seen = new Set<string>();
  for (const mark of base.marks) {
    const k = passageKey(key, quoteOf(mark));
    seen.add(k);
    const there = inCraft.get(k);
    if (!there) {
      if (!settled(mark)) marks.push(mark);
      continue;
    }
    if (!settled(mark)) {
      marks.push(mark);
      continue;
    }
    const next: KeptMark = { ...mark, color: there.color };
    if (there.note) next.note = there.note;
    else delete next.note;
    marks.push(next);
  }
  let order = 0;
  for (const m of read) {
    const k = keyOf(m);
    if (seen.has(k) || gone.has(k)) continue;
    seen.add(k);
    marks.push({
      id: 'craft-' + (m.blockId ?? k),
      selectors: [linkedQuote(m.quote)],
      color: m.color,
      ...(m.note ? { note: m.note } : {}),
      // Unplaced marks list in creation order: Craft's order stands in for it.
      createdAt: order++,
      rev: 1,
      sent: 1,
    });
  }
  return { ...base, marks: marks.sort(inPageOrder), craft: place, readAt: now, updatedAt: now };
}

/** The index with `record` under its URL, kept inside MAX_PAGES (the least recently changed pages go). */
export function withRecord(index: MarksIndex, url: string, record: PageRecord | undefined): MarksIndex {
  const key = pageKey(url);
  const next = { ...index };
  if (record) next[key] = record;
  else delete next[key];
  const keys = Object.keys(next);
  if (keys.length <= MAX_PAGES) return next;
  // A page with changes still on their way is never dropped before one without.
  const open = (r: PageRecord) => r.marks.some((m) => !settled(m)) || Boolean(r.removed?.length);
  // Then pages with marks before pages only noted as searched in vain.
  const rank = (r: PageRecord) => (open(r) ? 2 : r.marks.length ? 1 : 0);
  const kept = keys
    .sort((a, b) => rank(next[b]!) - rank(next[a]!) || next[b]!.updatedAt - next[a]!.updatedAt)
    .slice(0, MAX_PAGES);
  return Object.fromEntries(kept.map((k) => [k, next[k]!]));
}
