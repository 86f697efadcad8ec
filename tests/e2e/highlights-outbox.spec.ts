/**
 * A reader's marks through the real extension's background (issue 27 §4–§7), driven by the protocol's
 * three messages from an extension page as the page script will send them, and checked in what the
 * emulator received: the first marks make one page block (one request), with each mark's highlight and
 * text-fragment link; a note, a colour and a removal edit those blocks; marks made offline arrive once;
 * a mark deleted and a note edited in Craft show in `pageMarks`; a page with marks shows their count on
 * its toolbar icon.
 */
import type { Page } from '@playwright/test';
import type { Emulator } from '../../emulator/index';
import type { Mark, MarkChange, PageMarks } from '../../lib/model/highlights';
import { childrenOf, openSite, tabIdFor } from './clip-helpers';
import { expect, sendToBackground, test } from './fixtures';
import { outboxEmpties } from './support/marks-in-craft';

type Json = Record<string, unknown>;
const URL = 'https://essays.example/on-reading?id=7';
const TEXT = 'Read with a pen in hand. Mark what surprises you. Write one line about why. Come back later.';

function mark(exact: string, extra: Partial<Mark> = {}): Mark {
  const start = TEXT.indexOf(exact);
  return {
    id: `m-${start}-${exact.length}`,
    selectors: [
      {
        type: 'TextQuoteSelector',
        exact,
        prefix: TEXT.slice(Math.max(0, start - 16), start),
        suffix: TEXT.slice(start + exact.length, start + exact.length + 16),
      },
      { type: 'TextPositionSelector', start, end: start + exact.length },
    ],
    color: 'yellow',
    createdAt: 1_700_000_000_000 + start,
    ...extra,
  };
}

const change = async (page: Page, c: MarkChange): Promise<PageMarks> => {
  const answer = await sendToBackground(page, 'markChange', c);
  if (!answer.ok) throw new Error(answer.error);
  return answer.value;
};
const add = (page: Page, m: Mark, url = URL) => change(page, { op: 'add', url, title: 'On reading', mark: m });

const pagesIn = (emulator: Emulator): Json[] =>
  childrenOf(emulator.state.dailyNote('today')).filter((b) => b.type === 'page');
const markBlocks = (emulator: Emulator): string[] =>
  childrenOf(pagesIn(emulator)[0]).map((b) => `${b.indentationLevel ?? 0}:${String(b.markdown)}`);
const writes = (emulator: Emulator) =>
  emulator.log
    .entries()
    .filter((e) => e.method !== 'GET' && e.status === 200)
    .map((e) => `${e.method} ${e.path}`);

test.describe('highlights in Craft', () => {
  test.afterEach(({ emulator }) => emulator.faults.reset());

  test('the first mark makes the page block; a note, a colour and a removal edit its blocks', async ({
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    await seedConnection();
    const pen = mark('Read with a pen in hand.');
    const answer = await add(extensionPage, pen, URL + '#intro');
    expect(answer).toEqual({ url: URL, title: 'On reading', marks: [pen] });
    await outboxEmpties(extensionPage);
    expect(writes(emulator)).toEqual(['POST /blocks']);
    expect(pagesIn(emulator)).toHaveLength(1);
    expect(pagesIn(emulator)[0]!.markdown).toBe('[On reading](https://essays.example/on-reading?id=7)');
    expect(markBlocks(emulator)).toEqual([
      '0:<highlight color="yellow">Read with a pen in hand.</highlight> [↗](https://essays.example/on-reading?id=7#:~:text=Read%20with%20a%20pen%20in%20hand.,-Mark%20what)',
    ]);
    const highlightId = childrenOf(pagesIn(emulator)[0])[0]!.id;

    emulator.log.clear();
    await change(extensionPage, { op: 'update', url: URL, id: pen.id, note: 'Why a pen, not a keyboard?' });
    await outboxEmpties(extensionPage);
    expect(writes(emulator)).toEqual(['POST /blocks']);
    expect(markBlocks(emulator)).toEqual([expect.stringContaining('color="yellow"'), '1:Why a pen, not a keyboard?']);

    emulator.log.clear();
    await change(extensionPage, { op: 'update', url: URL, id: pen.id, color: 'purple', note: 'Why a pen?' });
    await outboxEmpties(extensionPage);
    expect(writes(emulator)).toEqual(['PUT /blocks']);
    expect(markBlocks(emulator)).toEqual([
      expect.stringContaining('<highlight color="purple">Read with'),
      '1:Why a pen?',
    ]);
    expect(childrenOf(pagesIn(emulator)[0])[0]!.id).toBe(highlightId);

    emulator.log.clear();
    const left = await change(extensionPage, { op: 'remove', url: URL, id: pen.id });
    expect(left.marks).toEqual([]);
    await outboxEmpties(extensionPage);
    expect(writes(emulator)).toEqual(['DELETE /blocks']);
    expect(markBlocks(emulator)).toEqual([]);
  });

  test('three quick marks arrive in one request, in page order', async ({
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    await seedConnection();
    await add(extensionPage, mark('Write one line about why.'));
    await add(extensionPage, mark('Read with a pen in hand.', { color: 'green' }));
    await add(extensionPage, mark('Come back later.', { note: 'Tomorrow' }));
    await outboxEmpties(extensionPage);
    expect(writes(emulator)).toEqual(['POST /blocks']);
    expect(markBlocks(emulator).map((b) => b.replace(/ \[↗\].*$/, ''))).toEqual([
      '0:<highlight color="green">Read with a pen in hand.</highlight>',
      '0:<highlight color="yellow">Write one line about why.</highlight>',
      '0:<highlight color="yellow">Come back later.</highlight>',
      '1:Tomorrow',
    ]);
  });

  test('marks made offline arrive once when Craft answers again', async ({
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    await seedConnection();
    emulator.faults.setErrorRate(1, 503);
    await add(extensionPage, mark('Mark what surprises you.'));
    await add(extensionPage, mark('Come back later.'));
    await expect
      .poll(() => sendToBackground(extensionPage, 'outboxList'), { intervals: [500] })
      .toMatchObject([{ kind: 'mark', state: 'pending', attempts: expect.any(Number) }]);
    await expect
      .poll(async () => (await sendToBackground(extensionPage, 'outboxList'))[0]?.attempts)
      .toBeGreaterThan(0);
    emulator.faults.reset();
    await outboxEmpties(extensionPage);
    expect(pagesIn(emulator)).toHaveLength(1);
    expect(markBlocks(emulator)).toHaveLength(2);
    expect(writes(emulator)).toEqual(['POST /blocks']);
  });

  test('a mark deleted and a note edited in Craft show in pageMarks', async ({
    extensionPage,
    emulator,
    seedConnection,
  }) => {
    await seedConnection();
    const [a, b] = [mark('Read with a pen in hand.'), mark('Mark what surprises you.', { note: 'first thought' })];
    await add(extensionPage, a);
    await add(extensionPage, b);
    await outboxEmpties(extensionPage);
    const [first, , note] = childrenOf(pagesIn(emulator)[0]).map((x) => String(x.id));
    const link = emulator.link('space');
    const api = (method: string, body: unknown) =>
      fetch(`${link.apiUrl}/blocks`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => expect(r.ok).toBe(true));
    await api('DELETE', { blockIds: [first] });
    await api('PUT', { blocks: [{ id: note, markdown: 'second thought', indentationLevel: 1 }] });
    await expect
      .poll(async () => {
        const answer = await sendToBackground(extensionPage, 'pageMarks', { url: URL });
        return answer.ok ? answer.value.marks.map((m) => [m.id, m.note]) : answer.error;
      })
      .toEqual([[b.id, 'second thought']]);
  });

  test('the options choose the document a page that was never clipped keeps its highlights in', async ({
    extensionPage,
    optionsPage,
    emulator,
    seedConnection,
  }) => {
    const connection = await seedConnection();
    const doc = emulator.state.documents().find((d) => d.location !== 'trash')!;
    // A document clipped to recently: what the options list offers (read from storage, no request to Craft).
    await extensionPage.evaluate(
      async ({ connectionId, id, title }) => {
        const local = (globalThis as unknown as { chrome: { storage: { local: { set(v: object): Promise<void> } } } })
          .chrome.storage.local;
        await local.set({ recentDestinations: { [connectionId]: [{ kind: 'document', id, title }] } });
      },
      { connectionId: connection.id, id: doc.id, title: 'Reading notes' },
    );
    const page = optionsPage.page;
    await page.reload();
    const select = page.getByRole('region', { name: 'Highlights' }).getByLabel("Save a page's highlights in");
    await expect(select).toHaveValue('');
    await select.selectOption({ label: 'Reading notes' });
    await expect.poll(() => page.reload().then(() => select.inputValue())).toBe(doc.id);
    await add(extensionPage, mark('Come back later.'));
    await outboxEmpties(extensionPage);
    expect(
      childrenOf(emulator.state.block(doc.id))
        .filter((b) => b.type === 'page' && String(b.markdown).startsWith('[On reading]'))
        .map((b) => b.markdown),
    ).toEqual(['[On reading](https://essays.example/on-reading?id=7)']);
    expect(pagesIn(emulator)).toEqual([]);
  });

  test("a page with marks shows their count on its tab's icon", async ({
    context,
    extensionPage,
    seedConnection,
    site,
  }) => {
    await seedConnection();
    const url = site.url('/clip/article.html');
    await add(extensionPage, mark('Read with a pen in hand.'), url);
    await add(extensionPage, mark('Come back later.'), url);
    const page = await context.newPage();
    await openSite(page, url);
    const tabId = await tabIdFor(extensionPage, url);
    await expect
      .poll(() =>
        extensionPage.evaluate(async (id) => {
          const action = (
            globalThis as unknown as {
              chrome: { action: { getTitle(d: object): Promise<string>; getBadgeText(d: object): Promise<string> } };
            }
          ).chrome.action;
          return { title: await action.getTitle({ tabId: id }), badge: await action.getBadgeText({ tabId: id }) };
        }, tabId),
      )
      .toEqual({ badge: '✓2', title: 'Clip to Craft — Highlights on this page: 2' });
  });
});
