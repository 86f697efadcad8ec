/**
 * Which pages have marks, learned from one search of Craft (learn-marks.ts) and merged into the index
 * (learned-pages.ts): against the emulator's search, and against a Craft that answers the searches
 * other ways (refuses the regexp, finds nothing for it, fails), since how the real search treats
 * punctuation is not documented.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createCraftClient, CraftError } from '../../../../lib/craft';
import type { Block, SearchHit } from '../../../../lib/craft/types';
import { marksPageMarkdown, markMarkdown, type MarkBlock } from '../../../../lib/highlights/blocks';
import { learnMarkedPages, markedPages, MARK_SEARCHES } from '../../../../lib/highlights/learn-marks';
import { withLearned } from '../../../../lib/highlights/learned-pages';
import { linkedQuote, passageKey } from '../../../../lib/highlights/page-block';
import { learnPages, markCount, pageRecord, MAX_PAGES, type PageRecord } from '../../../../lib/highlights/store';
import { useEmulator } from '../outbox/use-emulator';

const ESSAY = 'https://essays.test/reading?x=1';
const WIKI = 'https://en.wikipedia.org/wiki/Tomato_(plant)';
const quote = (exact: string, prefix?: string, suffix?: string): MarkBlock['quote'] => ({
  type: 'TextQuoteSelector',
  exact,
  ...(prefix ? { prefix } : {}),
  ...(suffix ? { suffix } : {}),
});
const block = (id: string, url: string, mark: MarkBlock): Pick<Block, 'id' | 'markdown'> => ({
  id,
  markdown: markMarkdown(url, { ...mark, note: undefined }),
});
const exacts = (pages: ReturnType<typeof markedPages>) =>
  Object.fromEntries(Object.entries(pages).map(([k, marks]) => [k, marks.map((m) => `${m.color}:${m.quote.exact}`)]));

describe('markedPages', () => {
  it('reads each mark block by the page its link names; other blocks are skipped', () => {
    const pages = markedPages([
      block('1', ESSAY, { quote: quote('One sentence', 'said', 'and'), color: 'green' }),
      { id: '2', markdown: 'A clipped [link](https://a.test/x#:~:text=word) in a paragraph' },
      block('3', WIKI, { quote: quote('red fruit'), color: 'yellow' }),
      { id: '4', markdown: '<highlight color="blue">no link back</highlight>' },
      block('5', ESSAY, { quote: quote('A third'), color: 'red' }),
      block('5', ESSAY, { quote: quote('A third'), color: 'red' }),
    ]);
    expect(exacts(pages)).toEqual({
      [ESSAY]: ['green:One sentence', 'red:A third'],
      // The link's encoded parentheses given back, as the address bar has them.
      [WIKI]: ['yellow:red fruit'],
    });
    expect(pages[ESSAY]![0]).toMatchObject({ blockId: '1', quote: { exact: 'One sentence' } });
  });
});

describe('learnMarkedPages against the emulator', () => {
  const emulator = useEmulator();

  it.each(['space', 'documents', 'daily-notes'] as const)(
    '%s link: one search finds every marks page the link reaches',
    async (kind) => {
      const link = emulator.link(kind);
      const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
      const page = (url: string, marks: MarkBlock[]) => marksPageMarkdown({ title: 'Title', url }, marks);
      const docs = kind === 'daily-notes' ? [] : (await client.documents.list()).filter((d) => !d.isDeleted);
      // Today's note where the link has daily notes, else a document; the second page in a document.
      const essay = kind === 'documents' ? { pageId: docs[1]!.id } : { date: 'today' as const };
      const green = [{ quote: quote('One sentence'), color: 'green' as const, note: 'a note' }];
      await client.blocks.insertMarkdown(page(ESSAY, green), { position: 'end', ...essay });
      if (kind !== 'daily-notes') {
        const yellow = [{ quote: quote('red fruit'), color: 'yellow' as const }];
        await client.blocks.insertMarkdown(page(WIKI, yellow), { position: 'end', pageId: docs[0]!.id });
      }
      emulator.log.clear();
      const pages = await learnMarkedPages(client, kind);
      expect(exacts(pages)).toEqual({
        [ESSAY]: ['green:One sentence'],
        ...(kind === 'daily-notes' ? {} : { [WIKI]: ['yellow:red fruit'] }),
      });
      expect(emulator.log.entries().map((e) => `${e.method} ${e.path}`)).toEqual([
        `GET /${kind === 'daily-notes' ? 'daily-notes' : 'documents'}/search`,
      ]);
    },
  );

  it('a space without marks: each search once, nothing learned', async () => {
    const link = emulator.link('space');
    const pages = await learnMarkedPages(createCraftClient({ baseUrl: link.apiUrl }), 'space');
    expect(pages).toEqual({});
    expect(emulator.log.entries().length).toBe(MARK_SEARCHES.length);
  });
});

describe('learnMarkedPages against other answers', () => {
  const hit = (blocks: Array<Pick<Block, 'id' | 'markdown'>>): SearchHit => ({
    documentId: 'd',
    markdown: '',
    blocks: blocks.map((b) => ({ ...b, type: 'text' })),
  });
  const found = hit([block('1', ESSAY, { quote: quote('One sentence'), color: 'green' })]);
  function craft(answer: (search: Record<string, unknown>) => SearchHit[]) {
    const asked: Array<Record<string, unknown>> = [];
    const search = async (s: Record<string, unknown>) => {
      asked.push(s);
      return answer(s);
    };
    return { asked, client: { documents: { search }, searchDailyNotes: search } as never };
  }

  it.each([
    ['refuses the regexp (400)', () => [new CraftError('bad-request', 'no'), [found]]],
    ['finds nothing for the regexp', () => [[], [found]]],
    ['answers the regexp without blocks', () => [[{ documentId: 'd', markdown: '**:~:text=**' }], [found]]],
  ] as const)('a Craft that %s: the link’s text "↗" is searched next', async (_, answers) => {
    const [first, second] = answers();
    const { asked, client } = craft((s) => {
      const answer = s.regexps ? first : second;
      if (answer instanceof Error) throw answer;
      return answer as SearchHit[];
    });
    expect(Object.keys(await learnMarkedPages(client, 'space'))).toEqual([ESSAY]);
    expect(asked).toEqual([
      { regexps: ':~:text=', fetchBlocks: true },
      { include: '↗', fetchBlocks: true },
    ]);
  });

  it('a failure other than a refusal is the caller’s (tried again later), the next search not sent', async () => {
    const { asked, client } = craft(() => {
      throw new CraftError('rate-limited', 'slow down', { status: 429 });
    });
    await expect(learnMarkedPages(client, 'documents')).rejects.toMatchObject({ kind: 'rate-limited' });
    expect(asked).toHaveLength(1);
  });
});

describe('learned pages in the index', () => {
  beforeEach(() => fakeBrowser.reset());
  const learned = {
    [ESSAY]: markedPages([block('1', ESSAY, { quote: quote('One sentence'), color: 'green' })])[ESSAY]!,
  };
  const local = (url: string, marks: number, extra: Partial<PageRecord> = {}): PageRecord => ({
    url,
    title: 'Kept',
    marks: Array.from({ length: marks }, (_, i) => ({
      id: `m${i}`,
      selectors: [{ type: 'TextQuoteSelector' as const, exact: `local ${i}` }],
      color: 'yellow' as const,
      createdAt: i,
      rev: 2,
      sent: 1,
    })),
    updatedAt: 5,
    ...extra,
  });

  it('an unknown page comes in with its marks, no page block and no read time: its visit reads Craft', async () => {
    await learnPages(learned, 'c1');
    expect(await markCount(ESSAY + '#top')).toBe(1);
    expect(await pageRecord(ESSAY)).toEqual({
      url: ESSAY,
      title: '',
      marks: [expect.objectContaining({ id: 'craft-1', color: 'green', rev: 1, sent: 1 })],
      craft: { connectionId: 'c1' },
      updatedAt: 0,
    });
  });

  it('a page with marks kept here stays as it is (its changes not delivered yet included)', () => {
    const index = { [ESSAY]: local(ESSAY, 2) };
    expect(withLearned(index, learned, 'c1')).toBe(index);
  });

  it('a page searched in vain before gets the marks, and is read again on its visit', () => {
    const index = {
      [ESSAY]: local(ESSAY, 0, {
        readAt: 4,
        craft: { connectionId: 'c1', destination: { kind: 'daily-note', date: '2026-03-14' } },
      }),
    };
    const next = withLearned(index, learned, 'c1')[ESSAY]!;
    expect(next.marks.map((m) => m.id)).toEqual(['craft-1']);
    expect(next.readAt).toBeUndefined();
    expect(next.craft).toEqual(index[ESSAY]!.craft);
  });

  it('a mark removed here, the removal not delivered yet, stays out', () => {
    const key = passageKey(ESSAY, linkedQuote(learned[ESSAY]![0]!.quote));
    const index = { [ESSAY]: local(ESSAY, 0, { removed: [{ id: 'm0', key, rev: 2 }] }) };
    expect(withLearned(index, learned, 'c1')).toBe(index);
  });

  it('pages the search did not reach are left alone; a full index lets learned pages go first', () => {
    const full = Object.fromEntries(
      Array.from({ length: MAX_PAGES }, (_, i) => [`https://a.test/${i}`, local(`https://a.test/${i}`, 1)]),
    );
    const next = withLearned(full, learned, 'c1');
    expect(Object.keys(next).sort()).toEqual(Object.keys(full).sort());
    expect(next[ESSAY]).toBeUndefined();
    // Room for one: it comes in.
    const { ['https://a.test/0']: _, ...room } = full;
    expect(Object.keys(withLearned(room, learned, 'c1'))).toContain(ESSAY);
  });
});
