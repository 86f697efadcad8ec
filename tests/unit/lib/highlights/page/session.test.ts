// @vitest-environment happy-dom
// The page's marks session: what each reader action sends (the messages the background receives),
// and what placing a page's marks keeps, lists and reports. Painting itself is e2e (CSS.highlights
// is Chromium's and Firefox's, not happy-dom's).
import { beforeEach, describe, expect, it } from 'vitest';
import type { MarkChange, PageMarks, PlacedReport } from '../../../../../lib/model/highlights';
import type { MarksChannel } from '../../../../../lib/highlights/page/channel';
import { MarksSession } from '../../../../../lib/highlights/page/session';

const URL = 'https://example.com/a';

function recorder() {
  const changes: MarkChange[] = [];
  const reports: PlacedReport[] = [];
  const channel: MarksChannel = {
    change: async (change) => {
      changes.push(change);
      return undefined;
    },
    pageMarks: async () => undefined,
    placed: async (report) => {
      reports.push(report);
    },
  };
  return { changes, reports, channel };
}

function rangeOf(text: string): Range {
  const node = [...document.querySelectorAll('p')]
    .flatMap((p) => [...p.childNodes])
    .find((n) => n.textContent?.includes(text))!;
  const range = document.createRange();
  const at = node.textContent!.indexOf(text);
  range.setStart(node, at);
  range.setEnd(node, at + text.length);
  return range;
}

describe('MarksSession', () => {
  let ids = 0;
  let log: ReturnType<typeof recorder>;
  let session: MarksSession;

  beforeEach(() => {
    document.body.innerHTML = '<p>Tomatoes need six to eight hours of sun.</p><p>Water in the morning.</p>';
    ids = 0;
    log = recorder();
    session = new MarksSession(document, {
      channel: log.channel,
      page: () => ({ url: URL, title: 'Tomatoes' }),
      newId: () => `m${++ids}`,
      now: () => 1_000 + ids,
    });
  });

  it('a highlight is described and sent as an add, in the colour given', () => {
    const mark = session.highlight(rangeOf('six to eight hours'), 'green');
    expect(log.changes).toEqual([{ op: 'add', url: URL, title: 'Tomatoes', mark }]);
    expect(mark).toMatchObject({ id: 'm1', color: 'green' });
    expect(mark.selectors).toContainEqual(
      expect.objectContaining({ type: 'TextQuoteSelector', exact: 'six to eight hours', prefix: 'Tomatoes need ' }),
    );
    expect(session.placed.map((p) => p.range?.toString())).toEqual(['six to eight hours']);
  });

  it.each([
    ['a new colour', { color: 'blue' as const }, { color: 'blue' }, { color: 'blue' }],
    ['a note, trimmed', { note: '  check  ' }, { note: 'check' }, { note: 'check' }],
    ['an empty note removes it', { note: ' ' }, { note: '' }, {}],
  ])('%s is sent as an update', (_name, change, sent, kept) => {
    const { id } = session.highlight(rangeOf('Water'), 'yellow');
    session.update(id, change);
    expect(log.changes[1]).toEqual({ op: 'update', url: URL, id, ...sent });
    const mark = session.get(id)!.mark;
    expect({ color: mark.color, ...(mark.note !== undefined ? { note: mark.note } : {}) }).toEqual({
      color: 'yellow',
      ...kept,
    });
  });

  it('a removal is sent once; an unknown id sends nothing', () => {
    const { id } = session.highlight(rangeOf('Water'), 'yellow');
    session.remove(id);
    session.remove(id);
    session.update('nope', { color: 'red' });
    expect(log.changes.map((c) => c.op)).toEqual(['add', 'remove']);
    expect(session.placed).toEqual([]);
  });

  it('placing: marks found are placed, the others listed oldest first, marks made here kept, and reported', () => {
    const here = session.highlight(rangeOf('Water in'), 'pink');
    const found = { ...here, id: 'old1', createdAt: 5, color: 'gray' as const };
    const lostLate = { id: 'old2', createdAt: 9, color: 'red' as const, selectors: [quote('gone passage')] };
    const lostEarly = { id: 'old3', createdAt: 2, color: 'red' as const, selectors: [quote('also gone')] };
    const page: PageMarks = { url: URL, title: 'Tomatoes', marks: [found, lostLate, lostEarly] };

    expect(session.place(page)).toEqual({ placed: ['old1'], unplaced: ['old2', 'old3'] });
    expect(session.unplaced.map((m) => m.id)).toEqual(['old3', 'old2']);
    expect(session.placed.map((p) => p.mark.id)).toEqual(['old1', here.id]);
    expect(log.reports).toEqual([{ url: URL, placed: ['old1'], unplaced: ['old2', 'old3'] }]);
  });

  it('the mark holding a caret is found; a caret outside every mark finds none', () => {
    const { id } = session.highlight(rangeOf('six to eight hours'), 'yellow');
    expect(session.markHolding(rangeOf('eight'))?.mark.id).toBe(id);
    expect(session.markHolding(rangeOf('sun'))).toBeUndefined();
  });
});

function quote(exact: string) {
  return { type: 'TextQuoteSelector' as const, exact };
}
