// A page's marks as the background keeps them: changes, what a job delivered, and Craft's copy merged in.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ReadMark } from '../../../../lib/highlights/blocks';
import { parseTextFragment, textFragmentUrl } from '../../../../lib/highlights/text-fragment';
import {
  applyChange,
  markCount,
  MAX_PAGES,
  pageMarksOf,
  pageRecord,
  updatePage,
  withCraft,
  withDelivered,
  withRecord,
  type PageRecord,
} from '../../../../lib/highlights/store';
import type { Mark } from '../../../../lib/model/highlights';
import { markCountsItem } from '../../../../lib/storage/items';

const URL = 'https://a.test/essay';
const mark = (id: string, exact: string, start: number, extra: Partial<Mark> = {}): Mark => ({
  id,
  selectors: [
    { type: 'TextQuoteSelector', exact, prefix: 'said that ', suffix: ' and then' },
    { type: 'TextPositionSelector', start, end: start + exact.length },
  ],
  color: 'yellow',
  createdAt: start,
  ...extra,
});
/** A mark as Craft gives it back: its quote parsed from the link it was written with. */
const fromCraft = (m: Mark, extra: Partial<ReadMark> = {}): ReadMark => {
  const quote = m.selectors[0] as { exact: string; prefix?: string; suffix?: string };
  return { quote: parseTextFragment(textFragmentUrl(URL, quote))!, color: m.color, blockId: 'b-' + m.id, ...extra };
};
const place = { connectionId: 'c1', pageBlockId: 'P' };

function withMarks(...marks: Mark[]): PageRecord {
  let r: PageRecord | undefined;
  for (const m of marks) r = applyChange(r, { op: 'add', url: URL + '#x', title: 'Essay', mark: m }, 1);
  return r!;
}
const delivered = (r: PageRecord, revs: Record<string, number>) =>
  withDelivered(r, { url: URL, connectionId: 'c1', pageBlockId: 'P', revs }, 2)!;

describe('applyChange', () => {
  it('keeps marks in page order under the URL without its fragment; updates and removes by id', () => {
    let r = withMarks(mark('b', 'second', 50), mark('a', 'first', 10));
    expect(pageMarksOf(URL + '#y', r)).toMatchObject({ url: URL, title: 'Essay', marks: [{ id: 'a' }, { id: 'b' }] });
    r = applyChange(r, { op: 'update', url: URL, id: 'a', color: 'red', note: '  why? ' }, 3)!;
    expect(r.marks[0]).toMatchObject({ id: 'a', color: 'red', note: 'why?', rev: 2 });
    r = applyChange(r, { op: 'update', url: URL, id: 'a', note: '' }, 4)!;
    expect(r.marks[0]!.note).toBeUndefined();
    r = applyChange(r, { op: 'remove', url: URL, id: 'b' }, 5)!;
    expect(r.marks.map((m) => m.id)).toEqual(['a']);
    expect(r.removed).toEqual([{ id: 'b', key: expect.stringContaining('#:~:text='), rev: 2 }]);
    expect(applyChange(r, { op: 'remove', url: URL, id: 'b' }, 6)).toBeUndefined();
    expect(applyChange(r, { op: 'add', url: URL, title: '', mark: mark('a', 'first', 10) }, 6)).toBeUndefined();
  });
});

describe('withDelivered and withCraft', () => {
  it('a delivered change lets Craft speak for the mark; one still on its way stays as made', () => {
    const a = mark('a', 'first', 10);
    const b = mark('b', 'second', 50);
    let r = delivered(withMarks(a, b), { a: 1, b: 1 });
    expect(r.craft).toEqual({ connectionId: 'c1', pageBlockId: 'P' });
    r = applyChange(r, { op: 'update', url: URL, id: 'b', color: 'green' }, 3)!;
    // Craft: a's note edited there, b still yellow there (the change to green not delivered yet).
    const read = [fromCraft(a, { note: 'added in Craft', color: 'pink' }), fromCraft(b)];
    const merged = withCraft(r, URL, read, place, 4);
    expect(merged.marks.map((m) => [m.id, m.color, m.note])).toEqual([
      ['a', 'pink', 'added in Craft'],
      ['b', 'green', undefined],
    ]);
    expect(merged.readAt).toBe(4);
  });

  it('a settled mark Craft no longer holds is gone; one not yet sent stays; a removal on its way is not brought back', () => {
    const [a, b, c] = [mark('a', 'first', 10), mark('b', 'second', 50), mark('c', 'third', 90)];
    let r = delivered(withMarks(a, b), { a: 1, b: 1 });
    r = applyChange(r, { op: 'add', url: URL, title: '', mark: c }, 3)!;
    r = applyChange(r, { op: 'remove', url: URL, id: 'b' }, 3)!;
    const merged = withCraft(r, URL, [fromCraft(b)], place, 4);
    expect(merged.marks.map((m) => m.id)).toEqual(['c']);
    // The removal arrived: the tombstone goes.
    expect(delivered(merged, { b: 2, c: 1 }).removed).toBeUndefined();
  });

  it('marks only Craft holds come in with their quote, colour and note, and keep their id on the next read', () => {
    const other = fromCraft(mark('x', 'made elsewhere', 0), { color: 'blue', note: 'hi', blockId: 'B9' });
    const first = withCraft(undefined, URL, [other], place, 1);
    expect(pageMarksOf(URL, first).marks).toEqual([
      {
        id: 'craft-B9',
        selectors: [expect.objectContaining({ type: 'TextQuoteSelector', exact: 'made elsewhere' })],
        color: 'blue',
        note: 'hi',
        createdAt: 0,
      },
    ]);
    // Its quote writes the same link Craft holds: read again, it is the same mark, not a second one.
    const again = withCraft(first, URL, [other], place, 2);
    expect(again.marks.map((m) => m.id)).toEqual(['craft-B9']);
  });
});

describe('the stored index', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is bounded: pages with changes on their way and pages with marks stay before pages searched in vain', () => {
    let index = {};
    const empty = (n: number): PageRecord => ({
      url: `https://e.test/${n}`,
      title: '',
      marks: [],
      readAt: n,
      updatedAt: 10_000 + n,
    });
    const marked = { ...delivered(withMarks(mark('a', 'first', 10)), { a: 1 }), updatedAt: 0 };
    const waiting = { ...withMarks(mark('a', 'first', 10)), url: 'https://w.test/', updatedAt: 0 };
    index = withRecord(index, URL, marked);
    index = withRecord(index, 'https://w.test/', waiting);
    for (let n = 0; n < MAX_PAGES; n++) index = withRecord(index, `https://e.test/${n}`, empty(n));
    expect(Object.keys(index)).toHaveLength(MAX_PAGES);
    expect(index).toHaveProperty([URL]);
    expect(index).toHaveProperty(['https://w.test/']);
    expect(index).not.toHaveProperty(['https://e.test/0']);
  });

  it('keeps every change of changes made at once (one after another) and survives a new context', async () => {
    await Promise.all(
      ['a', 'b', 'c'].map((id, i) =>
        updatePage(URL, (r) =>
          applyChange(r, { op: 'add', url: URL, title: 'Essay', mark: mark(id, id + ' words', i) }, i),
        ),
      ),
    );
    expect((await pageRecord(URL + '#frag'))!.marks.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(await updatePage(URL, () => null)).toMatchObject({ url: URL });
  });

  it("keeps each page's mark count with every write, and rebuilds the counts once when they were never written", async () => {
    const add = (url: string, id: string) =>
      updatePage(url, (r) => applyChange(r, { op: 'add', url, title: '', mark: mark(id, id + ' words', 0) }, 0));
    await add(URL, 'a');
    await add(URL, 'b');
    await add('https://b.test/', 'c');
    expect(await markCountsItem.getValue()).toEqual({ [URL]: 2, 'https://b.test/': 1 });
    expect(await markCount(URL + '#frag')).toBe(2);
    // A page searched in vain (a record without marks) counts none, and is not listed.
    await updatePage('https://c.test/', () => ({ url: 'https://c.test/', title: '', marks: [], updatedAt: 0 }));
    await updatePage('https://b.test/', (r) => applyChange(r, { op: 'remove', url: 'https://b.test/', id: 'c' }, 1));
    expect(await markCountsItem.getValue()).toEqual({ [URL]: 2 });
    expect(await markCount('https://c.test/')).toBe(0);

    // Marks kept before the counts existed: counted from the index on the first ask.
    await markCountsItem.removeValue();
    expect(await markCount(URL)).toBe(2);
    expect(await markCountsItem.getValue()).toEqual({ [URL]: 2 });
  });
});
