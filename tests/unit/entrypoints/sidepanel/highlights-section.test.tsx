// @vitest-environment happy-dom
/**
 * The side panel's highlights list over the protocol of issue 27 (pageMarks, markChange) and the page
 * script's two tab messages (scrollToMark, placedMarks): page order with the unplaced after the others,
 * a click that asks the page to scroll, an edit and a removal sent as mark changes, Copy all as
 * Markdown, and the empty state when pageMarks fails. The background is stubbed at the message door.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mark, PageMarks } from '../../../../lib/model/highlights';

const sendMessage = vi.hoisted(() => vi.fn());
/** The page script's answers to the messages sent to the tab (scrollToMark, placedMarks). */
const tabMessages = vi.hoisted((): unknown[] => []);
vi.mock('../../../../lib/messaging/protocol', () => ({
  sendMessage: (type: string, data: object | undefined, tabId?: number) => {
    if (tabId === undefined) return sendMessage(type, data);
    tabMessages.push({ type, ...data });
    return Promise.resolve(
      type === 'placedMarks' ? { url: 'https://example.com/post', placed: ['a', 'c'], unplaced: ['b'] } : true,
    );
  },
}));

const URL_ = 'https://example.com/post';
const mark = (id: string, exact: string, createdAt: number, extra: Partial<Mark> = {}): Mark => ({
  id,
  selectors: [{ type: 'TextQuoteSelector', exact }],
  color: 'yellow',
  createdAt,
  ...extra,
});
const MARKS: PageMarks = {
  url: URL_,
  title: 'A post',
  marks: [mark('a', 'First quote', 3), mark('b', 'Moved away', 1, { note: 'keep' }), mark('c', 'Third quote', 2)],
};

let clipboard: string[] = [];

beforeEach(() => {
  sendMessage.mockReset();
  tabMessages.length = 0;
  clipboard = [];
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: async (text: string) => void clipboard.push(text) },
    configurable: true,
  });
});

async function mount(): Promise<HTMLElement> {
  const { HighlightsSection } = await import('../../../../entrypoints/sidepanel/highlights-section');
  const root = document.createElement('div');
  document.body.append(root);
  await act(async () => render(<HighlightsSection tabId={5} url={`${URL_}#part`} title="A post" />, root));
  await settle();
  return root;
}

/** Lets the answers of the stubbed messages arrive and the list render them. */
const settle = () => act(async () => void (await new Promise((r) => setTimeout(r))));
const texts = (root: HTMLElement, selector: string) =>
  [...root.querySelectorAll(selector)].map((e) => e.textContent?.trim());
const button = (root: HTMLElement, name: string, index = 0) =>
  [...root.querySelectorAll('button')].filter((b) => b.textContent?.trim() === name)[index]!;

describe('the highlights list', () => {
  it('shows the empty state when pageMarks fails', async () => {
    sendMessage.mockResolvedValue({ ok: false, error: 'no handler' });
    const root = await mount();
    expect(root.textContent).toContain('No highlights on this page yet.');
    expect(root.querySelectorAll('li')).toHaveLength(0);
  });

  it('shows the empty state when pageMarks gets no answer at all', async () => {
    sendMessage.mockRejectedValue(new Error('Could not establish connection.'));
    const root = await mount();
    expect(root.textContent).toContain('No highlights on this page yet.');
  });

  it('lists the placed marks in page order, then the ones the page could not place; a click scrolls to one', async () => {
    sendMessage.mockResolvedValue({ ok: true, value: MARKS });
    const root = await mount();
    expect(sendMessage).toHaveBeenCalledWith('pageMarks', { url: URL_ });
    const lists = root.querySelectorAll('ul');
    expect(texts(lists[0] as HTMLElement, '.mark-row__text')).toEqual(['First quote', 'Third quote']);
    expect(root.querySelector('h3')?.textContent).toBe('Could not be placed on the page');
    expect(texts(lists[1] as HTMLElement, '.mark-row__text')).toEqual(['Moved away']);
    expect(texts(root, '.mark-row__note')).toEqual(['keep']);
    // Placed ones are buttons; the unplaced one is text only.
    await act(async () => button(root, 'Third quote').click());
    expect(tabMessages).toContainEqual({ type: 'scrollToMark', id: 'c' });
    expect(lists[1]!.querySelector('button.mark-row__text')).toBeNull();
  });

  it('edits a note and colour, and removes a mark, each as one mark change', async () => {
    const edited: PageMarks = {
      ...MARKS,
      marks: [mark('a', 'First quote', 3, { color: 'green', note: 'new note' }), ...MARKS.marks.slice(1)],
    };
    sendMessage.mockImplementation(async (type: string, data: { op?: string }) =>
      type === 'pageMarks'
        ? { ok: true, value: MARKS }
        : { ok: true, value: data.op === 'remove' ? { ...edited, marks: edited.marks.slice(1) } : edited },
    );
    const root = await mount();
    await act(async () => button(root, 'Edit note or colour').click());
    const select = root.querySelector('select')!;
    expect(document.activeElement).toBe(select);
    select.value = 'green';
    await act(async () => void select.dispatchEvent(new Event('change', { bubbles: true })));
    const note = root.querySelector('textarea')!;
    note.value = ' new note ';
    await act(async () => void note.dispatchEvent(new Event('input', { bubbles: true })));
    await act(async () => button(root, 'Save').click());
    await settle();
    expect(sendMessage).toHaveBeenCalledWith('markChange', {
      op: 'update',
      url: URL_,
      id: 'a',
      color: 'green',
      note: 'new note',
    });
    expect(root.querySelector('textarea')).toBeNull();
    expect(texts(root, '.mark-row__note')).toEqual(['new note', 'keep']);
    expect(root.querySelector('.mark-swatch--green')).not.toBeNull();

    await act(async () => button(root, 'Remove').click());
    await settle();
    expect(sendMessage).toHaveBeenCalledWith('markChange', { op: 'remove', url: URL_, id: 'a' });
    expect(texts(root, '.mark-row__text')).toEqual(['Third quote', 'Moved away']);
    expect(sendMessage.mock.calls.filter(([type]) => type === 'markChange')).toHaveLength(2);
  });

  it('copies all marks as Markdown, in the list order', async () => {
    sendMessage.mockResolvedValue({ ok: true, value: MARKS });
    const root = await mount();
    await act(async () => button(root, 'Copy all as Markdown').click());
    await settle();
    const [markdown] = clipboard;
    const quotes = [...markdown!.matchAll(/<highlight color="\w+">([^<]*)<\/highlight>/g)].map((m) => m[1]);
    expect(quotes).toEqual(['First quote', 'Third quote', 'Moved away']);
    expect(markdown).toContain('[A post](https://example.com/post)');
    expect(root.textContent).toContain('Copied the highlights as Markdown.');
  });
});
